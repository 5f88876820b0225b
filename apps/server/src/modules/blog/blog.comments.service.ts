/**
 * Comments on blog posts, as garage comments (signed in and non-empty after trimming; stored,
 * newest first, the author may delete their own): listed for
 * whoever may see the post, written on published posts only, deleted by their author or a
 * moderator/admin. `blog_posts.comments_count` changes in the same transaction as the rows.
 * Comment bodies are plain text (the web renders them as text, never as HTML).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { blogPostComments, blogPosts } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { bannedNow, visibleTo, type HiddenFacts } from '../../db/visibility.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isModerator, type Viewer } from '../../lib/session.ts';
import { MEMBER_COLUMNS, MEMBER_JOINS, decodeCursor, encodeCursor, isoUtc, memberFrom, pageOf, type MemberRow } from './blog.queries.ts';
import { canSee } from './blog.service.ts';

/** A stored comment with its author. */
export interface CommentRow {
  id: string;
  postId: string;
  userId: string;
  body: string;
  createdAt: string;
  author: MemberRow;
  /** Set when a moderator hid it; only moderators and its author get hidden comments. */
  hidden: HiddenFacts | null;
}

async function selectComments(db: Db, where: SQL, limit: number): Promise<CommentRow[]> {
  const rows = await queryRows(db, sql`
    select c.id, c.post_id, c.user_id, c.body, ${isoUtc(sql`c.created_at`)} as created_iso, ${MEMBER_COLUMNS},
      ${isoUtc(sql`c.hidden_at`)} as hidden_iso, c.hidden_by, c.hidden_reason
    from blog_post_comments c
    join users u on u.id = c.user_id
    ${MEMBER_JOINS}
    where ${where}
    order by c.created_at desc nulls last, c.id desc nulls last
    limit ${limit}`);
  return rows.map((r) => ({
    id: r.id as string,
    postId: r.post_id as string,
    userId: r.user_id as string,
    body: r.body as string,
    createdAt: r.created_iso as string,
    author: memberFrom(r),
    hidden: r.hidden_iso ? { at: r.hidden_iso as string, by: (r.hidden_by as string | null) ?? null, reason: (r.hidden_reason as string | null) ?? null } : null,
  }));
}

/**
 * GET /api/blog/posts/:id/comments — newest first, keyset paged on (created_at, id).
 * @throws 404 BLOG_POST_NOT_FOUND (also a draft the viewer may not see), 400 VALIDATION_FAILED (cursor)
 */
export async function listPostComments(
  db: Db,
  postId: string,
  viewer: Viewer | null,
  page: { cursor?: string; limit?: number },
): Promise<{ rows: CommentRow[]; nextCursor: string | null }> {
  const cursor = decodeCursor(page.cursor);
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const [post] = await db
    .select({ status: blogPosts.status, authorId: blogPosts.authorId, hidden: blogPosts.hiddenAt, authorBanned: bannedNow(blogPosts.authorId).mapWith(Boolean) })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId))
    .limit(1);
  if (!post || !canSee(post, viewer)) throw notFound('BLOG_POST_NOT_FOUND');
  const after = cursor ? sql` and (c.created_at, c.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)` : sql``;
  // Hidden comments and those of banned members: moderators only (a hidden one also to its author).
  const visible = visibleTo(sql`c.hidden_at`, sql`c.user_id`, { moderator: isModerator(viewer), ownerId: viewer?.id });
  const rows = await selectComments(db, sql`c.post_id = ${postId} and ${visible}${after}`, limit + 1);
  return pageOf(rows, limit, (r) => encodeCursor(r.createdAt, r.id));
}

/**
 * POST /api/blog/posts/:id/comments — on a published post; raises `comments_count`.
 * @throws 404 BLOG_POST_NOT_FOUND
 */
export async function createPostComment(db: Db, viewer: Viewer, postId: string, body: string): Promise<CommentRow> {
  const id = await db.transaction(async (tx) => {
    const [post] = await tx
      .update(blogPosts)
      .set({ commentsCount: sql`${blogPosts.commentsCount} + 1` })
      .where(sql`${blogPosts.id} = ${postId} and ${blogPosts.status} = 'published' and ${blogPosts.hiddenAt} is null`)
      .returning({ id: blogPosts.id, authorId: blogPosts.authorId });
    if (!post) throw notFound('BLOG_POST_NOT_FOUND');
    const [row] = await tx.insert(blogPostComments).values({ postId, userId: viewer.id, body }).returning({ id: blogPostComments.id });
    await emitDomainEvent(tx, { type: 'post.commented', actorId: viewer.id, postId, authorId: post.authorId, commentId: row!.id });
    return row!.id;
  });
  const [row] = await selectComments(db, sql`c.id = ${id}`, 1);
  return row!;
}

/** True when the viewer may delete the comment: its author, a moderator or an admin. */
export const canDeleteComment = (comment: Pick<CommentRow, 'userId'>, viewer: Pick<Viewer, 'id' | 'role'> | null) =>
  Boolean(viewer && (viewer.id === comment.userId || isModerator(viewer)));

/**
 * DELETE /api/blog/comments/:id — lowers `comments_count` (never below 0).
 * @throws 404 COMMENT_NOT_FOUND, 403 FORBIDDEN
 */
export async function deletePostComment(db: Db, viewer: Viewer, commentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deletePostCommentInTransaction(tx, viewer, commentId);
    // A moderator removing someone else's comment is on record; an author's own delete is not.
    if (deleted.authorId !== viewer.id) {
      await recordAudit(tx, { actor: viewer, action: 'post_comment.delete', targetType: 'post_comment', targetId: commentId, targetLabel: deleted.body.slice(0, 80) });
    }
  });
}

/**
 * The delete of {@link deletePostComment} inside the caller's transaction (also
 * modules/moderation/moderation.content.ts `deleteContent`). `comments_count` counts only visible comments, so a
 * hidden one's delete leaves it as it is.
 * @throws 404 COMMENT_NOT_FOUND, 403 FORBIDDEN
 */
export async function deletePostCommentInTransaction(tx: Db, viewer: Viewer, commentId: string): Promise<{ authorId: string; body: string }> {
  const [comment] = await tx
    .select({ userId: blogPostComments.userId, postId: blogPostComments.postId, body: blogPostComments.body, hiddenAt: blogPostComments.hiddenAt })
    .from(blogPostComments)
    .where(eq(blogPostComments.id, commentId))
    .limit(1)
    .for('update');
  if (!comment) throw notFound('COMMENT_NOT_FOUND');
  if (!canDeleteComment(comment, viewer)) throw forbidden('FORBIDDEN');
  const deleted = await tx.delete(blogPostComments).where(eq(blogPostComments.id, commentId)).returning({ id: blogPostComments.id });
  if (deleted.length && !comment.hiddenAt) {
    await tx
      .update(blogPosts)
      .set({ commentsCount: sql`greatest(${blogPosts.commentsCount} - 1, 0)` })
      .where(eq(blogPosts.id, comment.postId));
  }
  return { authorId: comment.userId, body: comment.body };
}
