import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { unwrap } from '../utils/auth-error';

/** POST /api/auth/request-password-reset; the e-mailed link lands on /reset-password?token=…. */
export async function requestPasswordReset({ email }: { email: string }) {
  return unwrap(
    await authClient.requestPasswordReset({ email, redirectTo: `${window.location.origin}/reset-password` }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
