import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountDataApi, type AccountDeletionInput, type AccountDeletionState } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { accountDataKeys } from './query-keys';

/** GET /api/me/account-deletion — when the account will be deleted (if at all) and whether it has a password. */
export function getAccountDeletion(signal?: AbortSignal): Promise<AccountDeletionState> {
  return apiFetch(accountDataApi.getAccountDeletion, { signal });
}

/** The deletion state; the confirmation dialog needs `hasPassword` before it can be offered. */
export function useAccountDeletion() {
  return useQuery(queryOptions({ queryKey: accountDataKeys.deletion(), queryFn: ({ signal }) => getAccountDeletion(signal) }));
}

/**
 * POST /api/me/account-deletion — schedules the deletion; the server then ends every session of
 * the member. 400 ACCOUNT_DELETION_PASSWORD / ACCOUNT_DELETION_CODE_INVALID when the confirmation is wrong.
 */
export function requestAccountDeletion(input: AccountDeletionInput): Promise<AccountDeletionState> {
  return apiFetch(accountDataApi.requestAccountDeletion, { json: input });
}

/** POST /api/me/account-deletion/code — mails the six-digit code that confirms the deletion (accounts without a password). */
export function sendAccountDeletionCode(): Promise<void> {
  return apiFetch(accountDataApi.sendAccountDeletionCode);
}
