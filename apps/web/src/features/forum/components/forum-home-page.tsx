import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { forumSearchParams, recentTopicsParams } from '../api/list-params';
import { useCategoryNames } from '../hooks/use-category-names';
import { useForumLiveUpdates } from '../hooks/use-forum-live-updates';
import { useTopicSearchParams } from '../hooks/use-topic-search-params';
import { CategoryList } from './category-list';
import { ForumSearchBox } from './forum-search-box';
import { ForumSidebar } from './forum-sidebar';
import { NewTopicButton } from './new-topic-button';
import { TopicList } from './topic-list';

/**
 * `/forum` (Forum home): categories with counts and last post, recent topics, real
 * statistics and members online, a search over all topics (`?search=`) and 'Yeni Konu'. Live.
 */
export function ForumHomePage() {
  const { t } = useTranslation('forum');
  useForumLiveUpdates();
  const names = useCategoryNames();
  const { search, cursor, setSearch } = useTopicSearchParams();

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={search ? t('home.searchTitle', { query: search }) : t('home.title')} description={t('home.metaDescription')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('home.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('home.subtitle')}</p>
        </div>
        <NewTopicButton />
      </div>
      <ForumSearchBox className="max-w-2xl" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-8">
          {search ? (
            <section aria-labelledby="forum-search-title" className="grid gap-4">
              <h2 id="forum-search-title" className="text-xl font-semibold">
                {t('home.searchHeading', { query: search })}
              </h2>
              <TopicList params={forumSearchParams(search, cursor)} categoryNames={names} onClearSearch={() => setSearch('')} />
            </section>
          ) : (
            <>
              <section aria-labelledby="forum-categories-title" className="grid gap-4">
                <h2 id="forum-categories-title" className="text-xl font-semibold">
                  {t('home.categories')}
                </h2>
                <CategoryList />
              </section>
              <section aria-labelledby="forum-recent-title" className="grid gap-4">
                <h2 id="forum-recent-title" className="text-xl font-semibold">
                  {t('home.recent')}
                </h2>
                <TopicList params={recentTopicsParams()} categoryNames={names} paged={false} emptyText={t('home.recentEmpty')} />
              </section>
            </>
          )}
        </div>
        <ForumSidebar />
      </div>
    </div>
  );
}
