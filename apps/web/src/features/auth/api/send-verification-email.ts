import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { unwrap } from '../utils/auth-error';
import { VERIFY_EMAIL_CALLBACK } from './sign-up';

/** POST /api/auth/send-verification-email — sends the verification link again. */
export async function sendVerificationEmail({ email }: { email: string }) {
  return unwrap(await authClient.sendVerificationEmail({ email, callbackURL: VERIFY_EMAIL_CALLBACK }));
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
