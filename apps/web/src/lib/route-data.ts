/**
 * Route loaders fill the query cache for a page (docs/decisions/005-server-rendering.md).
 *
 * - On the server (entry-server.tsx) they are awaited: the HTML is rendered with the data and
 *   the cache is sent along (dehydrated), so the browser does not fetch it again.
 * - In the browser they only start the fetches, in parallel with the page's code, and return at
 *   once: the page shows its own loading state as before, navigation is never held up.
 *
 * Every page also preloads the session, which the header renders.
 */
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { isApiError } from './api-client';
import { getQueryClient } from './query-client';
import { currentRequestScope } from './request-scope';
import { sessionQueryOptions } from './session';

type Prefetch = (client: QueryClient) => Promise<void>;

/** A query to preload (the feature's `get…QueryOptions()`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options
export const query = (options: FetchQueryOptions<any, any, any, any>): Prefetch => (client) => client.prefetchQuery(options);

/** The first page of an infinite query to preload. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options
export const infinite = (options: FetchInfiniteQueryOptions<any, any, any, any, any>): Prefetch => (client) => client.prefetchInfiniteQuery(options);

/** A loader's value when the page's subject does not exist (read with {@link useRouteNotFound}). */
export type RouteNotFound = { notFound: true };

/**
 * Whether a detail query's error means its subject does not exist: 404 (with one of `codes`,
 * when given), or 400 — the path's id or name is malformed, so nothing can have it.
 */
export function isMissingError(error: unknown, codes?: readonly string[]): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 400) return true;
  return error.status === 404 && (!codes || codes.includes(error.code));
}

/**
 * Preloads the session and the given queries; resolves to null (a loader's value). On the
 * server, when `notFound` names a query whose subject is missing ({@link isMissingError}), the
 * page answers 404 and the loader's value is `{ notFound: true }`, so the server render shows
 * the not-found screen (failed queries are dropped before rendering) and the browser's first
 * render agrees. Never throws.
 */
export async function preloadPage(prefetches: Prefetch[], notFound?: QueryKey, notFoundCodes?: readonly string[]): Promise<RouteNotFound | null> {
  const client = getQueryClient();
  const all = Promise.all([query(sessionQueryOptions()), ...prefetches].map((prefetch) => prefetch(client)));
  const scope = currentRequestScope();
  if (!scope) {
    void all;
    return null;
  }
  await all;
  if (notFound) {
    if (isMissingError(client.getQueryState(notFound)?.error, notFoundCodes)) {
      scope.status = 404;
      return { notFound: true };
    }
  }
  return null;
}

/** In a route component: whether its loader found the subject missing on the server ({@link preloadPage}). */
export function useRouteNotFound(): boolean {
  return (useLoaderData<unknown>() as Partial<RouteNotFound> | null | undefined)?.notFound === true;
}
