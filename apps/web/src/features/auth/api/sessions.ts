import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountDataApi, type MemberSessionList } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

const sessionsKey = ['account', 'sessions'] as const;

/** GET /api/me/sessions — the member's signed-in devices, most recently seen first. */
export function useMemberSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => apiFetch(accountDataApi.getSessions, { signal }) });
}

/** DELETE /api/me/sessions/:id — signs one other device out; the list is read again. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(accountDataApi.revokeSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** POST /api/me/sessions/revoke-others — signs every other device out; answers the list left. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(accountDataApi.revokeOtherSessions),
    onSuccess: (list: MemberSessionList) => queryClient.setQueryData(sessionsKey, list),
  });
}
