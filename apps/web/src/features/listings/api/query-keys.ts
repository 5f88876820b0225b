import type { ListingSearch } from '@garaj/shared';

/** The search's parameters as the page reads them from its address (cursor: where the page starts). */
export type ListingSearchParams = Omit<ListingSearch, 'limit'>;

/** Query keys of the listings feature, all under `['listings']`. */
export const listingKeys = {
  all: ['listings'] as const,
  search: (params: ListingSearchParams) => [...listingKeys.all, 'search', params] as const,
  detail: (garageId: string) => [...listingKeys.all, 'detail', garageId] as const,
  edit: (garageId: string) => [...listingKeys.all, 'edit', garageId] as const,
};
