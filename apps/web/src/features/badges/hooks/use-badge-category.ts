import { useSearchParams } from 'react-router';
import { BADGE_CATEGORIES, type BadgeCategory } from '@garaj/shared';

/** The category filter of /badges: `?category=` (photo, social, achievement, special) or null = all. */
export function readBadgeCategory(searchParams: URLSearchParams): BadgeCategory | null {
  const value = searchParams.get('category');
  return (BADGE_CATEGORIES as readonly (string | null)[]).includes(value) ? (value as BadgeCategory) : null;
}

/** The category in the address (the chips are links, so the filter works before hydration too). */
export function useBadgeCategory(): BadgeCategory | null {
  const [searchParams] = useSearchParams();
  return readBadgeCategory(searchParams);
}

/** `/badges` with the category (none for all). */
export const badgesHref = (category: BadgeCategory | null) => (category ? `/badges?category=${category}` : '/badges');
