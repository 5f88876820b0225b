import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ACTIVITY_FILTERS, ACTIVITY_SCOPES, type ActivityFilter, type ActivityScope } from '@garaj/shared';
import type { ActivityListParams } from '../api/query-keys';

const isFilter = (value: string | null): value is ActivityFilter => (ACTIVITY_FILTERS as readonly (string | null)[]).includes(value);
const isScope = (value: string | null): value is ActivityScope => (ACTIVITY_SCOPES as readonly (string | null)[]).includes(value);

/** The feed's params from an address's query string (the route loader preloads this page). */
export function readActivityParams(searchParams: URLSearchParams): ActivityListParams {
  const type = searchParams.get('type');
  const scope = searchParams.get('scope');
  return { q: (searchParams.get('q') ?? '').trim(), type: isFilter(type) ? type : 'all', scope: isScope(scope) ? scope : 'all' };
}

/** `/activities` with these params (defaults left out). */
export function activitiesHref(params: Partial<ActivityListParams>): string {
  const search = new URLSearchParams();
  if (params.q?.trim()) search.set('q', params.q.trim());
  if (params.type && params.type !== 'all') search.set('type', params.type);
  if (params.scope && params.scope !== 'all') search.set('scope', params.scope);
  const query = search.toString();
  return query ? `/activities?${query}` : '/activities';
}

/**
 * The feed's search, type and scope, kept in the address (`/activities?q=&type=&scope=`) so a
 * filtered feed can be shared and survives reloads. A typed search replaces the history entry.
 */
export function useActivityParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawQuery = searchParams.get('q') ?? '';
  const { q, type, scope } = readActivityParams(searchParams);
  const params = useMemo<ActivityListParams>(() => ({ q, type, scope }), [q, type, scope]);

  const setQuery = useCallback(
    (query: string) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (query.trim()) next.set('q', query.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { params, rawQuery, setQuery };
}
