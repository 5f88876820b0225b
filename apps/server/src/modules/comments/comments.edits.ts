/**
 * Editing one's own comment (garage and post comments alike). Only the author edits (moderators
 * hide or delete instead); never a hidden comment unless the author moderates; never while the
 * parent takes no comments (the rule of a new comment). The HTML sent is sanitised and checked as
 * a new comment's (comments.service.ts `commentBody`). Each edit keeps the version it replaces,
 * its HTML and its plain text, in `comment_revisions` (moderators read them), marks the row
 * `edited_at` ("düzenlendi") and tells the members its text names for the first time, in one
 * transaction. An author's own edit writes no audit row (as forum edits; the
 * revision is its record).
 */
import { newlyMentionedUsernames, type CommentRevision } from '@garaj/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isoUtc } from '../../lib/member-rows.ts';
import { isModerator, type Viewer } from '../../lib/session.ts';
import { notifyCommentMentions } from './comments.mentions.ts';
import { commentBody, lockComment, selectComments, type CommentParent, type CommentRow } from './comments.service.ts';

/** True when `viewer` may edit the comment now: its author, the parent takes comments, and not hidden (unless the author moderates). */
export const canEditComment = (comment: Pick<CommentRow, 'userId' | 'hidden' | 'parentAcceptsComments'>, viewer: Pick<Viewer, 'id' | 'role'> | null): boolean =>
  Boolean(viewer && viewer.id === comment.userId && comment.parentAcceptsComments && (!comment.hidden || isModerator(viewer)));

/**
 * PUT …/comments/:id — the author's new text as HTML. One that sanitises to the stored HTML
 * writes nothing. Returns the comment as stored.
 * @throws 400 COMMENT_EMPTY / TOO_LONG, 404 COMMENT_NOT_FOUND, 403 COMMENT_FORBIDDEN (not the author) / COMMENT_HIDDEN, the parent's 404 when it takes no comments now
 */
export async function editComment(db: Db, parent: CommentParent, viewer: Viewer, commentId: string, html: string): Promise<CommentRow> {
  const body = commentBody(html);
  const table = sql.raw(parent.table);
  const changed = await db.transaction(async (tx) => {
    const comment = await lockComment(tx, parent, commentId);
    if (comment.user_id !== viewer.id) throw forbidden('COMMENT_FORBIDDEN');
    if (comment.hidden && !isModerator(viewer)) throw forbidden('COMMENT_HIDDEN');
    const [open] = await queryRows(tx, sql`select 1 as ok from ${sql.raw(parent.parentTable)} p where p.id = ${comment.parent_id} and ${parent.acceptsComments}`);
    if (!open) throw parent.notFound();
    if (comment.body_html === body.bodyHtml) return false;
    await tx.execute(
      sql`insert into comment_revisions (${sql.raw(parent.revisionColumn)}, editor_id, body, body_html) values (${commentId}, ${viewer.id}, ${comment.body}, ${comment.body_html})`,
    );
    await tx.execute(sql`update ${table} set body = ${body.bodyText}, body_html = ${body.bodyHtml}, edited_at = now() where id = ${commentId}`);
    const named = newlyMentionedUsernames(body.bodyText, comment.body);
    await notifyCommentMentions(tx, parent, { actorId: viewer.id, parentId: comment.parent_id, commentId }, named);
    return true;
  });
  if (changed) parent.afterWrite?.(db);
  const [row] = await selectComments(db, parent, sql`c.id = ${commentId}`, 1);
  return row!;
}

/**
 * The earlier versions of one comment of `parent`'s table, newest first (at most 50). The caller
 * checks the viewer moderates.
 * @throws 404 COMMENT_NOT_FOUND
 */
export async function listCommentRevisions(db: Db, parent: CommentParent, commentId: string): Promise<CommentRevision[]> {
  const [comment] = await queryRows(db, sql`select id from ${sql.raw(parent.table)} where id = ${commentId}`);
  if (!comment) throw notFound('COMMENT_NOT_FOUND');
  const rows = await queryRows<{ id: string; body: string; body_html: string; editor: string | null; replaced_at: string }>(
    db,
    sql`select r.id, r.body, r.body_html, u.display_username as editor, ${isoUtc(sql`r.created_at`)} as replaced_at
        from comment_revisions r left join users u on u.id = r.editor_id
        where r.${sql.raw(parent.revisionColumn)} = ${commentId}
        order by r.created_at desc nulls last, r.id desc limit 50`,
  );
  return rows.map((row) => ({ id: row.id, body: row.body, bodyHtml: row.body_html, editor: row.editor, replacedAt: new Date(row.replaced_at).toISOString() }));
}
