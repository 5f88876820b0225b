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
    } catch (error) {
      console.warn('Error signing out', error);
    }
    // Forget every cached query and mutation but the session: that one is fetched again by the
    // auth client after a successful sign-out (lib/auth-client.ts), so the header goes straight
    // from the member to the signed-out state.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.getMutationCache().clear();
    await navigate('/');
  }, [navigate, queryClient]);
}
