import type { TopicDetail, TopicModerationInput } from '@garaj/shared';
import { Lock, LockOpen, Pin, PinOff, CircleX, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useUpdateTopic } from '../api/update-topic';

/**
 * Topic actions by permission (the server decides, this mirrors `canModerate` / `canClose`):
 * moderators and admins pin ('Sabitlenmiş') and lock ('Kilitli'); the asker or a moderator
 * closes ('Kapalı') and reopens. Renders nothing when the viewer may do none of them.
 */
export function ModerationBar({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation(['forum', 'common', 'errors']);
  const update = useUpdateTopic(topic.id);
  if (!topic.canModerate && !topic.canClose) return null;

  const run = (input: TopicModerationInput, done: string) =>
    update.mutate(input, {
      onSuccess: () => toast.success(t('forum:toast.success'), { description: t(done) }),
      onError: (error) => toast.error(t('forum:toast.error'), { description: getErrorMessage(error, t) }),
    });

  const closed = topic.status === 'closed';
  return (
    <div role="toolbar" aria-label={t('forum:moderation.label')} className="flex flex-wrap gap-2" aria-busy={update.isPending || undefined}>
      {topic.canModerate ? (
        <>
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => run({ isPinned: !topic.isPinned }, topic.isPinned ? 'forum:moderation.unpinned' : 'forum:moderation.pinned')}
          >
            {topic.isPinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
            {t(topic.isPinned ? 'forum:moderation.unpin' : 'forum:moderation.pin')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => run({ isLocked: !topic.isLocked }, topic.isLocked ? 'forum:moderation.unlocked' : 'forum:moderation.locked')}
          >
            {topic.isLocked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {t(topic.isLocked ? 'forum:moderation.unlock' : 'forum:moderation.lock')}
          </Button>
        </>
      ) : null}
      {topic.canClose ? (
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() => run({ status: closed ? 'open' : 'closed' }, closed ? 'forum:moderation.reopened' : 'forum:moderation.closed')}
        >
          {closed ? <RotateCcw aria-hidden="true" /> : <CircleX aria-hidden="true" />}
          {t(closed ? 'forum:moderation.reopen' : 'forum:moderation.close')}
        </Button>
      ) : null}
    </div>
  );
}
