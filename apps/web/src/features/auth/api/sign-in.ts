import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { unwrap } from '../utils/auth-error';

export interface SignInVariables {
  email: string;
  password: string;
  /** 'Beni hatırla': true → persistent cookie; false → browser-session cookie. */
  rememberMe: boolean;
}

/** POST /api/auth/sign-in/email. */
export async function signIn({ email, password, rememberMe }: SignInVariables) {
  return unwrap(await authClient.signIn.email({ email, password, rememberMe }));
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
