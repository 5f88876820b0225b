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

/**
 * Preloads the session and the given queries; resolves to null (a loader's value). On the
 * server, when `notFound` names a query that failed with 404 (with one of `notFoundCodes`, when
 * given), the page answers 404. Never throws.
 */
export async function preloadPage(prefetches: Prefetch[], notFound?: QueryKey, notFoundCodes?: readonly string[]): Promise<null> {
  const client = getQueryClient();
  const all = Promise.all([query(sessionQueryOptions()), ...prefetches].map((prefetch) => prefetch(client)));
  const scope = currentRequestScope();
  if (!scope) {
    void all;
    return null;
  }
  await all;
  if (notFound) {
    const error = client.getQueryState(notFound)?.error;
    if (isApiError(error) && error.status === 404 && (!notFoundCodes || notFoundCodes.includes(error.code))) scope.status = 404;
  }
  return null;
}
