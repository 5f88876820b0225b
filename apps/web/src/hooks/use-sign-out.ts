import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';

/** Signs out, forgets cached member data and goes to '/'. A failure is only logged (spec core §8). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      const { error } = await authClient.signOut();
      if (error) console.warn('Error signing out', error);
    } catch (error) {
      console.warn('Error signing out', error);
    }
    queryClient.clear();
    await navigate('/');
  }, [navigate, queryClient]);
}
