import { useMemo } from 'react';
import { adminClient, usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
// Brings the admin plugin's access-control types into the program so the inferred type of
// `authClient` can be named in declaration output (this is a composite TypeScript project).
import type {} from 'better-auth/plugins/access';

/** better-auth client; the server mounts better-auth under /api/auth (apps/server/src/lib/auth.ts). */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [usernameClient(), adminClient()],
});

export type UserRole = 'user' | 'admin';

export interface CurrentUser {
  id: string;
  email: string;
  /** Normalised (Turkish-folded, lower-case) username, used in URLs and lookups. */
  username: string | null;
  /** The username as the member typed it; prefer this for display. */
  displayUsername: string | null;
  role: UserRole;
  image: string | null;
}

type SessionUser = NonNullable<ReturnType<typeof authClient.useSession>['data']>['user'];

export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username ?? null,
    displayUsername: user.displayUsername ?? user.username ?? null,
    role: user.role === 'admin' ? 'admin' : 'user',
    image: user.image ?? null,
  };
}

/** The signed-in member (or null) and whether the session is still loading. */
export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean } {
  const { data, isPending } = authClient.useSession();
  const sessionUser = data?.user;
  const user = useMemo(() => (sessionUser ? toCurrentUser(sessionUser) : null), [sessionUser]);
  return { user, isPending };
}
