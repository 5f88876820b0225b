import { getGlobalBroadcastChannel } from 'better-auth/client';
import { adminClient, usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
// Brings the admin plugin's access-control types into the program so the inferred type of
// `authClient` can be named in declaration output (this is a composite TypeScript project).
import type {} from 'better-auth/plugins/access';
import { queryClient } from './query-client';
import { currentRequestScope } from './request-scope';
import { refreshSession } from './session';

const BASE_PATH = '/api/auth';

/**
 * Calls after which better-auth tells the app's other tabs (through localStorage, see
 * lib/session.ts). better-auth does it from its session store, which the app does not use, so
 * the message is posted here, the same way.
 */
const OTHER_TABS_TRIGGERS: Partial<Record<string, 'signout' | 'updateUser'>> = {
  '/sign-out': 'signout',
  '/update-user': 'updateUser',
  '/update-session': 'updateUser',
};

/**
 * better-auth client; the server mounts better-auth under /api/auth (apps/server/src/lib/auth.ts).
 * Only code that performs auth actions imports it (feature api files, route actions, the sign-out
 * hook), so it stays out of the first download. Who is signed in is read with `useCurrentUser`
 * from lib/session.ts, not with `authClient.useSession`.
 *
 * On the server a route `action` (a form posted before or without the app's script) calls it
 * too: its requests then go through the request scope's in-process transport (Fastify `inject`,
 * entry-server.tsx), whose `set-cookie` reaches the page's answer.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: BASE_PATH,
  plugins: [usernameClient(), adminClient()],
  fetchOptions: {
    customFetchImpl: (input, init) => (currentRequestScope()?.fetch ?? fetch)(input, init),
    onSuccess({ request }) {
      if (typeof window === 'undefined') return;
      const path = new URL(request.url, window.location.origin).pathname.slice(BASE_PATH.length);
      const trigger = OTHER_TABS_TRIGGERS[path];
      if (trigger) {
        getGlobalBroadcastChannel().post({
          event: 'session',
          data: { trigger },
          clientId: Math.random().toString(36).substring(7),
        });
      }
    },
  },
});

// better-auth raises its session signal after every call that changes the session (sign-in,
// sign-up, sign-out, e-mail verification, password or e-mail change, …): refresh the session
// query the app reads.
if (typeof window !== 'undefined') {
  authClient.$store.atoms.$sessionSignal?.listen(() => {
    void refreshSession(queryClient);
  });
}
