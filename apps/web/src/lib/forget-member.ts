/**
 * What the browser forgets when its member is no longer signed in: after signing out (the /logout
 * action) and after asking for the account's deletion (the server ends every session of the
 * member). Kept out of lib/session.ts so the first download does not carry it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { forgetDrafts } from './drafts';
import { sessionQueryKey } from './session';

/** better-auth's message to the other tabs (lib/session.ts and better-auth's client listen to it). */
const AUTH_MESSAGE_KEY = 'better-auth.message';

interface ForgetMemberOptions {
  /** The member is known to be signed out: the page shows it at once (no 401 refetches). */
  signedOut: boolean;
  /**
   * Tell the other tabs to check their session again, as better-auth's own sign-out does; for
   * sign-outs that did not go through better-auth's client.
   */
  tellOtherTabs?: boolean;
}

/**
 * Forgets the member's cached data, pending mutations and form drafts (drafts stay on a device
 * only while their member is signed in on it); the session query is kept, set to signed out
 * when `signedOut`.
 */
export function forgetSignedInMember(queryClient: QueryClient, { signedOut, tellOtherTabs = false }: ForgetMemberOptions): void {
  if (signedOut) queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.getMutationCache().clear();
  forgetDrafts();
  if (tellOtherTabs) {
    try {
      window.localStorage.setItem(
        AUTH_MESSAGE_KEY,
        JSON.stringify({ event: 'session', data: { trigger: 'signout' }, timestamp: Math.floor(Date.now() / 1000) }),
      );
    } catch {
      // Blocked storage: the other tabs find out at their next session check.
    }
  }
}
