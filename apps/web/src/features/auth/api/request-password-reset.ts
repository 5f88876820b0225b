import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { currentRequestScope } from '@/lib/request-scope';
import { unwrap } from '../utils/auth-error';

/**
 * POST /api/auth/request-password-reset; the e-mailed link lands on /reset-password?token=… (of
 * the site's address when called on the server by a route action).
 */
export async function requestPasswordReset({ email }: { email: string }) {
  return unwrap(
    await authClient.requestPasswordReset({ email, redirectTo: `${currentRequestScope()?.publicUrl ?? window.location.origin}/reset-password` }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
