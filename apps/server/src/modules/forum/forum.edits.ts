/**
 * Editing one's own forum topics and answers. Only the author edits (moderators hide or delete
 * instead), never on a locked topic; the text is sanitised like a new one. Each edit keeps the
 * version it replaces in `forum_revisions` (moderators read them), marks the row `edited_at`
 * ("düzenlendi") and tells the members the new text mentions for the first time
 * (`member.mentioned`, as a new post does), in one transaction.
 */
import { sql } from 'drizzle-orm';
import type { ForumRevision } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { forumTopicSearchText, titleSuggestText } from '../../db/search-text.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { isoUtc } from '../../lib/member-rows.ts';
import type { Viewer } from '../../lib/session.ts';
import { lockTopic, notifyMentions, richBody, type ForumDeps } from './forum.tx.ts';

/**
 * PUT /api/forum/topics/:id/content — the author's new title and body.
 * @throws 404 TOPIC_NOT_FOUND, 403 TOPIC_FORBIDDEN (not the author) / TOPIC_LOCKED, 400 TOPIC_BODY_EMPTY (a discussion needs a body)
 */
export async function editTopic(deps: ForumDeps, viewer: Viewer, topicId: string, input: { title: string; body: string }): Promise<void> {
  const body = richBody(input.body);
  await deps.db.transaction(async (tx) => {
    const topic = await lockTopic(tx, topicId);
    if (topic.authorId !== viewer.id) throw forbidden('TOPIC_FORBIDDEN');
    if (topic.isLocked) throw forbidden('TOPIC_LOCKED');
    if (topic.kind === 'discussion' && body.isEmpty) throw badRequest('TOPIC_BODY_EMPTY', { body: 'TOPIC_BODY_EMPTY' });
    // The version being replaced (the row is locked): kept as a revision, read for the search text and mentions.
    const [current] = await queryRows<{ tags: string[]; title: string; body_text: string }>(tx, sql`select tags, title, body_text from forum_topics where id = ${topicId}`);
    await tx.execute(sql`insert into forum_revisions (topic_id, editor_id, title, body_html) select id, ${viewer.id}, title, body_html from forum_topics where id = ${topicId}`);
    const searchText = forumTopicSearchText({ title: input.title, tags: current?.tags ?? [], author: viewer.username, bodyText: body.bodyText });
    await tx.execute(sql`update forum_topics set title = ${input.title}, body_html = ${body.isEmpty ? '' : body.bodyHtml}, body_text = ${body.bodyText},
        search_text = ${searchText}, suggest_text = ${titleSuggestText(input)}, edited_at = now(), updated_at = now() where id = ${topicId}`);
    const previous = current ? `${current.title}\n${current.body_text}` : '';
    await notifyMentions(tx, viewer.id, `${input.title}\n${body.bodyText}`, topicId, null, previous);
  });
}

/**
 * PUT /api/forum/replies/:id — the author's new answer.
 * @throws 404 REPLY_NOT_FOUND, 403 REPLY_FORBIDDEN (not the author) / TOPIC_LOCKED, 400 ANSWER_EMPTY
 */
export async function editReply(deps: ForumDeps, viewer: Viewer, replyId: string, html: string): Promise<void> {
  const body = richBody(html);
  if (body.isEmpty) throw badRequest('ANSWER_EMPTY', { body: 'ANSWER_EMPTY' });
  await deps.db.transaction(async (tx) => {
    const [reply] = await queryRows<{ topic_id: string; author_id: string; body_text: string }>(
      tx,
      sql`select topic_id, author_id, body_text from forum_replies where id = ${replyId} for update`,
    );
    if (!reply) throw notFound('REPLY_NOT_FOUND');
    if (reply.author_id !== viewer.id) throw forbidden('REPLY_FORBIDDEN');
    if ((await lockTopic(tx, reply.topic_id)).isLocked) throw forbidden('TOPIC_LOCKED');
    await tx.execute(sql`insert into forum_revisions (reply_id, editor_id, body_html) select id, ${viewer.id}, body_html from forum_replies where id = ${replyId}`);
    await tx.execute(sql`update forum_replies set body_html = ${body.bodyHtml}, body_text = ${body.bodyText}, edited_at = now(), updated_at = now() where id = ${replyId}`);
    await notifyMentions(tx, viewer.id, body.bodyText, reply.topic_id, replyId, reply.body_text);
  });
}

/** The earlier versions of a topic or an answer, newest first (at most 50). */
export async function listRevisions(db: Db, target: { topicId: string } | { replyId: string }): Promise<ForumRevision[]> {
  const where = 'topicId' in target ? sql`r.topic_id = ${target.topicId}` : sql`r.reply_id = ${target.replyId}`;
  const rows = await queryRows<{ id: string; title: string | null; body_html: string; editor: string | null; created_at: string }>(
    db,
    sql`select r.id, r.title, r.body_html, u.display_username as editor, ${isoUtc(sql`r.created_at`)} as created_at
        from forum_revisions r left join users u on u.id = r.editor_id
        where ${where} order by r.created_at desc, r.id desc limit 50`,
  );
  return rows.map((row) => ({ id: row.id, title: row.title, bodyHtml: row.body_html, editor: row.editor, replacedAt: row.created_at }));
}
