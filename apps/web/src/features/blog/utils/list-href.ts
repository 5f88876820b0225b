import type { BlogListParams } from '../api/query-keys';

/**
 * The address of the blog list for `params` (`/blog?search=&category=&cursor=`); defaults are
 * left out, so `/blog` is the first page of everything. Chips and page links are real links:
 * they work before the app has loaded (the list is server-rendered) and can be shared.
 */
export function blogListHref(params: Partial<BlogListParams>): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  if (params.cursor) query.set('cursor', params.cursor);
  const search = query.toString();
  return search ? `/blog?${search}` : '/blog';
}
