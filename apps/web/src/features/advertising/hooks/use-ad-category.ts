import { useSearchParams } from 'react-router';
import { AD_CATEGORIES, type AdCategory } from '@garaj/shared';

/** The category filter of /advertising: `?category=` (dealer, service, parts, insurance, finance) or null = all. */
export function readAdCategory(searchParams: URLSearchParams): AdCategory | null {
  const value = searchParams.get('category');
  return (AD_CATEGORIES as readonly (string | null)[]).includes(value) ? (value as AdCategory) : null;
}

/** The category in the address (the chips are links, so the filter works before hydration too). */
export function useAdCategory(): AdCategory | null {
  const [searchParams] = useSearchParams();
  return readAdCategory(searchParams);
}

/** `/advertising` with the category (none for all). */
export const advertisingHref = (category: AdCategory | null) => (category ? `/advertising?category=${category}` : '/advertising');
