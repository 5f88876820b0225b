/**
 * What leaves the server about the blog (ARCHITECTURE.md: presenters decide). Only the fields
 * of the types in packages/shared/src/schemas/blog.ts are copied — never `search_text`,
 * `body_text`, an e-mail or a role.
 */
import {
  BLOG_CARD_TAGS,
  BLOG_RELATED_EXCERPT_CHARS,
  type BlogComment,
  type BlogPostCard,
  type BlogPostDetail,
  type BlogPostLink,
  type BlogPostListPage,
  type Page,
} from '@garaj/shared';
import { presentImage } from '../../lib/image-view.ts';
import { presentMemberRow } from '../../lib/member-rows.ts';
import { isModerator } from '../../lib/session.ts';
import { canDeleteComment, canEditComment, type CommentRow } from '../comments/index.ts';
import type { PostRow } from './blog.queries.ts';
import type { PostDetailParts } from './blog.service.ts';

/** Timestamps go out with millisecond precision (`2025-05-01T10:20:30.123Z`). */
const iso = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null) => (value ? iso(value) : null);

/** `text` cut to `max` characters, with `…` when something was cut (related excerpts are cut at 100). */
export function cutText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/** A card of the list (Blog list): at most BLOG_CARD_TAGS tags. */
export function presentPostCard(row: PostRow): BlogPostCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags.slice(0, BLOG_CARD_TAGS),
    cover: row.cover ? presentImage(row.cover) : null,
    author: presentMemberRow(row.author),
    status: row.status,
    isFeatured: row.isFeatured,
    publishedAt: isoOrNull(row.publishedAt),
    readingMinutes: row.readingMinutes,
    viewsCount: row.viewsCount,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
  };
}

/** A related or popular post: excerpt cut at BLOG_RELATED_EXCERPT_CHARS (100) characters. */
export function presentPostLink(row: PostRow): BlogPostLink {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: cutText(row.excerpt, BLOG_RELATED_EXCERPT_CHARS),
    category: row.category,
    cover: row.cover ? presentImage(row.cover) : null,
    publishedAt: isoOrNull(row.publishedAt),
    readingMinutes: row.readingMinutes,
    viewsCount: row.viewsCount,
  };
}

export function presentPostPage(page: { rows: PostRow[]; nextCursor: string | null; total?: number; totalCapped?: boolean }): BlogPostListPage {
  const result: BlogPostListPage = { items: page.rows.map(presentPostCard), nextCursor: page.nextCursor };
  if (page.total !== undefined) {
    result.total = page.total;
    result.totalCapped = page.totalCapped ?? false;
  }
  return result;
}

export function presentCursorPage(page: { rows: PostRow[]; nextCursor: string | null }): Page<BlogPostCard> {
  return { items: page.rows.map(presentPostCard), nextCursor: page.nextCursor };
}

/** The detail page (Blog detail), with what the viewer may do. */
export function presentPostDetail(parts: PostDetailParts): BlogPostDetail {
  const { row, viewer } = parts;
  return {
    ...presentPostCard(row),
    tags: row.tags,
    bodyHtml: row.bodyHtml,
    author: { ...presentMemberRow(row.author), bio: parts.author.bio, postsCount: parts.author.postsCount },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    editedAt: isoOrNull(row.editedAt ?? null),
    likedByMe: parts.liked,
    favoritedByMe: parts.favorited,
    isMine: viewer?.id === row.authorId,
    canModerate: isModerator(viewer),
    canFeature: viewer?.role === 'admin',
    // Moderators and the author see that (and why) a moderator hid it.
    ...(row.hidden && (isModerator(viewer) || viewer?.id === row.authorId) ? { hidden: row.hidden } : {}),
    related: parts.related.map(presentPostLink),
    popular: parts.popular.map(presentPostLink),
    categories: parts.categories,
  };
}

/**
 * A post comment; `canDelete` is true for its author, moderators and admins, `canEdit` for its
 * author while the post takes comments (comments module's `canEditComment`).
 */
export function presentComment(row: CommentRow, viewer: { id: string; role: 'user' | 'moderator' | 'admin' } | null): BlogComment {
  return {
    id: row.id,
    postId: row.parentId,
    body: row.body,
    bodyHtml: row.bodyHtml,
    author: presentMemberRow(row.author),
    createdAt: iso(row.createdAt),
    canDelete: canDeleteComment(row, viewer),
    canEdit: canEditComment(row, viewer),
    editedAt: isoOrNull(row.editedAt),
    ...(row.hidden ? { hidden: row.hidden } : {}),
  };
}
