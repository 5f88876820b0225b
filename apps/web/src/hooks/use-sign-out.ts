import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/lib/session';

/** Signs out, forgets cached member data and goes to '/'. A failure is only logged (spec core §8). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      // The better-auth client is not part of the first download: loaded on the first sign-out.
      const { authClient } = await import('@/lib/auth-client');
      const { error } = await authClient.signOut();
      if (error) console.warn('Error signing out', error);
      // Signed out: the page shows it at once (the auth client also fetches the session again,
      // lib/auth-client.ts). Before the member's queries go below, so the components that read
      // them (the notification bell) unmount instead of asking again without a session (401).
      else queryClient.setQueryData(sessionQueryKey, null);
    } catch (error) {
      console.warn('Error signing out', error);
    }
    // Forget every cached query and mutation but the session.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.getMutationCache().clear();
    await navigate('/');
  }, [navigate, queryClient]);
}
