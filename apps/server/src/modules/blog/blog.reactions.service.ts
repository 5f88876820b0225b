/**
 * Counted reactions to a blog post (docs/product.md, "Counts are facts"):
 * likes (one row per member and post — the primary key — with `likes_count` changed in the same
 * transaction), favorites (`favorites.post_id`, private to the member) and views (at most one per
 * visitor per post per UTC day, the visitor keys of lib/visitor.ts, as garages count them).
 *
 * Decision: authors cannot like their own post (403 OWN_BLOG_POST_LIKE), as garage owners cannot
 * like their garage — a like is another member's vote, and the count feeds the home teaser's
 * order of interest. Unliking stays allowed. Only published posts take new likes, favorites and
 * views; a draft answers 404 as it does to a reader.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { BlogLikeState, BlogViewState, FavoriteState } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { blogPostLikes, blogPostViews, blogPosts, favorites } from '../../db/schema/index.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

/** Today's date in UTC, `YYYY-MM-DD` (the view de-duplication day). */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The post's counters and author; `published` — and not hidden by a moderator —
 * required unless `anyStatus`. @throws 404 BLOG_POST_NOT_FOUND
 */
async function currentPost(tx: Db, postId: string, anyStatus = false) {
  const [row] = await tx
    .select({ authorId: blogPosts.authorId, status: blogPosts.status, hiddenAt: blogPosts.hiddenAt, likesCount: blogPosts.likesCount, viewsCount: blogPosts.viewsCount })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId))
    .limit(1);
  if (!row || (!anyStatus && (row.status !== 'published' || row.hiddenAt))) throw notFound('BLOG_POST_NOT_FOUND');
  return row;
}

/**
 * PUT /api/blog/posts/:id/like — idempotent: the count rises only when a like row was inserted
 * (`ON CONFLICT DO NOTHING` on the primary key, so concurrent likes of one member count once).
 * @throws 404 BLOG_POST_NOT_FOUND, 403 OWN_BLOG_POST_LIKE
 */
export function likePost(db: Db, userId: string, postId: string): Promise<BlogLikeState> {
  return db.transaction(async (tx) => {
    const current = await currentPost(tx, postId);
    if (current.authorId === userId) throw forbidden('OWN_BLOG_POST_LIKE');
    const inserted = await tx.insert(blogPostLikes).values({ userId, postId }).onConflictDoNothing().returning({ p: blogPostLikes.postId });
    // Already liked (maybe by a concurrent request of the same member): the count as it is now.
    if (!inserted.length) return { liked: true, likesCount: (await currentPost(tx, postId)).likesCount };
    const [row] = await tx
      .update(blogPosts)
      .set({ likesCount: sql`${blogPosts.likesCount} + 1` })
      .where(eq(blogPosts.id, postId))
      .returning({ likesCount: blogPosts.likesCount });
    await emitDomainEvent(tx, { type: 'post.liked', actorId: userId, postId, authorId: current.authorId });
    return { liked: true, likesCount: row!.likesCount };
  });
}

/**
 * DELETE /api/blog/posts/:id/like — idempotent: the count falls only when a like row was
 * deleted, never below 0. Works on an unpublished post too. @throws 404 BLOG_POST_NOT_FOUND
 */
export function unlikePost(db: Db, userId: string, postId: string): Promise<BlogLikeState> {
  return db.transaction(async (tx) => {
    const { authorId } = await currentPost(tx, postId, true);
    const deleted = await tx
      .delete(blogPostLikes)
      .where(and(eq(blogPostLikes.userId, userId), eq(blogPostLikes.postId, postId)))
      .returning({ p: blogPostLikes.postId });
    if (!deleted.length) return { liked: false, likesCount: (await currentPost(tx, postId, true)).likesCount };
    const [row] = await tx
      .update(blogPosts)
      .set({ likesCount: sql`greatest(${blogPosts.likesCount} - 1, 0)` })
      .where(eq(blogPosts.id, postId))
      .returning({ likesCount: blogPosts.likesCount });
    await emitDomainEvent(tx, { type: 'post.unliked', actorId: userId, postId, authorId });
    return { liked: false, likesCount: row!.likesCount };
  });
}

/** PUT /api/blog/posts/:id/favorite — idempotent. @throws 404 BLOG_POST_NOT_FOUND */
export async function favoritePost(db: Db, userId: string, postId: string): Promise<FavoriteState> {
  await db.transaction(async (tx) => {
    const { authorId } = await currentPost(tx, postId);
    const inserted = await tx.insert(favorites).values({ userId, postId }).onConflictDoNothing().returning({ p: favorites.postId });
    if (inserted.length) await emitDomainEvent(tx, { type: 'post.favorited', actorId: userId, postId, authorId });
  });
  return { favorited: true };
}

/** DELETE /api/blog/posts/:id/favorite — idempotent, any status. @throws 404 BLOG_POST_NOT_FOUND */
export async function unfavoritePost(db: Db, userId: string, postId: string): Promise<FavoriteState> {
  await db.transaction(async (tx) => {
    await currentPost(tx, postId, true);
    await tx.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.postId, postId)));
  });
  return { favorited: false };
}

/**
 * POST /api/blog/posts/:id/views — counts a view at most once per visitor per post per UTC day:
 * the view counts only when none of the visitor's keys (lib/visitor.ts) was recorded for this
 * post that day; all of them are recorded either way. @throws 404 BLOG_POST_NOT_FOUND
 */
export function countPostView(db: Db, postId: string, visitorKeys: readonly string[], day = utcDay()): Promise<BlogViewState> {
  const keys = [...new Set(visitorKeys)];
  return db.transaction(async (tx) => {
    const current = await currentPost(tx, postId);
    const inserted = await tx
      .insert(blogPostViews)
      .values(keys.map((visitorKey) => ({ postId, visitorKey, day })))
      .onConflictDoNothing()
      .returning({ p: blogPostViews.postId });
    if (inserted.length < keys.length) return { viewsCount: current.viewsCount, counted: false };
    const [row] = await tx
      .update(blogPosts)
      .set({ viewsCount: sql`${blogPosts.viewsCount} + 1` })
      .where(eq(blogPosts.id, postId))
      .returning({ viewsCount: blogPosts.viewsCount });
    return { viewsCount: row!.viewsCount, counted: true };
  });
}
