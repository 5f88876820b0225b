import type { Reply, TopicDetail } from '@garaj/shared';
import { Award, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { cn } from '@/lib/utils';
import { HideToggle } from '@/components/moderation/hide-toggle';
import { HiddenMark } from '@/components/moderation/hidden-mark';
import { ReportButton } from '@/components/report/report-button';
import { useAcceptReply } from '../api/accept-reply';
import { ForumAuthorLine } from './forum-author';
import { PostEditActions } from './post-edit-actions';
import { QuoteButton } from './quote-button';
import { RichTextBody } from '@/components/rich-text/rich-text-body';
import { topicPath } from './topic-card';
import { VoteButtons } from './vote-buttons';

/** 'En İyi Cevap' toggle, for the asker (or an admin) on questions (`canAccept`). */
function AcceptButton({ topic, reply }: { topic: TopicDetail; reply: Reply }) {
  const { t } = useTranslation(['forum', 'errors']);
  const accept = useAcceptReply(topic.id);
  const accepted = reply.isAccepted;
  const onClick = () =>
    accept.mutate(accepted ? null : reply.id, {
      onSuccess: () => toast.success(t('forum:toast.success'), { description: t(accepted ? 'forum:accept.undone' : 'forum:accept.done') }),
      onError: (error) => toast.error(t('forum:toast.error'), { description: getErrorMessage(error, t) }),
    });
  return (
    <Button variant={accepted ? 'outline' : 'secondary'} size="sm" disabled={accept.isPending} onClick={onClick}>
      <Check aria-hidden="true" />
      {t(accepted ? 'forum:accept.undo' : 'forum:accept.button')}
    </Button>
  );
}

/** An answer: author ('Uzman', level), date, body, votes; the accepted one highlighted as 'En İyi Cevap'. */
export function ReplyItem({ reply, topic }: { reply: Reply; topic: TopicDetail }) {
  const { t } = useTranslation('forum');
  return (
    <article
      // The anchor the assistant's citations of an accepted answer link to (#reply-<id>).
      id={`reply-${reply.id}`}
      aria-label={reply.isAccepted ? t('badges.bestAnswer') : undefined}
      className={cn(
        'flex gap-3 rounded-xl border bg-card p-4 text-card-foreground',
        reply.isAccepted && 'border-success/60 bg-success/5 ring-1 ring-success/30',
      )}
    >
      <VoteButtons
        target={{ kind: 'reply', topicId: topic.id, replyId: reply.id }}
        state={{ myVote: reply.myVote, score: reply.score, upvotesCount: reply.upvotesCount }}
        isMine={reply.isMine}
        action={topicPath(topic)}
      />
      <div className="grid min-w-0 flex-1 content-start gap-3">
        {reply.isAccepted ? (
          <Badge variant="success">
            <Award aria-hidden="true" />
            {t('badges.bestAnswer')}
          </Badge>
        ) : null}
        <ForumAuthorLine author={reply.author} meta={reply.editedAt ? `${formatDate(reply.createdAt, 'long')} · ${t('edit.edited')}` : formatDate(reply.createdAt, 'long')} compact />
        <HiddenMark hidden={reply.hidden} />
        <RichTextBody html={reply.bodyHtml} />
        <div className="flex flex-wrap items-center gap-2">
          {topic.canAccept && topic.kind === 'question' ? <AcceptButton topic={topic} reply={reply} /> : null}
          {topic.canReply ? <QuoteButton author={reply.author.username} bodyHtml={reply.bodyHtml} containerId={`reply-${reply.id}`} /> : null}
          <PostEditActions target={{ kind: 'reply', topicId: topic.id, replyId: reply.id }} canEdit={reply.canEdit} edited={reply.editedAt !== null} bodyHtml={reply.bodyHtml} />
          <ReportButton variant="icon" className="ml-auto" targetType="reply" targetId={reply.id} targetLabel={`@${reply.author.username}`} ownerId={reply.author.id} />
          <HideToggle variant="icon" type="reply" id={reply.id} hidden={reply.hidden} label={`@${reply.author.username}`} />
        </div>
      </div>
    </article>
  );
}
