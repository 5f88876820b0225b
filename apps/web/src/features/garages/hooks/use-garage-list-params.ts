import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { GARAGE_FILTERS, GARAGE_SORTS, type GarageFilter, type GarageSort } from '@garaj/shared';
import type { GarageListParams } from '../api/query-keys';

const isSort = (v: string | null): v is GarageSort => (GARAGE_SORTS as readonly (string | null)[]).includes(v);
const isFilter = (v: string | null): v is GarageFilter => (GARAGE_FILTERS as readonly (string | null)[]).includes(v);

// `?search=` is what the header search sent before the site search existed (old links keep working).
const rawGarageQuery = (searchParams: URLSearchParams) => searchParams.get('q') ?? searchParams.get('search') ?? '';

/** The list's params from an address's query string (the route loader preloads this list). */
export function readGarageListParams(searchParams: URLSearchParams): GarageListParams {
  const rawSort = searchParams.get('sort');
  const rawFilter = searchParams.get('filter');
  return {
    q: rawGarageQuery(searchParams).trim(),
    sort: isSort(rawSort) ? rawSort : 'newest',
    filter: isFilter(rawFilter) ? rawFilter : 'all',
  };
}

/**
 * The garages list's search, sort and filter, kept in the address (?q=&sort=&filter=) so a
 * search can be shared and survives reloads. Defaults (newest, all) are left out of the URL.
 * `?search=` (the header search's address) is read as `?q=`.
 */
export function useGarageListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = rawGarageQuery(searchParams);
  const { sort, filter } = readGarageListParams(searchParams);

  const params = useMemo<GarageListParams>(() => ({ q: q.trim(), sort, filter }), [q, sort, filter]);

  const update = useCallback(
    (changes: Partial<GarageListParams>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (next.has('search')) {
            if (!next.has('q')) next.set('q', next.get('search') ?? '');
            next.delete('search');
          }
          const set = (key: string, value: string | undefined, fallback: string) => {
            if (!value || value === fallback) next.delete(key);
            else next.set(key, value);
          };
          if ('q' in changes) set('q', changes.q?.trim(), '');
          if ('sort' in changes) set('sort', changes.sort, 'newest');
          if ('filter' in changes) set('filter', changes.filter, 'all');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { params, rawQuery: q, update };
}
