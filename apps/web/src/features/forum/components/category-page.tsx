import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { isLanguage } from '@/lib/i18n';
import { useCategory } from '../api/get-category';
import { categoryTopicsParams } from '../api/list-params';
import { useForumLiveUpdates } from '../hooks/use-forum-live-updates';
import { useTopicSearchParams } from '../hooks/use-topic-search-params';
import { categoryText } from '../utils/forum-text';
import { CategoryBanner } from './category-banner';
import { ForumSearchBox } from './forum-search-box';
import { TopicList } from './topic-list';

/**
 * `/forum/{id}` (Forum category): back to the forum, the banner, search by title or
 * content (`?search=` in the address), the topic cards (pinned first), pages, live.
 * `notFound` renders the app's not-found page for an unknown category.
 */
export function CategoryPage({ categoryId, notFound }: { categoryId: string; notFound: ReactNode }) {
  const { t, i18n } = useTranslation(['forum', 'common']);
  useForumLiveUpdates();
  const { data: category, error, isPending, refetch } = useCategory(categoryId);
  const { search, cursor, setSearch } = useTopicSearchParams();

  if (isPending) return <PageSpinner label={t('forum:category.loading')} />;
  if (error) {
    if (isApiError(error) && error.status === 404) return notFound;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <ErrorState message={t('forum:category.error')} onRetry={() => void refetch()} />
      </div>
    );
  }

  const { name, description } = categoryText(category, isLanguage(i18n.language) ? i18n.language : 'tr');
  const names = new Map([[category.id, name]]);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageMeta title={search ? t('forum:home.searchTitle', { query: search }) : `${name} — ${t('forum:home.title')}`} description={description} />
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to="/forum">
          <ArrowLeft aria-hidden="true" />
          {t('forum:category.back')}
        </Link>
      </Button>
      <CategoryBanner category={category} />
      <ForumSearchBox />
      <section aria-label={name}>
        <TopicList
          params={categoryTopicsParams(category.id, search, cursor)}
          categoryNames={names}
          onClearSearch={() => setSearch('')}
          emptyText={t('forum:category.empty')}
        />
      </section>
    </div>
  );
}
