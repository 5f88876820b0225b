/**
 * Garage comments, the comments tab of the garage detail page (signed in and non-empty after
 * trimming; stored, newest first, the author may delete their own, an admin any).
 * `garages.comments_count` changes in the same transaction as the rows it counts.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { garageComments, garages } from '../../db/schema/index.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { visibleTo } from '../../db/visibility.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isModerator, type Viewer } from '../../lib/session.ts';
import { invalidateGarageLists } from './garages.cache.ts';
import type { CommentRow } from './garages.presenter.ts';
import { MEMBER_COLUMNS, MEMBER_JOINS, decodeCursor, encodeCursor, isoUtc, memberFrom, pageOf } from './garages.queries.ts';

async function assertGarageExists(db: Db, garageId: string): Promise<void> {
  const [row] = await db.select({ id: garages.id }).from(garages).where(eq(garages.id, garageId)).limit(1);
  if (!row) throw notFound('GARAGE_NOT_FOUND');
}

async function selectComments(db: Db, where: ReturnType<typeof sql>, limit: number): Promise<CommentRow[]> {
  const rows = await queryRows(db, sql`
    select c.id, c.garage_id, c.user_id, c.body, ${isoUtc(sql`c.created_at`)} as created_iso, ${MEMBER_COLUMNS},
      ${isoUtc(sql`c.hidden_at`)} as hidden_iso, c.hidden_by, c.hidden_reason
    from garage_comments c
    join users u on u.id = c.user_id
    ${MEMBER_JOINS}
    where ${where}
    order by c.created_at desc nulls last, c.id desc nulls last
    limit ${limit}`);
  return rows.map((r) => ({
    id: r.id as string,
    garageId: r.garage_id as string,
    userId: r.user_id as string,
    body: r.body as string,
    createdAt: r.created_iso as string,
    author: memberFrom(r),
    hidden: r.hidden_iso ? { at: r.hidden_iso as string, by: (r.hidden_by as string | null) ?? null, reason: (r.hidden_reason as string | null) ?? null } : null,
  }));
}

/**
 * GET /api/garages/:id/comments — newest first, keyset paged on (created_at, id).
 * @throws 404 GARAGE_NOT_FOUND, 400 VALIDATION_FAILED for a malformed cursor.
 */
export async function listComments(
  db: Db,
  garageId: string,
  page: { cursor?: string; limit?: number },
  viewer: Pick<Viewer, 'id' | 'role'> | null = null,
): Promise<{ rows: CommentRow[]; nextCursor: string | null }> {
  const cursor = decodeCursor(page.cursor, 'comments', 'time');
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  await assertGarageExists(db, garageId);
  const after = cursor ? sql` and (c.created_at, c.id) < (${cursor.value}::timestamptz, ${cursor.id}::uuid)` : sql``;
  // Hidden comments and those of banned members: moderators only (a hidden one also to its author).
  const visible = visibleTo(sql`c.hidden_at`, sql`c.user_id`, { moderator: isModerator(viewer), ownerId: viewer?.id });
  const rows = await selectComments(db, sql`c.garage_id = ${garageId} and ${visible}${after}`, limit + 1);
  return pageOf(rows, limit, (r) => encodeCursor({ sort: 'comments', value: r.createdAt, id: r.id }));
}

/**
 * POST /api/garages/:id/comments — stores the (already trimmed, non-empty) body and raises
 * `comments_count`. Returns the stored comment with its author.
 * @throws 404 GARAGE_NOT_FOUND
 */
export async function createComment(db: Db, viewer: Viewer, garageId: string, body: string): Promise<CommentRow> {
  const id = await db.transaction(async (tx) => {
    const [garage] = await tx
      .update(garages)
      .set({ commentsCount: sql`${garages.commentsCount} + 1` })
      .where(eq(garages.id, garageId))
      .returning({ id: garages.id, ownerId: garages.userId });
    if (!garage) throw notFound('GARAGE_NOT_FOUND');
    const [row] = await tx.insert(garageComments).values({ garageId, userId: viewer.id, body }).returning({ id: garageComments.id });
    await emitDomainEvent(tx, { type: 'garage.commented', actorId: viewer.id, garageId, ownerId: garage.ownerId, commentId: row!.id });
    return row!.id;
  });
  invalidateGarageLists(db);
  const [row] = await selectComments(db, sql`c.id = ${id}`, 1);
  return row!;
}

/**
 * DELETE /api/comments/:id — by its author or an admin; lowers `comments_count` (never below 0).
 * @throws 404 COMMENT_NOT_FOUND, 403 FORBIDDEN
 */
export async function deleteComment(db: Db, viewer: Viewer, commentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteCommentInTransaction(tx, viewer, commentId);
    // A moderator removing someone else's comment is on record; an author's own delete is not.
    if (deleted.authorId !== viewer.id) {
      await recordAudit(tx, { actor: viewer, action: 'garage_comment.delete', targetType: 'garage_comment', targetId: commentId, targetLabel: deleted.body.slice(0, 80) });
    }
  });
  invalidateGarageLists(db);
}

/**
 * The delete of {@link deleteComment} inside the caller's transaction (also modules/moderation/moderation.content.ts
 * `deleteContent`; call `invalidateGarageLists` after commit). By its author, a moderator or an
 * admin. `comments_count` counts only visible comments: a hidden one's delete leaves it.
 * @throws 404 COMMENT_NOT_FOUND, 403 FORBIDDEN
 */
export async function deleteCommentInTransaction(tx: Db, viewer: Viewer, commentId: string): Promise<{ authorId: string; body: string }> {
  const [comment] = await tx
    .select({ userId: garageComments.userId, garageId: garageComments.garageId, body: garageComments.body, hiddenAt: garageComments.hiddenAt })
    .from(garageComments)
    .where(eq(garageComments.id, commentId))
    .limit(1)
    .for('update');
  if (!comment) throw notFound('COMMENT_NOT_FOUND');
  if (comment.userId !== viewer.id && !isModerator(viewer)) throw forbidden('FORBIDDEN');
  const deleted = await tx.delete(garageComments).where(eq(garageComments.id, commentId)).returning({ id: garageComments.id });
  if (deleted.length && !comment.hiddenAt) {
    await tx
      .update(garages)
      .set({ commentsCount: sql`greatest(${garages.commentsCount} - 1, 0)` })
      .where(eq(garages.id, comment.garageId));
  }
  return { authorId: comment.userId, body: comment.body };
}
