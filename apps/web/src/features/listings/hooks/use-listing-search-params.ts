import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listingSearchQuery } from '@garaj/shared';
import type { ListingSearchParams } from '../api/query-keys';

/** The page's address holds the search without a page size. */
const addressQuery = listingSearchQuery.omit({ limit: true });

/**
 * The search from an address's query string (the route loader preloads it). A malformed value
 * is dropped rather than failing the page: the form shows it again for the visitor to mend.
 */
export function readListingSearch(searchParams: URLSearchParams): ListingSearchParams {
  const raw = Object.fromEntries(searchParams.entries());
  const parsed = addressQuery.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return addressQuery.parse(Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key))));
}

/** The search of the current address, and the address's raw values (what the form shows). */
export function useListingSearchParams(): { params: ListingSearchParams; raw: URLSearchParams } {
  const [searchParams] = useSearchParams();
  const params = useMemo(() => readListingSearch(searchParams), [searchParams]);
  return { params, raw: searchParams };
}
