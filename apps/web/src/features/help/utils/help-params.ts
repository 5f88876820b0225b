import { HELP_FAQ_CATEGORIES, HELP_QUERY_MAX, type HelpFaqCategory } from '@garaj/shared';
import type { HelpParams } from '../api/query-keys';

const isCategory = (value: string | null): value is HelpFaqCategory => (HELP_FAQ_CATEGORIES as readonly (string | null)[]).includes(value);

/**
 * The help page's filters from an address's query string: `q` trimmed and cut to the API's
 * limit, `category` only when it is one of HELP_FAQ_CATEGORIES (anything else means all).
 */
export function readHelpParams(searchParams: URLSearchParams): HelpParams {
  const category = searchParams.get('category');
  return {
    q: (searchParams.get('q') ?? '').trim().slice(0, HELP_QUERY_MAX),
    category: isCategory(category) ? category : null,
  };
}

/** `/help` with the given filters (empty ones left out), e.g. `/help?q=şifre&category=account`. */
export function helpHref(params: Partial<HelpParams>): string {
  const search = new URLSearchParams();
  if (params.q?.trim()) search.set('q', params.q.trim());
  if (params.category) search.set('category', params.category);
  const query = search.toString();
  return query ? `/help?${query}` : '/help';
}

/** True when a search or a category narrows the list ('Filtreleri Temizle' is offered). */
export const hasHelpFilters = (params: HelpParams): boolean => Boolean(params.q || params.category);
