import type { VoteState, VoteValue } from '@garaj/shared';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useActionData } from 'react-router';
import { IntentForm } from '@/components/intent-form';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';
import { failureText, intentFailure } from '@/lib/page-intent';
import { cn } from '@/lib/utils';
import { useSetVote, type VoteTarget } from '../api/set-vote';

interface VoteButtonsProps {
  target: VoteTarget;
  /** The viewer's vote and the counts, as cached. */
  state: VoteState;
  /** The viewer wrote it: votes on one's own post are refused (403 OWN_VOTE). */
  isMine: boolean;
  /** The topic's page route, whose action takes the vote when it is posted (before hydration). */
  action: string;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/**
 * Up / down vote with the score (one vote per member, changeable; pressing the
 * chosen arrow again removes it). Optimistic. Visitors get 'Giriş Gerekli' (nothing is sent);
 * on one's own post the arrows are disabled, with the reason for screen readers and on hover.
 * A form posted to the topic's page (intent `vote`, each arrow sends its `value`) before the
 * script runs (or without it): the page comes back with the vote counted.
 */
export function VoteButtons({ target, state, isMine, action, orientation = 'vertical', className }: VoteButtonsProps) {
  const { t } = useTranslation(['forum', 'common', 'errors']);
  const { user, isPending: sessionPending } = useCurrentUser();
  const vote = useSetVote();
  const own = Boolean(user && isMine);
  const targetId = target.kind === 'topic' ? target.topicId : target.replyId;
  const failure = failureText(intentFailure(useActionData(), 'vote', targetId), t);
  const valueFor = (direction: 1 | -1): VoteValue => (state.myVote === direction ? 0 : direction);

  const cast = (direction: 1 | -1) => {
    if (sessionPending || vote.isPending) return;
    if (!user) {
      toast.error(t('forum:vote.loginTitle'), { description: t('forum:vote.loginText') });
      return;
    }
    vote.mutate(
      { target, current: state, value: valueFor(direction) },
      { onError: (error) => toast.error(t('common:status.error'), { description: getErrorMessage(error, t) }) },
    );
  };

  const reason = own ? t('forum:vote.own') : undefined;
  return (
    <IntentForm
      action={action}
      intent="vote"
      fields={{ kind: target.kind, target: targetId }}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        cast(submitter?.dataset.direction === 'down' ? -1 : 1);
      }}
      className={cn('flex flex-col items-center', className)}
    >
      <div
        role="group"
        id={`vote-${targetId}`}
        aria-label={t('forum:vote.group')}
        title={reason}
        className={cn('flex items-center gap-0.5', orientation === 'vertical' ? 'flex-col' : 'flex-row')}
      >
        <Button
          type="submit"
          name="value"
          value={String(valueFor(1))}
          data-direction="up"
          variant="ghost"
          size="icon-sm"
          aria-pressed={state.myVote === 1}
          disabled={own}
          className={cn(state.myVote === 1 && 'text-primary')}
        >
          <ChevronUp className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('forum:vote.up')}</span>
          {reason ? <span className="sr-only">{reason}</span> : null}
        </Button>
        <span className={cn('min-w-8 text-center text-sm font-semibold tabular-nums', state.myVote !== 0 && 'text-primary')}>
          <span aria-hidden="true">{formatNumber(state.score)}</span>
          <span className="sr-only">{t('forum:vote.score', { count: state.score })}</span>
        </span>
        <Button
          type="submit"
          name="value"
          value={String(valueFor(-1))}
          data-direction="down"
          variant="ghost"
          size="icon-sm"
          aria-pressed={state.myVote === -1}
          disabled={own}
          className={cn(state.myVote === -1 && 'text-destructive')}
        >
          <ChevronDown className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('forum:vote.down')}</span>
          {reason ? <span className="sr-only">{reason}</span> : null}
        </Button>
      </div>
      {failure ? (
        <span role="alert" className="max-w-24 text-center text-xs text-destructive">
          {failure}
        </span>
      ) : null}
    </IntentForm>
  );
}
