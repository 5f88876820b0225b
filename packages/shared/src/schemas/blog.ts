/**
 * Blog contract (the blog list and the blog detail page: posts, categories, likes, messages,
 * constants): request schemas used by the web form and
 * the server routes, and the response shapes the server presents. docs/api.md "Blog".
 */
import { z } from 'zod';
import type { HiddenInfo } from './moderation.ts';
import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, MAX_TAGS, type BlogCategory } from '../constants.ts';
import { pageLimit, requiredText } from './common.ts';
import { commentInput, type ImageView, type MemberSummary } from './garage.ts';

/** A post is a draft (seen by its author and moderators only) or published (seen by everyone). */
export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** Longest title, excerpt (characters) and body (characters of the editor's HTML). */
export const BLOG_TITLE_MAX = 150;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_BODY_MAX = 100_000;
/** A tag is 2–30 characters (constants.ts MAX_TAGS: at most 8 per post). */
export const BLOG_TAG_MIN = 2;
export const BLOG_TAG_MAX = 30;
/**
 * Slugs the web app uses as fixed pages under /blog (`/blog/new`, `/blog/mine`): a post never
 * gets one of them (it is suffixed like a taken slug).
 */
export const BLOG_RESERVED_SLUGS = ['new', 'mine'] as const;

/** One tag: trimmed, 2–30 characters. */
export const blogTag = z
  .string({ message: 'VALUE_INVALID' })
  .trim()
  .min(BLOG_TAG_MIN, { message: 'TAG_INVALID' })
  .max(BLOG_TAG_MAX, { message: 'TAG_INVALID' });

/**
 * Create and update body (Blog post). `body` is the editor's HTML; the server
 * keeps only what its allow-list lets through (lib/rich-text.ts) and refuses a body with no
 * text or image left (`BLOG_BODY_EMPTY`). An empty excerpt is made from the body's first words.
 * `coverImageId`: an image the author uploaded with `POST /api/images?purpose=post`.
 */
export const blogPostInput = z.object({
  title: requiredText(BLOG_TITLE_MAX),
  excerpt: z.string().trim().max(BLOG_EXCERPT_MAX, { message: 'TOO_LONG' }).default(''),
  body: z.string({ message: 'REQUIRED' }).max(BLOG_BODY_MAX, { message: 'TOO_LONG' }),
  category: z.enum(BLOG_CATEGORIES, { message: 'VALUE_INVALID' }),
  tags: z.array(blogTag).max(MAX_TAGS, { message: 'TOO_MANY_TAGS' }).default([]),
  coverImageId: z.uuid({ message: 'VALUE_INVALID' }).nullable().default(null),
  status: z.enum(BLOG_POST_STATUSES, { message: 'VALUE_INVALID' }).default('draft'),
});
export type BlogPostInput = z.input<typeof blogPostInput>;
export type BlogPostData = z.output<typeof blogPostInput>;

/**
 * `PATCH /api/blog/posts/:id/moderation`: a moderator or admin unpublishes (`status: 'draft'`)
 * or restores a post its author had published; only an admin sets `isFeatured`.
 */
export const blogModerationInput = z
  .object({
    status: z.enum(BLOG_POST_STATUSES, { message: 'VALUE_INVALID' }).optional(),
    isFeatured: z.boolean({ message: 'VALUE_INVALID' }).optional(),
  })
  .refine((v) => v.status !== undefined || v.isFeatured !== undefined, { message: 'VALIDATION_FAILED' });
export type BlogModerationInput = z.input<typeof blogModerationInput>;

/**
 * `GET /api/blog/posts`: published posts, newest first (with `search`: best match first);
 * `search` (the site search's rule: every word must occur) and `category` filter; keyset pages —
 * `cursor` is the previous page's `nextCursor` (made for the same search), `limit` ≤ 50.
 */
export const blogListQuery = z.object({
  search: z.string().trim().max(200, { message: 'TOO_LONG' }).optional(),
  category: z.enum(BLOG_CATEGORIES, { message: 'VALUE_INVALID' }).optional(),
  cursor: z.string().max(500, { message: 'VALUE_INVALID' }).optional(),
  limit: pageLimit.default(BLOG_PAGE_SIZE),
});
export type BlogListQuery = z.input<typeof blogListQuery>;

/** A slug in a path: what `slugify` makes (old slugs too), bounded. */
export const blogSlugParam = z.object({ slug: z.string().trim().min(1, { message: 'BLOG_POST_NOT_FOUND' }).max(120, { message: 'BLOG_POST_NOT_FOUND' }) });

/** A post card (Blog list): at most BLOG_CARD_TAGS (3) tags. */
export interface BlogPostCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: string[];
  cover: ImageView | null;
  author: MemberSummary;
  status: BlogPostStatus;
  isFeatured: boolean;
  /** ISO 8601; null for a draft that was never published. */
  publishedAt: string | null;
  readingMinutes: number;
  viewsCount: number;
  likesCount: number;
  commentsCount: number;
}

/** The blog list counts its matches up to this number (bench: 100,000 posts). */
export const BLOG_COUNT_CAP = 1000;

/**
 * `GET /api/blog/posts`: one page of cards, the cursor of the next one (null at the end) and, on
 * a search's first page only (no cursor), how many posts match in all — counted up to
 * {@link BLOG_COUNT_CAP}: with more, `total` is the cap and `totalCapped` is true ("1000+").
 */
export interface BlogPostListPage {
  items: BlogPostCard[];
  nextCursor: string | null;
  total?: number;
  totalCapped?: boolean;
}

/** A related post (same category): excerpt cut at BLOG_RELATED_EXCERPT_CHARS (100) characters. */
export interface BlogPostLink {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  cover: ImageView | null;
  publishedAt: string | null;
  readingMinutes: number;
  viewsCount: number;
}

/** The author box of a post. */
export interface BlogAuthor extends MemberSummary {
  bio: string | null;
  /** Published posts by this author. */
  postsCount: number;
}

/** A blog category with the number of published posts in it (detail sidebar). */
export interface BlogCategoryCount {
  id: BlogCategory;
  count: number;
}

/**
 * `GET /api/blog/posts/:slug` (Blog detail). `slug` is the post's current
 * slug: asked for by an earlier slug (the post was renamed), the answer is the same post and
 * the client redirects to `slug`. `bodyHtml` is sanitised by the server (lib/rich-text.ts).
 */
export interface BlogPostDetail extends Omit<BlogPostCard, 'author'> {
  /** Set when a moderator hid it: present only for moderators and its author. */
  hidden?: HiddenInfo | null;
  /** All tags (cards carry at most 3). */
  tags: string[];
  bodyHtml: string;
  author: BlogAuthor;
  createdAt: string;
  updatedAt: string;
  /** The author's last edit of the published post ("düzenlendi"); null when never edited. */
  editedAt: string | null;
  likedByMe: boolean;
  favoritedByMe: boolean;
  /** The viewer wrote it: edit and delete. */
  isMine: boolean;
  /** Moderator or admin: unpublish / restore and delete. */
  canModerate: boolean;
  /** Admin: feature on the home page. */
  canFeature: boolean;
  /** At most 3 published posts of the same category, without this one, newest first. */
  related: BlogPostLink[];
  /** The 3 most viewed published posts. */
  popular: BlogPostLink[];
  /** Every category with its published posts count, in BLOG_CATEGORIES order. */
  categories: BlogCategoryCount[];
}

/** An earlier version of a published post, before one of its author's edits (moderators only). */
export interface BlogPostRevision {
  id: string;
  title: string;
  bodyHtml: string;
  /** Who made the edit that replaced it. */
  editor: string | null;
  /** When it was replaced. */
  replacedAt: string;
}

/** Comments: rich-text HTML, checked as garage comments (`commentInput`). */
export const blogCommentInput = commentInput;
export type BlogCommentInput = z.input<typeof blogCommentInput>;

export interface BlogComment {
  /** Set when a moderator hid it: present only for moderators and its author. */
  hidden?: HiddenInfo | null;
  id: string;
  postId: string;
  /** Plain text (excerpts, search). */
  body: string;
  /** The comment as shown: sanitised by the server's allow-list, safe to insert as HTML. */
  bodyHtml: string;
  author: MemberSummary;
  createdAt: string;
  /** Its author, a moderator or an admin may delete it. */
  canDelete: boolean;
  /** Its author while the post takes comments (and, unless the author moderates, while not hidden). */
  canEdit: boolean;
  /** The author's last edit ("düzenlendi"); null when never edited. */
  editedAt: string | null;
}

/** `PUT/DELETE /api/blog/posts/:id/like`. */
export interface BlogLikeState {
  liked: boolean;
  likesCount: number;
}

/** `POST /api/blog/posts/:id/views`. */
export interface BlogViewState {
  viewsCount: number;
  counted: boolean;
}
