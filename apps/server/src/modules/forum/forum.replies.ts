/** Forum replies: create, delete, hide/show, with the topic, category and member counters they move. */
import { eq, sql } from 'drizzle-orm';
import { type TopicStatus } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { forumCategories, forumReplies, forumTopics } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { isModerator, type Viewer } from '../../lib/session.ts';
import { presentPublicReply } from './forum.presenter.ts';
import { selectReply } from './forum.queries.ts';
import { type ForumDeps, type Tx, votePoints, acceptedPoints, lockTopic, addMemberDeltas, addCategoryPosts, refreshCategoryLastPost, refreshTopicLastReply, richBody, notifyMentions } from './forum.tx.ts';

/**
 * POST /api/forum/topics/:id/replies — an answer by a verified member; refused on locked and
 * closed topics. Publishes `forum.reply.created`.
 * @throws 404 TOPIC_NOT_FOUND, 403 TOPIC_LOCKED / TOPIC_CLOSED, 400 ANSWER_EMPTY
 */
export async function createReply(deps: ForumDeps, viewer: Viewer, topicId: string, html: string): Promise<string> {
  const body = richBody(html);
  if (body.isEmpty) throw badRequest('ANSWER_EMPTY', { body: 'ANSWER_EMPTY' });
  const created = await deps.db.transaction(async (tx) => {
    const topic = await lockTopic(tx, topicId);
    if (topic.isLocked) throw forbidden('TOPIC_LOCKED');
    if (topic.status === 'closed') throw forbidden('TOPIC_CLOSED');
    const [reply] = await tx
      .insert(forumReplies)
      .values({ topicId, authorId: viewer.id, bodyHtml: body.bodyHtml, bodyText: body.bodyText })
      .returning({ id: forumReplies.id, createdAt: forumReplies.createdAt });
    const [updated] = await tx
      .update(forumTopics)
      .set({ repliesCount: sql`${forumTopics.repliesCount} + 1`, lastReplyAt: sql`now()`, lastReplyUserId: viewer.id })
      .where(eq(forumTopics.id, topicId))
      .returning({ repliesCount: forumTopics.repliesCount });
    await tx
      .update(forumCategories)
      .set({ repliesCount: sql`${forumCategories.repliesCount} + 1`, lastPostAt: sql`now()`, lastPostTopicId: topicId, lastPostUserId: viewer.id })
      .where(eq(forumCategories.id, topic.categoryId));
    await addCategoryPosts(tx, topic.categoryId, new Map([[viewer.id, 1]]));
    await addMemberDeltas(tx, new Map([[viewer.id, { posts: 1 }]]));
    await emitDomainEvent(tx, { type: 'reply.created', actorId: viewer.id, topicId, replyId: reply!.id, topicAuthorId: topic.authorId, kind: topic.kind });
    await notifyMentions(tx, viewer.id, body.bodyText, topicId, reply!.id);
    return { id: reply!.id, createdAt: reply!.createdAt, repliesCount: updated!.repliesCount, categoryId: topic.categoryId };
  });
  const row = await selectReply(deps.db, created.id);
  if (row) {
    await deps.realtime.publish('forum', 'reply.created', {
      topicId,
      categoryId: created.categoryId,
      reply: presentPublicReply(row),
      repliesCount: created.repliesCount,
      lastReplyAt: created.createdAt.toISOString(),
    });
  }
  return created.id;
}

/**
 * DELETE /api/forum/replies/:id — the author or a moderator. An accepted answer's topic goes
 * back to 'open' (unless closed). Publishes `forum.reply.deleted`.
 * @throws 404 REPLY_NOT_FOUND, 403 REPLY_FORBIDDEN
 */
export async function deleteReply(deps: ForumDeps, viewer: Viewer, replyId: string): Promise<void> {
  const result = await deps.db.transaction(async (tx) => {
    const deleted = await deleteReplyInTransaction(tx, viewer, replyId);
    // A moderator removing someone else's reply is on record; an author's own delete is not.
    if (deleted.authorId !== viewer.id) {
      await recordAudit(tx, { actor: viewer, action: 'reply.delete', targetType: 'reply', targetId: replyId, targetLabel: deleted.label });
    }
    return deleted.event;
  });
  await deps.realtime.publish('forum', 'reply.deleted', result);
}

/** What `forum.reply.deleted` carries. */
export interface ReplyDeletedEvent {
  topicId: string;
  categoryId: string;
  replyId: string;
  repliesCount: number;
  acceptedReplyId: string | null;
  status: TopicStatus;
}

/**
 * The delete of {@link deleteReply} inside the caller's transaction (also modules/moderation/moderation.content.ts
 * `deleteContent`), without publishing: returns the event to publish, the author and a label
 * (the body's first 80 characters). A hidden reply was already taken out of the counters.
 * @throws 404 REPLY_NOT_FOUND, 403 REPLY_FORBIDDEN
 */
export async function deleteReplyInTransaction(
  tx: Tx,
  viewer: Viewer,
  replyId: string,
): Promise<{ authorId: string; label: string; event: ReplyDeletedEvent }> {
  const [found] = await tx.select({ topicId: forumReplies.topicId }).from(forumReplies).where(eq(forumReplies.id, replyId));
  if (!found) throw notFound('REPLY_NOT_FOUND');
  const topic = await lockTopic(tx, found.topicId);
  const [reply] = await tx
    .select({ authorId: forumReplies.authorId, topicId: forumReplies.topicId, bodyText: forumReplies.bodyText, hiddenAt: forumReplies.hiddenAt })
    .from(forumReplies)
    .where(eq(forumReplies.id, replyId))
    .for('update');
  if (!reply || reply.topicId !== topic.id) throw notFound('REPLY_NOT_FOUND');
  if (reply.authorId !== viewer.id && !isModerator(viewer)) throw forbidden('REPLY_FORBIDDEN');
  const [votes] = await queryRows<{ up: number; down: number }>(
    tx,
    sql`select count(*) filter (where value = 1)::int as up, count(*) filter (where value = -1)::int as down from forum_reply_votes where reply_id = ${replyId}`,
  );
  const wasAccepted = topic.acceptedReplyId === replyId;
  const reputation = -(
    (votes?.up ?? 0) * votePoints(1) +
    (votes?.down ?? 0) * votePoints(-1) +
    (wasAccepted ? acceptedPoints(reply.authorId, topic.authorId) : 0)
  );
  await tx.delete(forumReplies).where(eq(forumReplies.id, replyId));
  const status: TopicStatus = wasAccepted && topic.status === 'answered' ? 'open' : topic.status;
  // Counters count visible replies only: a hidden reply's hide already took it out.
  const counted = reply.hiddenAt ? 0 : 1;
  const [updated] = await tx
    .update(forumTopics)
    .set({
      repliesCount: sql`greatest(${forumTopics.repliesCount} - ${counted}, 0)`,
      ...(wasAccepted ? { acceptedReplyId: null, status } : {}),
    })
    .where(eq(forumTopics.id, topic.id))
    .returning({ repliesCount: forumTopics.repliesCount, acceptedReplyId: forumTopics.acceptedReplyId, status: forumTopics.status });
  await refreshTopicLastReply(tx, topic.id);
  if (counted && !topic.hiddenAt) {
    await tx
      .update(forumCategories)
      .set({ repliesCount: sql`greatest(${forumCategories.repliesCount} - 1, 0)` })
      .where(eq(forumCategories.id, topic.categoryId));
  }
  await addCategoryPosts(tx, topic.categoryId, new Map([[reply.authorId, -1]]));
  await addMemberDeltas(tx, new Map([[reply.authorId, { reputation, posts: -1 }]]));
  await refreshCategoryLastPost(tx, topic.categoryId);
  return { authorId: reply.authorId, label: reply.bodyText.slice(0, 80), event: { topicId: topic.id, categoryId: topic.categoryId, replyId, ...updated! } };
}

/**
 * Hides or shows a reply, in the caller's transaction: its topic's replies count and last reply
 * (and its category's, while the topic is visible) count visible replies only.
 * @throws 404 REPLY_NOT_FOUND
 */
export async function setReplyHiddenInTransaction(
  tx: Tx,
  actor: Viewer,
  replyId: string,
  hidden: boolean,
  reason: string | null,
): Promise<{ label: string; authorId: string }> {
  const [found] = await tx.select({ topicId: forumReplies.topicId }).from(forumReplies).where(eq(forumReplies.id, replyId));
  if (!found) throw notFound('REPLY_NOT_FOUND');
  const topic = await lockTopic(tx, found.topicId);
  const [reply] = await tx
    .select({ authorId: forumReplies.authorId, bodyText: forumReplies.bodyText, hiddenAt: forumReplies.hiddenAt })
    .from(forumReplies)
    .where(eq(forumReplies.id, replyId))
    .for('update');
  if (!reply) throw notFound('REPLY_NOT_FOUND');
  if (Boolean(reply.hiddenAt) !== hidden) {
    await tx
      .update(forumReplies)
      .set(hidden ? { hiddenAt: sql`now()`, hiddenBy: actor.id, hiddenReason: reason } : { hiddenAt: null, hiddenBy: null, hiddenReason: null })
      .where(eq(forumReplies.id, replyId));
    const sign = hidden ? -1 : 1;
    await tx
      .update(forumTopics)
      .set({ repliesCount: sql`greatest(${forumTopics.repliesCount} + ${sign}, 0)` })
      .where(eq(forumTopics.id, topic.id));
    await refreshTopicLastReply(tx, topic.id);
    if (!topic.hiddenAt) {
      await tx
        .update(forumCategories)
        .set({ repliesCount: sql`greatest(${forumCategories.repliesCount} + ${sign}, 0)` })
        .where(eq(forumCategories.id, topic.categoryId));
      await refreshCategoryLastPost(tx, topic.categoryId);
    }
  } else if (hidden) {
    await tx.update(forumReplies).set({ hiddenReason: reason }).where(eq(forumReplies.id, replyId));
  }
  return { label: reply.bodyText.slice(0, 80), authorId: reply.authorId };
}
