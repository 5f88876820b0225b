import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { COMPETITION_CATEGORIES, type CompetitionCategory } from '@garaj/shared';
import type { CompetitionListParams } from '../api/query-keys';

const isCategory = (value: string | null): value is CompetitionCategory => (COMPETITION_CATEGORIES as readonly (string | null)[]).includes(value);
const MAX_PAGE = 10_000;

/** The list's params from an address's query string (`?category=&page=`; the loader preloads this page). */
export function readCompetitionListParams(searchParams: URLSearchParams): CompetitionListParams {
  const category = searchParams.get('category');
  const page = Number(searchParams.get('page'));
  return { category: isCategory(category) ? category : null, page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1 };
}

/**
 * The address of the list for `params` (`/competitions?category=&page=`); defaults are left
 * out. Chips and page links are real links, so they work before the app has loaded.
 */
export function competitionListHref(params: Partial<CompetitionListParams>): string {
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const search = query.toString();
  return search ? `/competitions?${search}` : '/competitions';
}

/** The list's category and page as the address holds them. */
export function useCompetitionListParams(): CompetitionListParams {
  const [searchParams] = useSearchParams();
  const { category, page } = readCompetitionListParams(searchParams);
  return useMemo(() => ({ category, page }), [category, page]);
}
