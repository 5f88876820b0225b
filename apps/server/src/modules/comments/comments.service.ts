/**
 * Comments, for every kind of content members comment on (garages and blog posts): signed in;
 * rich text like forum answers, stored as the allow-list of lib/rich-text.ts leaves the HTML sent
 * (`body_html`, what the web shows) next to its plain text (`body`: search, reports, excerpts,
 * mentions, e-mails), refused when that text is empty or too long ({@link commentBody}); listed
 * newest first, keyset paged on (created_at, id); edited by their author
 * (comments.edits.ts); deleted by their author, a moderator or an admin; hidden and shown again by
 * moderators. The parent's `comments_count` counts visible comments only and changes in the same
 * transaction as the rows it counts. `@username` in a comment tells the member named
 * (comments.mentions.ts).
 *
 * What differs per kind of parent — its tables, who may read it, whether it takes comments now,
 * its counter, the domain event of a new comment and work after a write — is the
 * {@link CommentParent} its module gives; this module knows no parent by name.
 */
import { sql, type SQL } from 'drizzle-orm';
import { COMMENT_HTML_MAX, COMMENT_TEXT_MAX, DEFAULT_PAGE_SIZE, mentionedUsernames } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { visibleTo, type HiddenFacts } from '../../db/visibility.ts';
import { recordAudit } from '../../lib/audit.ts';
import { label80, type ModerationResult } from '../../lib/content-kinds.ts';
import { emitDomainEvent, type DomainEvent } from '../../lib/domain-events.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { decodeTimeCursor, encodeTimeCursor, pageOf } from '../../db/pagination.ts';
import { MEMBER_COLUMNS, MEMBER_JOINS, isoUtc, memberFrom, type MemberRow } from '../../lib/member-rows.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import { isModerator, type Viewer } from '../../lib/session.ts';
import { notifyCommentMentions } from './comments.mentions.ts';

/** A kind of content that takes comments, as its module describes it. */
export interface CommentParent {
  /** The comments' content kind (audit actions `<kind>.delete`, report and moderation target). */
  kind: 'garage_comment' | 'post_comment';
  /** The comments' table and its column naming the parent. */
  table: 'garage_comments' | 'blog_post_comments';
  parentColumn: 'garage_id' | 'post_id';
  /** The parent's table (its `comments_count` and `id`). */
  parentTable: 'garages' | 'blog_posts';
  /** The parent's owner column. */
  ownerColumn: 'user_id' | 'author_id';
  /** SQL condition (alias `p` for the parent row) under which the parent takes new comments. */
  acceptsComments: SQL;
  /**
   * Throws the parent's 404 when `viewer` may not read it (nor its comments).
   * @throws 404 (the parent's code)
   */
  assertReadable(db: Db, parentId: string, viewer: Viewer | null): Promise<void>;
  /** The parent's 404, thrown when a comment is written on a parent that does not take it. */
  notFound: () => Error;
  /** The domain event of a new comment. */
  commented(e: { actorId: string; parentId: string; ownerId: string; commentId: string }): DomainEvent;
  /** The domain event of a comment (new or edited) naming members (`userIds`: only those to tell). */
  mentioned(e: { actorId: string; parentId: string; commentId: string; userIds: string[] }): DomainEvent;
  /** The `comment_revisions` column naming a comment of this kind. */
  revisionColumn: 'garage_comment_id' | 'post_comment_id';
  /** Work after a write committed (drop cached lists); optional. */
  afterWrite?(db: Db): void;
}

/** A stored comment with its author. */
export interface CommentRow {
  id: string;
  /** The garage's or post's id. */
  parentId: string;
  userId: string;
  /** Plain text of `bodyHtml`. */
  body: string;
  /** Sanitised HTML. */
  bodyHtml: string;
  createdAt: string;
  author: MemberRow;
  /** Set when a moderator hid it; only moderators and its author get hidden comments. */
  hidden: HiddenFacts | null;
  /** The author's last edit (ISO); null when never edited. */
  editedAt: string | null;
  /** The parent takes comments now (new ones and edits). */
  parentAcceptsComments: boolean;
}

/** A comment's body as stored: the sanitised HTML and its plain text. */
export interface CommentBody {
  bodyHtml: string;
  bodyText: string;
}

/**
 * The body to store for the HTML a member sent: sanitised (lib/rich-text.ts), its plain text
 * non-empty and at most COMMENT_TEXT_MAX characters, the HTML at most COMMENT_HTML_MAX (links gain
 * their `rel` and `target` here, so the stored HTML is checked, not only the request's).
 * @throws 400 COMMENT_EMPTY (nothing but markup, or only what the allow-list drops), 400 TOO_LONG
 */
export function commentBody(html: string): CommentBody {
  const bodyHtml = sanitizeRichText(html);
  const bodyText = richTextToPlain(bodyHtml);
  if (!bodyText) throw badRequest('COMMENT_EMPTY', { body: 'COMMENT_EMPTY' });
  if (bodyText.length > COMMENT_TEXT_MAX || bodyHtml.length > COMMENT_HTML_MAX) throw badRequest('TOO_LONG', { body: 'TOO_LONG' });
  return { bodyHtml, bodyText };
}

/** The comments of `parent`'s table (alias `c`) matching `where`, newest first, with their authors. */
export async function selectComments(db: Db, parent: CommentParent, where: SQL, limit: number): Promise<CommentRow[]> {
  // The parent's alias `p` inside the subquery: `parent.acceptsComments` names it so.
  const accepts = sql`exists (select 1 from ${sql.raw(parent.parentTable)} p where p.id = c.${sql.raw(parent.parentColumn)} and ${parent.acceptsComments})`;
  const rows = await queryRows(db, sql`
    select c.id, c.${sql.raw(parent.parentColumn)} as parent_id, c.user_id, c.body, c.body_html, ${isoUtc(sql`c.created_at`)} as created_iso, ${MEMBER_COLUMNS},
      ${isoUtc(sql`c.hidden_at`)} as hidden_iso, c.hidden_by, c.hidden_reason, ${isoUtc(sql`c.edited_at`)} as edited_iso, ${accepts} as accepts
    from ${sql.raw(parent.table)} c
    join users u on u.id = c.user_id
    ${MEMBER_JOINS}
    where ${where}
    order by c.created_at desc nulls last, c.id desc nulls last
    limit ${limit}`);
  return rows.map((r) => ({
    id: r.id as string,
    parentId: r.parent_id as string,
    userId: r.user_id as string,
    body: r.body as string,
    bodyHtml: r.body_html as string,
    createdAt: r.created_iso as string,
    author: memberFrom(r),
    hidden: r.hidden_iso ? { at: r.hidden_iso as string, by: (r.hidden_by as string | null) ?? null, reason: (r.hidden_reason as string | null) ?? null } : null,
    editedAt: (r.edited_iso as string | null) ?? null,
    parentAcceptsComments: r.accepts === true,
  }));
}

/** True when the viewer may delete the comment: its author, a moderator or an admin. */
export const canDeleteComment = (comment: Pick<CommentRow, 'userId'>, viewer: Pick<Viewer, 'id' | 'role'> | null): boolean =>
  Boolean(viewer && (viewer.id === comment.userId || isModerator(viewer)));

/**
 * A page of the parent's comments, newest first; `page.cursor` is the previous page's
 * `nextCursor`. Hidden comments and those of members banned now reach moderators only (a hidden
 * one also its author).
 * @throws the parent's 404 when the viewer may not read it, 400 VALIDATION_FAILED for a malformed cursor
 */
export async function listComments(
  db: Db,
  parent: CommentParent,
  parentId: string,
  viewer: Viewer | null,
  page: { cursor?: string; limit?: number },
): Promise<{ rows: CommentRow[]; nextCursor: string | null }> {
  const cursor = decodeTimeCursor(page.cursor);
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  await parent.assertReadable(db, parentId, viewer);
  const after = cursor ? sql` and (c.created_at, c.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const visible = visibleTo(sql`c.hidden_at`, sql`c.user_id`, { moderator: isModerator(viewer), ownerId: viewer?.id });
  const rows = await selectComments(db, parent, sql`c.${sql.raw(parent.parentColumn)} = ${parentId} and ${visible}${after}`, limit + 1);
  return pageOf(rows, limit, (r) => encodeTimeCursor(r.createdAt, r.id));
}

/**
 * Stores the comment written as `html` ({@link commentBody}) on a parent that takes comments,
 * raises its `comments_count`, emits the parent's domain event and tells the members its text
 * mentions, in one transaction. Returns the stored comment with its author.
 * @throws 400 COMMENT_EMPTY / TOO_LONG, the parent's 404 when it does not exist or takes no comments now
 */
export async function createComment(db: Db, parent: CommentParent, viewer: Viewer, parentId: string, html: string): Promise<CommentRow> {
  const body = commentBody(html);
  const id = await db.transaction(async (tx) => {
    const [counted] = await queryRows<{ owner_id: string }>(
      tx,
      sql`update ${sql.raw(parent.parentTable)} p set comments_count = p.comments_count + 1
        where p.id = ${parentId} and ${parent.acceptsComments} returning p.${sql.raw(parent.ownerColumn)} as owner_id`,
    );
    if (!counted) throw parent.notFound();
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into ${sql.raw(parent.table)} (${sql.raw(parent.parentColumn)}, user_id, body, body_html)
        values (${parentId}, ${viewer.id}, ${body.bodyText}, ${body.bodyHtml}) returning id`,
    );
    await emitDomainEvent(tx, parent.commented({ actorId: viewer.id, parentId, ownerId: counted.owner_id, commentId: row!.id }));
    await notifyCommentMentions(tx, parent, { actorId: viewer.id, parentId, commentId: row!.id }, mentionedUsernames(body.bodyText));
    return row!.id;
  });
  parent.afterWrite?.(db);
  const [row] = await selectComments(db, parent, sql`c.id = ${id}`, 1);
  return row!;
}

/**
 * Deletes a comment for its author, a moderator or an admin; a moderator removing someone else's
 * comment writes one audit row (`<kind>.delete`), an author's own delete none.
 * @throws 404 COMMENT_NOT_FOUND, 403 FORBIDDEN
 */
export async function deleteComment(db: Db, parent: CommentParent, viewer: Viewer, commentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteCommentInTransaction(tx, parent, viewer, commentId);
    if (deleted.authorId !== viewer.id) {
      await recordAudit(tx, { actor: viewer, action: `${parent.kind}.delete`, targetType: parent.kind, targetId: commentId, targetLabel: label80(deleted.body) });
    }
  });
  parent.afterWrite?.(db);
}

/** A comment as {@link lockComment} reads it. */
interface LockedComment {
  user_id: string;
  parent_id: string;
  body: string;
  body_html: string;
  hidden: boolean;
}

/**
 * Reads and row-locks one comment of `parent`'s table for a write in `tx`.
 * @throws 404 COMMENT_NOT_FOUND
 */
export async function lockComment(tx: Db, parent: CommentParent, commentId: string): Promise<LockedComment> {
  const [row] = await queryRows<LockedComment>(
    tx,
    sql`select user_id, ${sql.raw(parent.parentColumn)} as parent_id, body, body_html, hidden_at is not null as hidden
      from ${sql.raw(parent.table)} where id = ${commentId} for update`,
  );
  if (!row) throw notFound('COMMENT_NOT_FOUND');
  return row;
}

/**
 * The delete of {@link deleteComment} inside the caller's transaction, without the audit row (a
 * moderator's delete through moderation or a report records its own). A visible comment's delete
 * lowers the parent's `comments_count` (never below 0); a hidden one's leaves it (the hide took it).
 * @throws 404 COMMENT_NOT_FOUND, 403 FORBIDDEN
 */
export async function deleteCommentInTransaction(tx: Db, parent: CommentParent, viewer: Viewer, commentId: string): Promise<{ authorId: string; body: string }> {
  const comment = await lockComment(tx, parent, commentId);
  if (!canDeleteComment({ userId: comment.user_id }, viewer)) throw forbidden('FORBIDDEN');
  const deleted = await queryRows(tx, sql`delete from ${sql.raw(parent.table)} where id = ${commentId} returning id`);
  if (deleted.length && !comment.hidden) {
    await tx.execute(sql`update ${sql.raw(parent.parentTable)} set comments_count = greatest(comments_count - 1, 0) where id = ${comment.parent_id}`);
  }
  return { authorId: comment.user_id, body: comment.body };
}

/**
 * Hides (with the moderator's `reason`) or shows again a comment in the caller's transaction:
 * the parent's `comments_count` follows the visible comments; hiding a hidden comment only
 * replaces the reason. The caller checks the actor is a moderator and records the audit row.
 * @throws 404 COMMENT_NOT_FOUND
 */
export async function setCommentHiddenInTransaction(
  tx: Db,
  parent: CommentParent,
  actor: Viewer,
  commentId: string,
  hidden: boolean,
  reason: string | null,
): Promise<ModerationResult> {
  const row = await lockComment(tx, parent, commentId);
  const table = sql.raw(parent.table);
  if (row.hidden !== hidden) {
    await tx.execute(
      hidden
        ? sql`update ${table} set hidden_at = now(), hidden_by = ${actor.id}, hidden_reason = ${reason} where id = ${commentId}`
        : sql`update ${table} set hidden_at = null, hidden_by = null, hidden_reason = null where id = ${commentId}`,
    );
    await tx.execute(sql`update ${sql.raw(parent.parentTable)} set comments_count = greatest(comments_count + ${hidden ? -1 : 1}, 0) where id = ${row.parent_id}`);
  } else if (hidden) {
    await tx.execute(sql`update ${table} set hidden_reason = ${reason} where id = ${commentId}`);
  }
  return { label: label80(row.body), authorId: row.user_id, afterCommit: (deps) => Promise.resolve(parent.afterWrite?.(deps.db)) };
}
