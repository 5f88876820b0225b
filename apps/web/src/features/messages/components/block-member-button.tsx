import type { BlockState } from '@garaj/shared';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import { useMessageRecipient } from '../api/get-recipient';
import { useSetBlocked } from '../hooks/use-set-blocked';

interface BlockMemberButtonProps {
  username: string;
  /** The member's id: one's own profile shows nothing. */
  memberId: string;
  /** After a change (the page refreshes the follow state: a block removes both follows). */
  onChanged?: (state: BlockState) => void;
}

/**
 * "Engelle" / "Engeli kaldır" on a member's profile, for signed-in members other than the member.
 * Whether the viewer blocked them comes from `GET /api/messages/with/:username` (refusal
 * `blocked_by_me`). Blocking asks first: the two can no longer message or follow each other and
 * their follows are removed; unblocking needs no confirmation.
 */
export function BlockMemberButton({ username, memberId, onChanged }: BlockMemberButtonProps) {
  const { t } = useTranslation(['messages', 'common']);
  const { user } = useCurrentUser();
  const allowed = Boolean(user && user.id !== memberId);
  const recipient = useMessageRecipient(username, { enabled: allowed });
  const change = useSetBlocked({ onChanged: (state) => onChanged?.(state) });
  if (!allowed || !recipient.isSuccess) return null;

  if (recipient.data.refusal === 'blocked_by_me') {
    return (
      <Button type="button" variant="outline" disabled={change.isPending} onClick={() => change.mutate({ username, blocked: false })}>
        <Ban aria-hidden="true" />
        {t('block.unblock')}
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="ghost" className="text-muted-foreground hover:text-destructive" disabled={change.isPending}>
          <Ban aria-hidden="true" />
          {t('block.block')}
        </Button>
      }
      title={t('block.confirmTitle', { username })}
      description={t('block.confirmText')}
      cancelLabel={t('common:actions.cancel')}
      confirmLabel={t('block.confirm')}
      onConfirm={() => change.mutate({ username, blocked: true })}
    />
  );
}
