import { redirect } from 'react-router';
import { isServerAction } from '@/lib/form-action';
import { getQueryClient } from '@/lib/query-client';
import { authClient } from '@/lib/auth-client';
import { forgetSignedInMember } from '@/lib/forget-member';
import { refreshSession, sessionQueryKey } from '@/lib/session';

/**
 * The /logout action, posted by the sign-out form (the account menus submit it with `useSubmit`;
 * the /logout page posts it natively): better-auth's sign-out (its `set-cookie` clears the
 * session cookies), then '/'. In the browser the page is signed out before the request, and the
 * member's cached data and form drafts are forgotten after it. A failure is only logged (the
 * session is read again): the member still lands on '/'.
 */
export async function signOutAction() {
  const inBrowser = !isServerAction();
  // The page shows the member signed out BEFORE the server ends the session: the member's
  // sections stop asking for their data first, so none of them is refused (401) on the way out.
  if (inBrowser) getQueryClient().setQueryData(sessionQueryKey, null);
  let error: unknown = null;
  try {
    error = (await authClient.signOut()).error;
  } catch (cause) {
    error = cause;
  }
  if (error) console.warn('Error signing out', error);
  if (inBrowser) {
    const queryClient = getQueryClient();
    forgetSignedInMember(queryClient, { signedOut: !error });
    // Still signed in after all: the page asks again who is signed in.
    if (error) await refreshSession(queryClient);
  }
  return redirect('/');
}
