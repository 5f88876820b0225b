import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BLOG_CATEGORIES, type BlogCategory } from '@garaj/shared';
import type { BlogListParams } from '../api/query-keys';

const isCategory = (value: string | null): value is BlogCategory => (BLOG_CATEGORIES as readonly (string | null)[]).includes(value);
const MAX_PAGE = 10_000;

/** The list's params from an address's query string (the route loader preloads this page). */
export function readBlogListParams(searchParams: URLSearchParams): BlogListParams {
  const category = searchParams.get('category');
  const page = Number(searchParams.get('page'));
  return {
    search: (searchParams.get('search') ?? '').trim(),
    category: isCategory(category) ? category : null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * The blog list's search, category and page, kept in the address (`/blog?search=&category=&page=`)
 * so a filtered list can be shared and survives reloads (spec community §2 Blog list: category
 * chips in the address). Defaults (no search, all categories, page 1) are left out; a new
 * search or category goes back to page 1.
 */
export function useBlogListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawSearch = searchParams.get('search') ?? '';
  const { search, category, page } = readBlogListParams(searchParams);
  const params = useMemo<BlogListParams>(() => ({ search, category, page }), [search, category, page]);

  const update = useCallback(
    (changes: Partial<BlogListParams>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (key: string, value: string | null | undefined) => {
            if (value) next.set(key, value);
            else next.delete(key);
          };
          if ('search' in changes) set('search', changes.search?.trim());
          if ('category' in changes) set('category', changes.category);
          if ('page' in changes) set('page', changes.page && changes.page > 1 ? String(changes.page) : null);
          else if ('search' in changes || 'category' in changes) next.delete('page');
          return next;
        },
        // A typed search replaces the entry; a chip or a page is a step the back button undoes.
        { replace: 'search' in changes && !('category' in changes) },
      );
    },
    [setSearchParams],
  );

  return { params, rawSearch, update };
}
