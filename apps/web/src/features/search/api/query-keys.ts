import type { SearchType } from '@garaj/shared';

/** What the search page asks for: the query as typed, an optional type, a 1-based page. */
export interface SearchPageParams {
  q: string;
  type: SearchType | null;
  page: number;
}

/** Every search query lives under ['search']. */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchPageParams) => ['search', 'results', params] as const,
  popular: () => ['search', 'popular'] as const,
  suggestions: (q: string) => ['search', 'suggestions', q] as const,
};
