import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { unwrap } from '../utils/auth-error';

/** POST /api/auth/change-email; the confirmation link brings the member back to /profile. */
export async function changeEmail({ newEmail }: { newEmail: string }) {
  return unwrap(await authClient.changeEmail({ newEmail, callbackURL: '/profile' }));
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
