import type { TopicDetail } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingSkeletons } from '@/components/loading-skeletons';
import { useReplies } from '../api/get-replies';
import { Pager } from './pager';
import { ReplyItem } from './reply-item';

interface ReplyListProps {
  topic: TopicDetail;
  page: number;
  /** Previous/next links (`?page=`); the live Q&A shows the first page only. */
  paged?: boolean;
}

/** A page of a topic's replies: the accepted answer first, then oldest first (server order). */
export function ReplyList({ topic, page, paged = true }: ReplyListProps) {
  const { t } = useTranslation(['forum', 'common']);
  const { data, isPending, isError, refetch, isPlaceholderData } = useReplies(topic.id, page);

  if (isPending) {
    return <LoadingSkeletons label={t('common:status.loading')} blocks={['h-28', 'h-28']} />;
  }
  if (isError) return <ErrorState headingLevel={3} message={t('forum:topic.repliesError')} onRetry={() => void refetch()} />;
  if (data.items.length === 0 && data.total === 0) return <p className="text-sm text-muted-foreground">{t('forum:topic.noAnswers')}</p>;
  return (
    <div className="grid gap-4" aria-busy={isPlaceholderData || undefined}>
      <ol className="grid gap-3" aria-live="polite" aria-relevant="additions">
        {data.items.map((reply) => (
          <li key={reply.id}>
            <ReplyItem reply={reply} topic={topic} />
          </li>
        ))}
      </ol>
      {paged ? <Pager page={data.page} total={data.total} pageSize={data.pageSize} /> : null}
    </div>
  );
}
