import type { QueryKey } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { getQueryClient } from '@/lib/query-client';

/**
 * After a loader's `preloadPage` on the server: whether the query answered 404. The server
 * drops failed queries before rendering (they would render as loading), so a route loader
 * returns this to let the page render its not-found state in the HTML too. In the browser the
 * loader does not wait for the fetch, so this is false there and the page reads the query's error.
 */
export function answeredNotFound(queryKey: QueryKey): boolean {
  const error = getQueryClient().getQueryState(queryKey)?.error;
  return isApiError(error) && error.status === 404;
}
