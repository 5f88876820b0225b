import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isLanguage } from '@/lib/i18n';
import { isMissingError } from '@/lib/route-data';
import { useCategory } from '../api/get-category';
import { useTopic } from '../api/get-topic';
import { useForumLiveUpdates } from '../hooks/use-forum-live-updates';
import { categoryText } from '../utils/forum-text';
import { ReplyForm } from './reply-form';
import { ReplyList } from './reply-list';
import { TopicArticle } from './topic-article';

interface TopicPageProps {
  categoryId: string;
  topicId: string;
  /** Replies page (1-based, `?page=`). */
  page: number;
  /** The server found no such topic (route loader): render 'Konu Bulunamadı' at once. */
  missing?: boolean;
}

/** 'Konu Bulunamadı' with the way back to the forum. */
function TopicNotFound() {
  const { t } = useTranslation('forum');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <PageMeta title={t('topic.notFoundTitle')} />
      <meta name="robots" content="noindex" />
      <EmptyState
        icon={FileQuestion}
        title={t('topic.notFoundTitle')}
        description={t('topic.notFoundText')}
        action={
          <Button asChild>
            <Link to="/forum">{t('topic.backToForum')}</Link>
          </Button>
        }
      />
    </div>
  );
}

/**
 * `/forum/{id}/topic/{topicId}`: the topic, its replies (paged, the accepted answer first), votes,
 * accept, moderation, and the reply box — all live (new replies, votes, accepts of others).
 */
export function TopicPage({ categoryId, topicId, page, missing = false }: TopicPageProps) {
  const { t, i18n } = useTranslation(['forum', 'common']);
  useForumLiveUpdates();
  const { data: topic, error, isPending, refetch } = useTopic(topicId);
  const { data: category } = useCategory(topic?.categoryId ?? categoryId);
  const language = isLanguage(i18n.language) ? i18n.language : 'tr';
  const categoryName = category ? categoryText(category, language).name : undefined;

  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={category ? `/forum/${encodeURIComponent(category.id)}` : '/forum'}>
        <ArrowLeft aria-hidden="true" />
        {categoryName ?? t('forum:topic.backToForum')}
      </Link>
    </Button>
  );

  if (missing) return <TopicNotFound />;
  if (isPending) return <PageSpinner label={t('forum:topic.loading')} />;
  if (error) {
    if (isMissingError(error)) return <TopicNotFound />;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <ErrorState message={t('forum:topic.error')} onRetry={() => void refetch()} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageMeta title={topic.title} description={topic.excerpt || topic.title} type="article" />
      {back}
      <TopicArticle topic={topic} categoryName={categoryName} />
      <section aria-labelledby="answers-title" className="grid gap-4">
        <h2 id="answers-title" className="text-xl font-semibold">
          {t('forum:topic.answers')}{' '}
          <span className="text-base font-normal text-muted-foreground">({t('forum:topic.answersCount', { count: topic.repliesCount })})</span>
        </h2>
        <ReplyList topic={topic} page={page} />
        <ReplyForm topic={topic} />
      </section>
    </div>
  );
}
