import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetSignedInMember } from '@/lib/forget-member';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { requestAccountDeletion } from '../api/account-deletion';
import { DELETE_ACCOUNT_MUTATION } from '../api/query-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day the account will go: the server's answer, else {@link ACCOUNT_DELETION_GRACE_DAYS} from now. */
export function deletionDate(scheduledFor: string | null, now = Date.now()): string {
  return scheduledFor ?? new Date(now + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS).toISOString();
}

/**
 * Asks for the account's deletion. On success the server has ended every session of the member,
 * so the browser is signed out too: it leaves for '/' first (/profile would send a signed-out
 * visitor to /login), then forgets the member's data as a sign-out does (other tabs told), and a
 * toast says when the account goes and that signing in before then cancels it. A refused
 * confirmation (wrong password or code) rejects and changes nothing.
 */
export function useDeleteAccount() {
  const { t } = useTranslation('accountData');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Named, so /profile can tell a signed-out session from one ended by this very request.
    mutationKey: DELETE_ACCOUNT_MUTATION,
    mutationFn: requestAccountDeletion,
    onSuccess: async (state) => {
      await navigate('/', { replace: true });
      forgetSignedInMember(queryClient, { signedOut: true, tellOtherTabs: true });
      toast.success(t('deleted.toast', { date: formatDate(deletionDate(state.scheduledFor), 'long') }), {
        description: t('deleted.toastHint'),
        duration: 15_000,
      });
    },
  });
}
