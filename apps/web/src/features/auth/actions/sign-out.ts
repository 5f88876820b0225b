import { redirect } from 'react-router';
import { isServerAction } from '@/lib/form-action';
import { getQueryClient } from '@/lib/query-client';
import { sessionQueryKey } from '@/lib/session';
import { authClient } from '@/lib/auth-client';
import { forgetDrafts } from '@/lib/drafts';

/**
 * The /logout action, posted by the sign-out form (the account menus submit it with `useSubmit`;
 * the /logout page posts it natively): better-auth's sign-out (its `set-cookie` clears the
 * session cookies), then '/'. In the browser the member's cached data and form drafts are forgotten first. A
 * failure is only logged: the member still lands on '/'.
 */
export async function signOutAction() {
  let error: unknown = null;
  try {
    error = (await authClient.signOut()).error;
  } catch (cause) {
    error = cause;
  }
  if (error) console.warn('Error signing out', error);
  if (!isServerAction()) {
    const queryClient = getQueryClient();
    // Signed out: the page shows it at once, before the member's queries go (no 401 refetches).
    if (!error) queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.getMutationCache().clear();
    // Drafts stay on the device only while their member is signed in on it.
    forgetDrafts();
  }
  return redirect('/');
}
