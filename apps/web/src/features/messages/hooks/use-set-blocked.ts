import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockState } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { setBlocked } from '../api/blocks';
import { messageKeys } from '../api/query-keys';

export interface SetBlockedVariables {
  username: string;
  /** The state wanted: true = block, false = unblock. */
  blocked: boolean;
}

/**
 * Blocks or unblocks a member, then refetches what a block changes here: whether the viewer may
 * write to them, the blocked list, the conversations' refusals. `onChanged` lets the page refresh
 * what other features show (a block removes both follows). Toasts the outcome.
 */
export function useSetBlocked({ onChanged }: { onChanged?: (state: BlockState, username: string) => void } = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['messages', 'common', 'errors']);
  return useMutation({
    mutationFn: ({ username, blocked }: SetBlockedVariables) => setBlocked(username, blocked),
    onSuccess: (state, { username }) => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      toast.success(t(state.blocked ? 'messages:block.blocked' : 'messages:block.unblocked', { username }));
      onChanged?.(state, username);
    },
    onError: (error) => toast.error(t('common:status.error'), { description: getErrorMessage(error, t) }),
  });
}
