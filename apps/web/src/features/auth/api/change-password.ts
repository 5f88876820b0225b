import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { unwrap } from '../utils/auth-error';

/** POST /api/auth/change-password; other sessions are signed out. */
export async function changePassword({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) {
  return unwrap(await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
