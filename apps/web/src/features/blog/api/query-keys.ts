import type { BlogCategory } from '@garaj/shared';

/** The blog list's state as the address holds it (`/blog?search=&category=&cursor=`). */
export interface BlogListParams {
  search: string;
  category: BlogCategory | null;
  /** Where the page starts: a previous page's `nextCursor`; null for the first page. */
  cursor: string | null;
}

/**
 * Query keys of the blog feature. Everything lives under `['blog']`, so
 * `invalidateQueries({ queryKey: blogKeys.all })` refreshes every blog screen.
 */
export const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (params: BlogListParams) => [...blogKeys.lists(), params] as const,
  teaser: () => [...blogKeys.all, 'teaser'] as const,
  details: () => [...blogKeys.all, 'detail'] as const,
  /** By the slug in the address (an earlier slug answers the post under its current one). */
  detail: (slug: string) => [...blogKeys.details(), slug] as const,
  comments: (postId: string) => [...blogKeys.all, 'comments', postId] as const,
  /** A post's earlier versions (moderators). */
  revisions: (postId: string) => [...blogKeys.all, 'revisions', postId] as const,
  mine: () => [...blogKeys.all, 'mine'] as const,
  favorites: () => [...blogKeys.all, 'favorites'] as const,
};
