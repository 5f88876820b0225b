import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { getErrorMessage } from '@/lib/error-message';

interface AdminMutationOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Queries to refetch after a success (prefixes, e.g. `adminKeys.users()`). */
  invalidate?: readonly QueryKey[];
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Keep the error for the caller (a form shows it on its fields) instead of a toast. */
  silentError?: boolean;
}

/**
 * An admin action: on success the toast 'İşlem Başarılı' and the listed queries are
 * refetched; on failure a toast with the server's error code translated (errors.json).
 */
export function useAdminMutation<TVariables, TData = unknown>({ mutationFn, invalidate = [], onSuccess, silentError = false }: AdminMutationOptions<TVariables, TData>) {
  const { t } = useTranslation(['admin', 'errors']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      toast.success(t('admin:toast.success'));
      onSuccess?.(data, variables);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (!silentError) toast.error(t('admin:toast.error'), { description: getErrorMessage(error, t) });
    },
  });
}
