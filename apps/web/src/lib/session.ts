/**
 * The signed-in member, read from better-auth's `GET /api/auth/get-session` with TanStack Query.
 * The shell needs only this, so the better-auth client (lib/auth-client.ts) stays out of the
 * first download: it is loaded by the pages and hooks that sign in, sign up, sign out, etc.
 *
 * Whatever changes the session refreshes the ['session'] query: better-auth's own calls through
 * lib/auth-client.ts (it listens to the client's session signal), the profile form explicitly,
 * and a sign-out in another tab (better-auth's 'better-auth.message' localStorage broadcast).
 *
 * Only a definite answer signs a member out: 200 with no session, or 401. Any other failure
 * (429 from a limit, 5xx, the network) means "unknown": the last known state is kept (TanStack
 * Query keeps the data of a failed refetch), the check is retried with a growing delay, and
 * while nothing is known yet `isPending` stays true — the header shows its placeholder and
 * members-only pages wait instead of sending the member to /login.
 */
import { useMemo } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { authApiFetch, isApiError } from './api-client';
import { queryClient as appQueryClient } from './query-client';
import { currentRequestScope } from './request-scope';

export type UserRole = 'user' | 'moderator' | 'admin';

export interface CurrentUser {
  id: string;
  email: string;
  /** Normalised (Turkish-folded, lower-case) username, used in URLs and lookups. */
  username: string | null;
  /** The username as the member typed it; prefer this for display. */
  displayUsername: string | null;
  role: UserRole;
  image: string | null;
  /**
   * Whether the e-mail address is verified: content others see needs it. Always
   * set by `toCurrentUser`; optional only so hand-made users in tests need not spell it.
   */
  emailVerified?: boolean;
  /** Whether sign-in asks for a second factor (better-auth twoFactor). */
  twoFactorEnabled?: boolean;
}

/** The user of a better-auth session (the fields the app reads; username and admin plugins). */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image?: string | null;
  username?: string | null;
  displayUsername?: string | null;
  role?: string | null;
  twoFactorEnabled?: boolean | null;
}

/** better-auth's session answer: `null` when signed out. */
export interface SessionData {
  session: { id: string; userId: string; expiresAt: string };
  user: SessionUser;
}

export const sessionQueryKey = ['session'] as const;

/** Rate limit of the refetch when the tab becomes visible again (as better-auth's client). */
const FOCUS_REFETCH_INTERVAL_MS = 5_000;

/** First delay (ms) before asking again after an unknown answer; doubled each time up to {@link MAX_RETRY_DELAY_MS}. */
export const FIRST_RETRY_DELAY_MS = 1_000;
/** Longest delay (ms) between two attempts while the answer stays unknown. */
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Whether to ask again after a failed session check: always in the browser (the failure is an
 * unknown answer, never "signed out"; TanStack Query holds retries while the tab is hidden or
 * offline); never during the server render, which sends the page without the session instead.
 */
export const retrySessionCheck = (): boolean => !currentRequestScope();

/** Delay (ms) before attempt `failureCount + 1`: 1 s, 2 s, 4 s … at most 30 s. */
export const sessionRetryDelay = (failureCount: number): number =>
  Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failureCount - 1), MAX_RETRY_DELAY_MS);

/**
 * GET /api/auth/get-session; `null` when signed out (200 without a session, or 401).
 * @throws ApiError for any other answer (429, 5xx: the state is unknown) and network errors.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionData | null> {
  let data: Partial<SessionData> | null | undefined;
  try {
    data = await authApiFetch<Partial<SessionData> | null>('/api/auth/get-session', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
  return data?.session && data.user ? { session: data.session, user: data.user } : null;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // Fresh until something changes the session (refreshSession), like better-auth's client:
    // no refetch when a page mounts. A failure is an unknown answer: asked again with backoff.
    staleTime: Infinity,
    retry: retrySessionCheck,
    retryDelay: sessionRetryDelay,
    refetchOnWindowFocus: (query) =>
      Date.now() - query.state.dataUpdatedAt < FOCUS_REFETCH_INTERVAL_MS ? false : 'always',
    refetchOnReconnect: 'always',
  });

/** Refetches the session (after sign-in, sign-out, a profile change, …). */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/**
 * The raw session and whether it is still unknown. Pending until a definite answer came (a
 * failed check — 429, 5xx, offline — leaves it pending, never signed out); a known member stays
 * signed in while a refetch fails. As with better-auth's `useSession`, it is also pending while
 * a signed-out session is being fetched again (e.g. right after signing in).
 */
export function useSession(): { data: SessionData | null; isPending: boolean } {
  const { data, isFetching } = useQuery(sessionQueryOptions());
  return { data: data ?? null, isPending: data === undefined || (!data && isFetching) };
}

export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username ?? null,
    displayUsername: user.displayUsername ?? user.username ?? null,
    role: user.role === 'admin' || user.role === 'moderator' ? user.role : 'user',
    image: user.image ?? null,
    emailVerified: user.emailVerified === true,
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

/** The signed-in member (or null) and whether the session is still loading. */
export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean } {
  const { data, isPending } = useSession();
  const sessionUser = data?.user;
  const user = useMemo(() => (sessionUser ? toCurrentUser(sessionUser) : null), [sessionUser]);
  return { user, isPending };
}

// better-auth announces a sign-out or user update to the other tabs through localStorage.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === 'better-auth.message') void refreshSession(appQueryClient);
  });
}
