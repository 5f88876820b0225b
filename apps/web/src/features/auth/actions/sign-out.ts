import { redirect } from 'react-router';
import { isServerAction } from '@/lib/form-action';
import { getQueryClient } from '@/lib/query-client';
import { authClient } from '@/lib/auth-client';
import { forgetSignedInMember } from '@/lib/forget-member';

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
  // Signed out: the page shows it at once, before the member's queries go (no 401 refetches).
  if (!isServerAction()) forgetSignedInMember(getQueryClient(), { signedOut: !error });
  return redirect('/');
}
