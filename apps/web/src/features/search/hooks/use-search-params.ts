import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_COUNT_CAP, SEARCH_QUERY_MAX, SEARCH_TYPES, type SearchType } from '@garaj/shared';
import { SEARCH_RESULTS_PER_PAGE } from '../api/get-search';
import type { SearchPageParams } from '../api/query-keys';

const LAST_PAGE = Math.ceil(SEARCH_COUNT_CAP / SEARCH_RESULTS_PER_PAGE);

/**
 * The search page's state from its address (`/search?q=&type=&page=`): `q` trimmed (≤ 200
 * characters), an unknown `type` means all types, `page` a whole number from 1 to the last
 * reachable page (else 1).
 */
export function readSearchParams(params: URLSearchParams): SearchPageParams {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const rawType = params.get('type');
  const type = SEARCH_TYPES.includes(rawType as SearchType) ? (rawType as SearchType) : null;
  const page = Number(params.get('page') ?? '1');
  return { q, type, page: Number.isInteger(page) && page >= 1 && page <= LAST_PAGE ? page : 1 };
}

/** The address of a search page: `/search?q=…` plus `type` and `page` when not the defaults. */
export function searchHref(params: { q: string; type?: SearchType | null; page?: number }): string {
  const query = new URLSearchParams({ q: params.q });
  if (params.type) query.set('type', params.type);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  return `/search?${query.toString()}`;
}

/** {@link readSearchParams} of the current address. */
export function useSearchPageParams(): SearchPageParams {
  const [params] = useSearchParams();
  return useMemo(() => readSearchParams(params), [params]);
}
