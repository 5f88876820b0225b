import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { unwrap } from '../utils/auth-error';

export interface SignUpVariables {
  /** Optional: without one the server derives a free username from the e-mail. */
  username?: string;
  email: string;
  password: string;
  /** Invite code from `/register?ref=CODE`, passed along for the invite programme. */
  ref?: string;
}

/** Where the e-mail verification link lands (app/routes/verify-email.tsx). */
export const VERIFY_EMAIL_CALLBACK = '/verify-email';

/**
 * POST /api/auth/sign-up/email with `{ email, password, name, username, acceptTerms }`
 * (docs/api.md). The terms box is validated in the form and again by the server.
 */
export async function signUp({ username, email, password, ref }: SignUpVariables) {
  const body = {
    email,
    password,
    // better-auth requires a name; the server replaces it with the username.
    name: username ?? email.split('@')[0] ?? email,
    ...(username ? { username } : {}),
    acceptTerms: true,
    callbackURL: VERIFY_EMAIL_CALLBACK,
    ...(ref ? { ref } : {}),
  };
  return unwrap(await authClient.signUp.email(body));
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
