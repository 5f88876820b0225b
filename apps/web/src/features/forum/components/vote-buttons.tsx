import type { VoteState, VoteValue } from '@garaj/shared';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useSetVote, type VoteTarget } from '../api/set-vote';

interface VoteButtonsProps {
  target: VoteTarget;
  /** The viewer's vote and the counts, as cached. */
  state: VoteState;
  /** The viewer wrote it: votes on one's own post are refused (403 OWN_VOTE). */
  isMine: boolean;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/**
 * Up / down vote with the score (issue 7 §2: one vote per member, changeable; pressing the
 * chosen arrow again removes it). Optimistic. Visitors get 'Giriş Gerekli' (nothing is sent);
 * on one's own post the arrows are disabled, with the reason for screen readers and on hover.
 */
export function VoteButtons({ target, state, isMine, orientation = 'vertical', className }: VoteButtonsProps) {
  const { t } = useTranslation(['forum', 'common', 'errors']);
  const { user, isPending: sessionPending } = useCurrentUser();
  const vote = useSetVote();
  const own = Boolean(user && isMine);

  const cast = (direction: 1 | -1) => {
    if (sessionPending || vote.isPending) return;
    if (!user) {
      toast.error(t('forum:vote.loginTitle'), { description: t('forum:vote.loginText') });
      return;
    }
    const value: VoteValue = state.myVote === direction ? 0 : direction;
    vote.mutate(
      { target, current: state, value },
      { onError: (error) => toast.error(t('common:status.error'), { description: getErrorMessage(error, t) }) },
    );
  };

  const reason = own ? t('forum:vote.own') : undefined;
  return (
    <div
      role="group"
      aria-label={t('forum:vote.group')}
      title={reason}
      className={cn('flex items-center gap-0.5', orientation === 'vertical' ? 'flex-col' : 'flex-row', className)}
    >
      <Button
        variant="ghost"
        size="icon-sm"
        aria-pressed={state.myVote === 1}
        disabled={own}
        onClick={() => cast(1)}
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
        variant="ghost"
        size="icon-sm"
        aria-pressed={state.myVote === -1}
        disabled={own}
        onClick={() => cast(-1)}
        className={cn(state.myVote === -1 && 'text-destructive')}
      >
        <ChevronDown className="size-5" aria-hidden="true" />
        <span className="sr-only">{t('forum:vote.down')}</span>
        {reason ? <span className="sr-only">{reason}</span> : null}
      </Button>
    </div>
  );
}
