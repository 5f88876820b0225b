import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { unwrap } from '../utils/auth-error';

export type SocialProvider = 'google' | 'facebook';

export interface SocialSignInVariables {
  provider: SocialProvider;
  /** Page to come back to when the provider reports an error ('/login' or '/register'). */
  errorPage: '/login' | '/register';
  /** Same-site path to land on after signing in (already checked by `safeNextPath`); default '/'. */
  next?: string;
}

/**
 * POST /api/auth/sign-in/social; the browser is then sent to the provider. A provider error
 * brings the member back to `errorPage?provider=<p>&error=<code>`.
 */
export async function socialSignIn({ provider, errorPage, next = '/' }: SocialSignInVariables) {
  return unwrap(
    await authClient.signIn.social({
      provider,
      callbackURL: next,
      errorCallbackURL: `${errorPage}?provider=${provider}`,
    }),
  );
}

export function useSocialSignIn() {
  return useMutation({ mutationFn: socialSignIn });
}
