import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { unwrap } from '../utils/auth-error';

/** POST /api/auth/reset-password `{ token, newPassword }`. */
export async function resetPassword({ token, newPassword }: { token: string; newPassword: string }) {
  return unwrap(await authClient.resetPassword({ token, newPassword }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
