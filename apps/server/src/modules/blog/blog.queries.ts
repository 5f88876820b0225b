/**
 * SQL reads of the blog (Blog list, Blog detail): one statement reads a page
 * of posts with each author (users + profiles + avatar) and cover image; the detail page's
 * extras (related, popular, categories, author box, the viewer's flags) are a few small indexed
 * statements. Timestamps leave the database as exact ISO strings (`to_char`), never as driver
 * dates, so PGlite and PostgreSQL answer alike.
 */
import { sql, type SQL } from 'drizzle-orm';
import { BLOG_CATEGORIES, BLOG_POPULAR_COUNT, BLOG_RELATED_COUNT, type BlogCategory, type BlogPostCard, type BlogPostStatus } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import type { StoredImage } from '../../lib/image-view.ts';
import { imageFrom, isoUtc, MEMBER_COLUMNS, MEMBER_JOINS, memberFrom, type MemberRow, type Raw } from '../../lib/member-rows.ts';

import { publicRow, type HiddenFacts } from '../../db/visibility.ts';
export { allOf, isoUtc, MEMBER_COLUMNS, MEMBER_JOINS, memberFrom, type MemberRow } from '../../lib/member-rows.ts';

/** A post as read by these queries (internal; the presenter shapes what leaves). */
export interface PostRow extends Omit<BlogPostCard, 'cover' | 'author'> {
  authorId: string;
  createdAt: string;
  updatedAt: string;
  coverImageId: string | null;
  cover: StoredImage | null;
  author: MemberRow;
  /** Only when read with the body (detail, edit, delete). */
  bodyHtml?: string;
  /** Only when read with the body: the author's last edit of the published post, or null. */
  editedAt?: string | null;
  /** Only in the favorites list: when the member favorited it, and the favorite's id (cursor). */
  favoriteKey?: { at: string; id: string };
  /** Set when a moderator hid it (db/visibility.ts); null otherwise. */
  hidden: HiddenFacts | null;
  /** Only in a searched list: the row's relevance (the cursor holds it). */
  matchScore?: number;
  /** True while its author is banned (the post is then served to moderators only). */
  authorBanned: boolean;
}

/** Columns of a card (alias `b`); `body_html` only when asked for. */
const CARD_COLUMNS = sql.raw(
  `b.id, b.slug, b.author_id, b.title, b.excerpt, b.category, b.tags, b.status, b.is_featured, b.published_at,
   b.reading_minutes, b.views_count, b.likes_count, b.comments_count, b.created_at, b.updated_at, b.cover_image_id,
   b.hidden_by, b.hidden_reason`,
);

function postFrom(row: Raw): PostRow {
  const post: PostRow = {
    id: row.id as string,
    slug: row.slug as string,
    authorId: row.author_id as string,
    title: row.title as string,
    excerpt: row.excerpt as string,
    category: row.category as BlogCategory,
    tags: (row.tags as string[] | null) ?? [],
    status: row.status as BlogPostStatus,
    isFeatured: Boolean(row.is_featured),
    publishedAt: (row.published_iso as string | null) ?? null,
    readingMinutes: Number(row.reading_minutes),
    viewsCount: Number(row.views_count),
    likesCount: Number(row.likes_count),
    commentsCount: Number(row.comments_count),
    createdAt: row.created_iso as string,
    updatedAt: row.updated_iso as string,
    coverImageId: (row.cover_image_id as string | null) ?? null,
    cover: imageFrom(row, 'ci'),
    author: memberFrom(row),
    hidden: row.hidden_iso ? { at: row.hidden_iso as string, by: (row.hidden_by as string | null) ?? null, reason: (row.hidden_reason as string | null) ?? null } : null,
    authorBanned: row.author_banned === true,
  };
  if (typeof row.body_html === 'string') post.bodyHtml = row.body_html;
  if (row.edited_iso !== undefined) post.editedAt = (row.edited_iso as string | null) ?? null;
  if (typeof row.fav_iso === 'string') post.favoriteKey = { at: row.fav_iso, id: row.fav_id as string };
  if (row.match_score !== undefined && row.match_score !== null) post.matchScore = Number(row.match_score);
  return post;
}

/**
 * Runs `where` / `order` / `limit` / `offset` over `blog_posts b` and joins author and cover in
 * the same statement (the order's index drives it; each joined row is a primary-key look-up).
 * `withBody` also reads `body_html`; `join` / `extraColumns` add a joined table (favorites).
 */
export async function selectPosts(
  db: Db,
  opts: { where: SQL; order: SQL; limit: number; offset?: number; withBody?: boolean; join?: SQL; extraColumns?: SQL },
): Promise<PostRow[]> {
  const body = opts.withBody ? sql`, b.body_html, ${isoUtc(sql`b.edited_at`)} as edited_iso` : sql``;
  const extra = opts.extraColumns ? sql`, ${opts.extraColumns}` : sql``;
  const rows = await queryRows(db, sql`
    select ${CARD_COLUMNS}${body}, ${isoUtc(sql`b.published_at`)} as published_iso, ${isoUtc(sql`b.created_at`)} as created_iso,
      ${isoUtc(sql`b.updated_at`)} as updated_iso, ${isoUtc(sql`b.hidden_at`)} as hidden_iso,
      (coalesce(u.banned, false) and (u.ban_expires is null or u.ban_expires > now())) as author_banned, ${MEMBER_COLUMNS},
      ci.id as ci_id, ci.width as ci_width, ci.height as ci_height, ci.variants as ci_variants${extra}
    from blog_posts b
    ${opts.join ?? sql``}
    join users u on u.id = b.author_id
    ${MEMBER_JOINS}
    left join images ci on ci.id = b.cover_image_id
    where ${opts.where}
    order by ${opts.order}
    limit ${opts.limit} offset ${opts.offset ?? 0}`);
  return rows.map(postFrom);
}

// ── Order, filters, search ─────────────────────────────────────────────────────────────────

/**
 * Newest published first. The explicit `nulls last` matches the indexes of db/schema/blog.ts
 * (Drizzle creates them `DESC NULLS LAST`); a plain `desc` would be `NULLS FIRST` and sort the table.
 */
export const NEWEST = sql`b.published_at desc nulls last, b.id desc nulls last`;
export const MOST_VIEWED = sql`b.views_count desc nulls last, b.id desc nulls last`;
/** Published, not hidden by a moderator, author not banned: what the public lists show (db/visibility.ts). */
export const PUBLISHED = sql`b.status = 'published' and ${publicRow('b', 'author_id')}`;

/**
 * {@link PUBLISHED} for a read that joins the author as `users u` (selectPosts, the list's
 * count): the ban is read from the joined row. The sub-query form becomes an anti-join that reads
 * the whole users table on every request.
 */
export const PUBLISHED_LISTED = sql`b.status = 'published' and b.hidden_at is null
  and not (coalesce(u.banned, false) and (u.ban_expires is null or u.ban_expires > now()))`;

/**
 * How many posts (alias `b`, author joined as `u`) satisfy `where`, counting at most `cap + 1`
 * rows in `order` (the order's index stops the scan there): a result above `cap` means "more
 * than `cap`".
 */
export async function countPosts(db: Db, where: SQL, cap: number, order: SQL = NEWEST): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from (select 1 from blog_posts b join users u on u.id = b.author_id where ${where} order by ${order} limit ${cap + 1}) x`,
  );
  return Number(row?.n ?? 0);
}

// ── Detail extras ──────────────────────────────────────────────────────────────────────────

/** The post with this current slug, or else the post that had it before a rename; with body. */
export async function findPostBySlug(db: Db, slug: string): Promise<PostRow | null> {
  const [current] = await selectPosts(db, { where: sql`b.slug = ${slug}`, order: NEWEST, limit: 1, withBody: true });
  if (current) return current;
  const [renamed] = await selectPosts(db, {
    where: sql`b.id = (select s.post_id from blog_post_slugs s where s.slug = ${slug})`,
    order: NEWEST,
    limit: 1,
    withBody: true,
  });
  return renamed ?? null;
}

/** The post with this id (any status), with body; null when none. */
export async function findPostById(db: Db, id: string): Promise<PostRow | null> {
  const [row] = await selectPosts(db, { where: sql`b.id = ${id}`, order: NEWEST, limit: 1, withBody: true });
  return row ?? null;
}

/** Up to BLOG_RELATED_COUNT published posts of the category, without `exceptId`, newest first. */
export const relatedPosts = (db: Db, category: string, exceptId: string) =>
  selectPosts(db, { where: sql`${PUBLISHED} and b.category = ${category} and b.id <> ${exceptId}`, order: NEWEST, limit: BLOG_RELATED_COUNT });

/** The BLOG_POPULAR_COUNT most viewed published posts. */
export const popularPosts = (db: Db) => selectPosts(db, { where: PUBLISHED, order: MOST_VIEWED, limit: BLOG_POPULAR_COUNT });

/** Published posts per category, every category listed (0 when none), in BLOG_CATEGORIES order. */
export async function categoryCounts(db: Db): Promise<{ id: BlogCategory; count: number }[]> {
  const rows = await queryRows<{ category: string; n: number | string }>(
    db,
    sql`select b.category, count(*)::int as n from blog_posts b where ${PUBLISHED} group by b.category`,
  );
  const counts = new Map(rows.map((r) => [r.category, Number(r.n)]));
  return BLOG_CATEGORIES.map((id) => ({ id, count: counts.get(id) ?? 0 }));
}

/** The author box's extras: the author's bio and published posts count. */
export async function authorFacts(db: Db, authorId: string): Promise<{ bio: string | null; postsCount: number }> {
  const [row] = await queryRows<{ bio: string | null; n: number | string }>(
    db,
    sql`select (select p.bio from profiles p where p.user_id = ${authorId}) as bio,
      (select count(*)::int from blog_posts b where b.author_id = ${authorId} and ${PUBLISHED}) as n`,
  );
  return { bio: row?.bio ?? null, postsCount: Number(row?.n ?? 0) };
}

/** Whether the member liked and favorited the post (false, false for visitors). */
export async function viewerFlags(db: Db, postId: string, viewerId: string | null): Promise<{ liked: boolean; favorited: boolean }> {
  if (!viewerId) return { liked: false, favorited: false };
  const [row] = await queryRows<{ liked: boolean; favorited: boolean }>(
    db,
    sql`select exists (select 1 from blog_post_likes l where l.user_id = ${viewerId} and l.post_id = ${postId}) as liked,
      exists (select 1 from favorites f where f.user_id = ${viewerId} and f.post_id = ${postId}) as favorited`,
  );
  return { liked: Boolean(row?.liked), favorited: Boolean(row?.favorited) };
}

