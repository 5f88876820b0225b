import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { setOrDelete } from '@/lib/search-params';
import { BLOG_CATEGORIES, type BlogCategory } from '@garaj/shared';
import type { BlogListParams } from '../api/query-keys';

const isCategory = (value: string | null): value is BlogCategory => (BLOG_CATEGORIES as readonly (string | null)[]).includes(value);
/** Longest cursor taken from the address (the API refuses longer ones). */
const MAX_CURSOR = 500;

/** The list's params from an address's query string (the route loader preloads this page). */
export function readBlogListParams(searchParams: URLSearchParams): BlogListParams {
  const category = searchParams.get('category');
  const cursor = searchParams.get('cursor');
  return {
    search: (searchParams.get('search') ?? '').trim(),
    category: isCategory(category) ? category : null,
    cursor: cursor && cursor.length <= MAX_CURSOR ? cursor : null,
  };
}

/**
 * The blog list's search, category and page, kept in the address (`/blog?search=&category=&cursor=`)
 * so a filtered list can be shared and survives reloads (Blog list: category
 * chips in the address). Defaults (no search, all categories, first page) are left out; a new
 * search or category goes back to the first page.
 */
export function useBlogListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawSearch = searchParams.get('search') ?? '';
  const { search, category, cursor } = readBlogListParams(searchParams);
  const params = useMemo<BlogListParams>(() => ({ search, category, cursor }), [search, category, cursor]);

  const update = useCallback(
    (changes: Partial<BlogListParams>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if ('search' in changes) setOrDelete(next, 'search', changes.search?.trim());
          if ('category' in changes) setOrDelete(next, 'category', changes.category);
          if ('cursor' in changes) setOrDelete(next, 'cursor', changes.cursor);
          else if ('search' in changes || 'category' in changes) next.delete('cursor');
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
