/** Forum topics: create, moderate (pin, lock, close, move), delete, hide/show, and view counts. */
import { eq, sql } from 'drizzle-orm';
import { type NewTopicData, type TopicModerationInput, type TopicStatus } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { forumCategories, forumReplies, forumTopicViews, forumTopics } from '../../db/schema/index.ts';
import { forumTopicSearchText, titleSuggestText } from '../../db/search-text.ts';
import { recordAudit } from '../../lib/audit.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { isModerator, type Viewer } from '../../lib/session.ts';
import { presentTopic } from './forum.presenter.ts';
import { selectTopic } from './forum.queries.ts';
import { type ForumDeps, type Tx, votePoints, acceptedPoints, lockTopic, addMemberDeltas, addCategoryPosts, refreshCategoryLastPost, richBody, notifyMentions } from './forum.tx.ts';

/**
 * POST /api/forum/topics — a new question or discussion by a verified member. The body is
 * sanitised (lib/rich-text.ts); publishes `forum.topic.created`.
 * @throws 404 FORUM_CATEGORY_NOT_FOUND, 400 TOPIC_BODY_EMPTY (a discussion with nothing in its body)
 */
export async function createTopic(deps: ForumDeps, viewer: Viewer, input: NewTopicData): Promise<string> {
  const body = richBody(input.body);
  if (input.kind === 'discussion' && body.isEmpty) throw badRequest('TOPIC_BODY_EMPTY', { body: 'TOPIC_BODY_EMPTY' });
  const id = await deps.db.transaction(async (tx) => {
    const [category] = await tx.select({ id: forumCategories.id }).from(forumCategories).where(eq(forumCategories.id, input.categoryId)).for('update');
    if (!category) throw notFound('FORUM_CATEGORY_NOT_FOUND');
    const [topic] = await tx
      .insert(forumTopics)
      .values({
        categoryId: input.categoryId,
        authorId: viewer.id,
        kind: input.kind,
        title: input.title,
        bodyHtml: body.isEmpty ? '' : body.bodyHtml,
        bodyText: body.bodyText,
        tags: input.tags,
        isUrgent: input.isUrgent,
        searchText: forumTopicSearchText({ title: input.title, tags: input.tags, author: viewer.username, bodyText: body.bodyText }),
        suggestText: titleSuggestText(input),
      })
      .returning({ id: forumTopics.id });
    await tx
      .update(forumCategories)
      .set({
        topicsCount: sql`${forumCategories.topicsCount} + 1`,
        // now(): the transaction's time, the same as the row's created_at default (to the microsecond).
        lastPostAt: sql`now()`,
        lastPostTopicId: topic!.id,
        lastPostUserId: viewer.id,
      })
      .where(eq(forumCategories.id, input.categoryId));
    await addCategoryPosts(tx, input.categoryId, new Map([[viewer.id, 1]]));
    await addMemberDeltas(tx, new Map([[viewer.id, { posts: 1 }]]));
    await emitDomainEvent(tx, { type: 'topic.created', actorId: viewer.id, topicId: topic!.id, kind: input.kind });
    await notifyMentions(tx, viewer.id, `${input.title}\n${body.bodyText}`, topic!.id, null);
    return topic!.id;
  });
  const row = await selectTopic(deps.db, id);
  if (row) await deps.realtime.publish('forum', 'topic.created', presentTopic(row));
  return id;
}

/**
 * PATCH /api/forum/topics/:id — `status` (close/reopen) by the asker or a moderator; `isPinned`
 * and `isLocked` by moderators. Reopening gives 'answered' back when an answer is accepted.
 * Publishes `forum.topic.updated`.
 * @throws 404 TOPIC_NOT_FOUND, 403 TOPIC_FORBIDDEN / MODERATION_FORBIDDEN
 */
export async function moderateTopic(deps: ForumDeps, viewer: Viewer, topicId: string, patch: TopicModerationInput): Promise<void> {
  const moderator = isModerator(viewer);
  const result = await deps.db.transaction(async (tx) => {
    const topic = await lockTopic(tx, topicId);
    if ((patch.isPinned !== undefined || patch.isLocked !== undefined) && !moderator) throw forbidden('MODERATION_FORBIDDEN');
    if (patch.status !== undefined && !moderator && topic.authorId !== viewer.id) throw forbidden('TOPIC_FORBIDDEN');
    const status: TopicStatus | undefined =
      patch.status === 'closed' ? 'closed' : patch.status === 'open' ? (topic.acceptedReplyId ? 'answered' : 'open') : undefined;
    const [row] = await tx
      .update(forumTopics)
      .set({
        ...(patch.isPinned !== undefined ? { isPinned: patch.isPinned } : {}),
        ...(patch.isLocked !== undefined ? { isLocked: patch.isLocked } : {}),
        ...(status ? { status } : {}),
        updatedAt: new Date(),
      })
      .where(eq(forumTopics.id, topicId))
      .returning({ isPinned: forumTopics.isPinned, isLocked: forumTopics.isLocked, status: forumTopics.status, categoryId: forumTopics.categoryId });
    // Pin/lock, and a moderator closing or reopening someone else's topic, are on record.
    if (patch.isPinned !== undefined || patch.isLocked !== undefined || (status && topic.authorId !== viewer.id)) {
      const verbs = [
        ...(patch.isPinned !== undefined ? [patch.isPinned ? 'pin' : 'unpin'] : []),
        ...(patch.isLocked !== undefined ? [patch.isLocked ? 'lock' : 'unlock'] : []),
        ...(status ? [status === 'closed' ? 'close' : 'reopen'] : []),
      ];
      await recordAudit(tx, {
        actor: viewer,
        action: verbs.length === 1 ? `topic.${verbs[0]}` : 'topic.moderate',
        targetType: 'topic',
        targetId: topicId,
        targetLabel: topic.title,
        before: {
          ...(patch.isPinned !== undefined ? { isPinned: topic.isPinned } : {}),
          ...(patch.isLocked !== undefined ? { isLocked: topic.isLocked } : {}),
          ...(status ? { status: topic.status } : {}),
        },
        after: {
          ...(patch.isPinned !== undefined ? { isPinned: row!.isPinned } : {}),
          ...(patch.isLocked !== undefined ? { isLocked: row!.isLocked } : {}),
          ...(status ? { status: row!.status } : {}),
        },
      });
    }
    return row!;
  });
  await deps.realtime.publish('forum', 'topic.updated', { topicId, categoryId: result.categoryId, isPinned: result.isPinned, isLocked: result.isLocked, status: result.status });
}

/**
 * DELETE /api/forum/topics/:id — the author while it has no answer, or a moderator. Its replies,
 * votes and views go with it; every counter they fed is taken back. Publishes `forum.topic.deleted`.
 * @throws 404 TOPIC_NOT_FOUND, 403 TOPIC_FORBIDDEN / TOPIC_HAS_ANSWERS
 */
export async function deleteTopic(deps: ForumDeps, viewer: Viewer, topicId: string): Promise<void> {
  const { categoryId } = await deps.db.transaction(async (tx) => {
    const deleted = await deleteTopicInTransaction(tx, viewer, topicId);
    // A moderator removing someone else's topic is on record; an author's own delete is not.
    if (deleted.authorId !== viewer.id) {
      await recordAudit(tx, { actor: viewer, action: 'topic.delete', targetType: 'topic', targetId: topicId, targetLabel: deleted.title });
    }
    return deleted;
  });
  await deps.realtime.publish('forum', 'topic.deleted', { topicId, categoryId });
}

/**
 * The delete of {@link deleteTopic} inside the caller's transaction (also modules/moderation/moderation.content.ts
 * `deleteContent`), without the realtime event. Category counters count visible topics and
 * replies only: a hidden topic's delete leaves them (its hide already took them back).
 * @throws 404 TOPIC_NOT_FOUND, 403 TOPIC_FORBIDDEN
 */
export async function deleteTopicInTransaction(tx: Tx, viewer: Viewer, topicId: string): Promise<{ categoryId: string; authorId: string; title: string }> {
  const topic = await lockTopic(tx, topicId);
  if (topic.authorId !== viewer.id && !isModerator(viewer)) throw forbidden('TOPIC_FORBIDDEN');
  // Others' answers are theirs too: once a topic has answers only a moderator removes it.
  if (!isModerator(viewer)) {
    const [answered] = await queryRows(tx, sql`select 1 from forum_replies where topic_id = ${topicId} limit 1`);
    if (answered) throw forbidden('TOPIC_HAS_ANSWERS');
  }
  // Lock the replies: a vote on one of them either committed before (counted below) or waits and then finds it gone.
  await tx.select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.topicId, topicId)).for('update');
  const members = new Map<string, { reputation: number; posts: number }>();
  const add = (userId: string, reputation: number, posts: number) => {
    const m = members.get(userId) ?? { reputation: 0, posts: 0 };
    m.reputation += reputation;
    m.posts += posts;
    members.set(userId, m);
  };
  const [topicVotes] = await queryRows<{ up: number; down: number }>(
    tx,
    sql`select count(*) filter (where value = 1)::int as up, count(*) filter (where value = -1)::int as down from forum_topic_votes where topic_id = ${topicId}`,
  );
  add(topic.authorId, -((topicVotes?.up ?? 0) * votePoints(1) + (topicVotes?.down ?? 0) * votePoints(-1)), -1);
  const replyAuthors = await queryRows<{ author_id: string; posts: number; up: number; down: number; accepted: boolean }>(
    tx,
    sql`select r.author_id, count(distinct r.id)::int as posts,
            count(v.*) filter (where v.value = 1)::int as up, count(v.*) filter (where v.value = -1)::int as down,
            bool_or(r.id = ${topic.acceptedReplyId}) as accepted
          from forum_replies r left join forum_reply_votes v on v.reply_id = r.id
          where r.topic_id = ${topicId} group by r.author_id`,
  );
  const categoryPosts = new Map<string, number>([[topic.authorId, -1]]);
  for (const r of replyAuthors) {
    const accepted = r.accepted ? acceptedPoints(r.author_id, topic.authorId) : 0;
    add(r.author_id, -(r.up * votePoints(1) + r.down * votePoints(-1) + accepted), -r.posts);
    categoryPosts.set(r.author_id, (categoryPosts.get(r.author_id) ?? 0) - r.posts);
  }
  await tx.delete(forumTopics).where(eq(forumTopics.id, topicId));
  if (!topic.hiddenAt) {
    await tx
      .update(forumCategories)
      .set({
        topicsCount: sql`greatest(${forumCategories.topicsCount} - 1, 0)`,
        repliesCount: sql`greatest(${forumCategories.repliesCount} - ${topic.repliesCount}, 0)`,
      })
      .where(eq(forumCategories.id, topic.categoryId));
  }
  await addCategoryPosts(tx, topic.categoryId, categoryPosts);
  await addMemberDeltas(tx, members);
  await refreshCategoryLastPost(tx, topic.categoryId);
  return { categoryId: topic.categoryId, authorId: topic.authorId, title: topic.title };
}

/**
 * Counts a view of a topic at most once per visitor per UTC day (lib/visitor.ts keys: a view
 * counts only when none of the keys was counted). Returns the current count.
 * @throws 404 TOPIC_NOT_FOUND
 */
export async function countTopicView(db: Db, topicId: string, visitorKeys: readonly string[], day: string): Promise<{ viewsCount: number; counted: boolean }> {
  const keys = [...new Set(visitorKeys)];
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ viewsCount: forumTopics.viewsCount }).from(forumTopics).where(eq(forumTopics.id, topicId));
    if (!current) throw notFound('TOPIC_NOT_FOUND');
    const inserted = await tx
      .insert(forumTopicViews)
      .values(keys.map((visitorKey) => ({ topicId, visitorKey, day })))
      .onConflictDoNothing()
      .returning({ t: forumTopicViews.topicId });
    if (inserted.length < keys.length) return { viewsCount: current.viewsCount, counted: false };
    const [row] = await tx
      .update(forumTopics)
      .set({ viewsCount: sql`${forumTopics.viewsCount} + 1` })
      .where(eq(forumTopics.id, topicId))
      .returning({ viewsCount: forumTopics.viewsCount });
    return { viewsCount: row!.viewsCount, counted: true };
  });
}

/**
 * Hides or shows a topic (modules/moderation/moderation.content.ts `setContentHidden`), in the caller's transaction:
 * the category's counters and last post count visible topics only. Returns the title and
 * author; a topic already in that state changes nothing (hiding again updates the reason).
 * @throws 404 TOPIC_NOT_FOUND
 */
export async function setTopicHiddenInTransaction(
  tx: Tx,
  actor: Viewer,
  topicId: string,
  hidden: boolean,
  reason: string | null,
): Promise<{ title: string; authorId: string }> {
  const topic = await lockTopic(tx, topicId);
  if (Boolean(topic.hiddenAt) !== hidden) {
    await tx
      .update(forumTopics)
      .set(hidden ? { hiddenAt: sql`now()`, hiddenBy: actor.id, hiddenReason: reason } : { hiddenAt: null, hiddenBy: null, hiddenReason: null })
      .where(eq(forumTopics.id, topicId));
    const sign = hidden ? -1 : 1;
    await tx
      .update(forumCategories)
      .set({
        topicsCount: sql`greatest(${forumCategories.topicsCount} + ${sign}, 0)`,
        repliesCount: sql`greatest(${forumCategories.repliesCount} + ${sign * topic.repliesCount}, 0)`,
      })
      .where(eq(forumCategories.id, topic.categoryId));
    await refreshCategoryLastPost(tx, topic.categoryId);
  } else if (hidden) {
    await tx.update(forumTopics).set({ hiddenReason: reason }).where(eq(forumTopics.id, topicId));
  }
  return { title: topic.title, authorId: topic.authorId };
}
