import type { QueryKey } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/query-client';
import { isMissingError } from '@/lib/route-data';

/**
 * After a loader's `preloadPage` on the server: whether the query's subject is missing (404, or
 * 400 for an id that cannot exist). The server drops failed queries before rendering (they would
 * render as loading), so a route loader returns this to let the page render its not-found state in the HTML too. In the browser the
 * loader does not wait for the fetch, so this is false there and the page reads the query's error.
 */
export function answeredNotFound(queryKey: QueryKey): boolean {
  const error = getQueryClient().getQueryState(queryKey)?.error;
  return isMissingError(error);
}
