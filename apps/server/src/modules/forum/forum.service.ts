/**
 * Q&A and forum logic (spec community §2–§5, §8; docs/decisions/006-discussion-model.md).
 * Knows nothing of HTTP: takes the viewer and validated input, throws `AppError` codes.
 *
 * Consistency rules:
 * - Every counter changes in the transaction of the rows it counts: topics' replies/score/
 *   up votes, replies' score/up votes, categories' topics/replies/last post, the members of a
 *   category (`forum_category_members`), members' reputation and posts (`forum_members`).
 * - Rows are locked in one order — topic, reply, category, members (by id) — so concurrent
 *   writes wait for each other instead of deadlocking; votes lock their target row first, so
 *   ten concurrent votes of one member leave one vote and exact counters.
 * - Realtime events are published after the transaction committed (never for a rolled-back
 *   write), through `deps.realtime`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  REPUTATION_POINTS,
  type AcceptInput,
  type forumCategoryInput,
  type forumCategoryUpdateInput,
  type ForumStats,
  type NewTopicData,
  type TopicModerationInput,
  type TopicStatus,
  type VoteState,
  type VoteValue,
  ONLINE_WINDOW_MS,
} from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import {
  forumCategories,
  forumCategoryMembers,
  forumMembers,
  forumReplies,
  forumReplyVotes,
  forumTopicVotes,
  forumTopicViews,
  forumTopics,
  profiles,
} from '../../db/schema/index.ts';
import { forumTopicSearchText } from '../../db/search-text.ts';
import { activeMember } from '../../db/visibility.ts';
import { recordAudit } from '../../lib/audit.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { RealtimeHub } from '../../lib/realtime.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import { isModerator, type Viewer } from '../../lib/session.ts';
import { presentPublicReply, presentTopic } from './forum.presenter.ts';
import { selectReply, selectTopic } from './forum.queries.ts';

export interface ForumDeps {
  db: Db;
  realtime: RealtimeHub;
}

/** Reputation points of one vote value. */
export const votePoints = (value: number): number => (value === 1 ? REPUTATION_POINTS.upvote : value === -1 ? REPUTATION_POINTS.downvote : 0);

/** Points an accepted answer gives its author: none when the asker accepted their own reply. */
const acceptedPoints = (replyAuthorId: string, topicAuthorId: string) => (replyAuthorId === topicAuthorId ? 0 : REPUTATION_POINTS.accepted);

type Tx = Db;
/** Validated category bodies (defaults applied). */
export type CategoryData = z.output<typeof forumCategoryInput>;
export type CategoryUpdateData = z.output<typeof forumCategoryUpdateInput>;

interface LockedTopic {
  id: string;
  categoryId: string;
  authorId: string;
  kind: 'question' | 'discussion';
  status: TopicStatus;
  isLocked: boolean;
  isPinned: boolean;
  acceptedReplyId: string | null;
  title: string;
  repliesCount: number;
  hiddenAt: Date | null;
}

/** Locks a topic row for the transaction. @throws 404 TOPIC_NOT_FOUND */
async function lockTopic(tx: Tx, id: string): Promise<LockedTopic> {
  const [row] = await tx
    .select({
      id: forumTopics.id,
      categoryId: forumTopics.categoryId,
      authorId: forumTopics.authorId,
      kind: forumTopics.kind,
      status: forumTopics.status,
      isLocked: forumTopics.isLocked,
      isPinned: forumTopics.isPinned,
      acceptedReplyId: forumTopics.acceptedReplyId,
      title: forumTopics.title,
      repliesCount: forumTopics.repliesCount,
      hiddenAt: forumTopics.hiddenAt,
    })
    .from(forumTopics)
    .where(eq(forumTopics.id, id))
    .for('update');
  if (!row) throw notFound('TOPIC_NOT_FOUND');
  return row;
}

/** Adds reputation and post deltas to members (rows created on first need), in id order. */
async function addMemberDeltas(tx: Tx, deltas: Map<string, { reputation?: number; posts?: number }>) {
  const entries = [...deltas].filter(([, d]) => (d.reputation ?? 0) !== 0 || (d.posts ?? 0) !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [userId, d] of entries) {
    await tx
      .insert(forumMembers)
      .values({ userId, reputation: d.reputation ?? 0, postsCount: Math.max(0, d.posts ?? 0) })
      .onConflictDoUpdate({
        target: forumMembers.userId,
        set: {
          reputation: sql`${forumMembers.reputation} + ${d.reputation ?? 0}`,
          postsCount: sql`greatest(${forumMembers.postsCount} + ${d.posts ?? 0}, 0)`,
        },
      });
  }
}

/** Adds post deltas to the members of a category; rows at 0 posts are removed. */
async function addCategoryPosts(tx: Tx, categoryId: string, deltas: Map<string, number>) {
  const entries = [...deltas].filter(([, d]) => d !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [userId, d] of entries) {
    if (d > 0) {
      await tx
        .insert(forumCategoryMembers)
        .values({ categoryId, userId, postsCount: d })
        .onConflictDoUpdate({ target: [forumCategoryMembers.categoryId, forumCategoryMembers.userId], set: { postsCount: sql`${forumCategoryMembers.postsCount} + ${d}` } });
    } else {
      const where = and(eq(forumCategoryMembers.categoryId, categoryId), eq(forumCategoryMembers.userId, userId));
      await tx.update(forumCategoryMembers).set({ postsCount: sql`${forumCategoryMembers.postsCount} + ${d}` }).where(where);
      await tx.delete(forumCategoryMembers).where(and(where, sql`${forumCategoryMembers.postsCount} <= 0`));
    }
  }
}

/**
 * Re-reads a category's last post (the topic with the latest activity: its last reply, else its
 * creation) after a delete. Uses the activity index.
 */
async function refreshCategoryLastPost(tx: Tx, categoryId: string) {
  await tx.execute(sql`
    update forum_categories c set
      last_post_at = x.at, last_post_topic_id = x.id, last_post_user_id = x.user_id
    from (select null::int as dummy) d
    left join lateral (
      select t.id, coalesce(t.last_reply_at, t.created_at) as at, coalesce(t.last_reply_user_id, t.author_id) as user_id
      from forum_topics t where t.category_id = ${categoryId} and t.hidden_at is null
      order by coalesce(t.last_reply_at, t.created_at) desc, t.id desc nulls last limit 1
    ) x on true
    where c.id = ${categoryId}`);
}

/** Re-reads a topic's last reply (time and author) after a reply was deleted. */
async function refreshTopicLastReply(tx: Tx, topicId: string) {
  await tx.execute(sql`
    update forum_topics t set last_reply_at = x.created_at, last_reply_user_id = x.author_id
    from (select null::int as dummy) d
    left join lateral (
      select r.created_at, r.author_id from forum_replies r where r.topic_id = ${topicId} and r.hidden_at is null
      order by r.created_at desc, r.id desc limit 1
    ) x on true
    where t.id = ${topicId}`);
}

/** Sanitised body, its plain text, and whether it shows anything (text or an image). */
function richBody(html: string) {
  const bodyHtml = sanitizeRichText(html);
  const bodyText = richTextToPlain(bodyHtml);
  return { bodyHtml, bodyText, isEmpty: bodyText === '' && !/<img\s/i.test(bodyHtml) };
}

// ── Categories ───────────────────────────────────────────────────────────────────────

/** Admin: POST /api/forum/categories; one audit row `forum_category.create`. @throws 409 FORUM_CATEGORY_EXISTS */
export async function createCategory(db: Db, actor: Viewer, input: CategoryData): Promise<string> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(forumCategories)
      .values({
        id: input.id,
        name: input.name,
        nameEn: input.nameEn,
        description: input.description,
        descriptionEn: input.descriptionEn,
        icon: input.icon,
        isQa: input.isQa,
        position: input.position,
      })
      .onConflictDoNothing()
      .returning({ id: forumCategories.id });
    if (!inserted.length) throw conflict('FORUM_CATEGORY_EXISTS', { id: 'FORUM_CATEGORY_EXISTS' });
    await recordAudit(tx, {
      actor,
      action: 'forum_category.create',
      targetType: 'forum_category',
      targetId: input.id,
      targetLabel: input.name,
      after: { ...input },
    });
    return input.id;
  });
}

/** Admin: PUT /api/forum/categories/:id; one audit row `forum_category.update` (before/after). @throws 404 FORUM_CATEGORY_NOT_FOUND */
export async function updateCategory(db: Db, actor: Viewer, id: string, input: CategoryUpdateData): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        name: forumCategories.name,
        nameEn: forumCategories.nameEn,
        description: forumCategories.description,
        descriptionEn: forumCategories.descriptionEn,
        icon: forumCategories.icon,
        isQa: forumCategories.isQa,
        position: forumCategories.position,
      })
      .from(forumCategories)
      .where(eq(forumCategories.id, id))
      .for('update');
    if (!before) throw notFound('FORUM_CATEGORY_NOT_FOUND');
    const updated = await tx
      .update(forumCategories)
      .set({
        name: input.name,
        nameEn: input.nameEn,
        description: input.description,
        descriptionEn: input.descriptionEn,
        icon: input.icon,
        isQa: input.isQa,
        position: input.position,
      })
      .where(eq(forumCategories.id, id))
      .returning({ id: forumCategories.id });
    if (!updated.length) throw notFound('FORUM_CATEGORY_NOT_FOUND');
    await recordAudit(tx, {
      actor,
      action: 'forum_category.update',
      targetType: 'forum_category',
      targetId: id,
      targetLabel: input.name,
      before,
      after: { ...input },
    });
  });
}

/**
 * Admin: DELETE /api/forum/categories/:id — refused while it has topics.
 * @throws 404 FORUM_CATEGORY_NOT_FOUND, 409 FORUM_CATEGORY_NOT_EMPTY
 */
export async function deleteCategory(db: Db, actor: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: forumCategories.id, name: forumCategories.name }).from(forumCategories).where(eq(forumCategories.id, id)).for('update');
    if (!row) throw notFound('FORUM_CATEGORY_NOT_FOUND');
    const [topic] = await tx.select({ id: forumTopics.id }).from(forumTopics).where(eq(forumTopics.categoryId, id)).limit(1);
    if (topic) throw conflict('FORUM_CATEGORY_NOT_EMPTY');
    await tx.delete(forumCategories).where(eq(forumCategories.id, id));
    await recordAudit(tx, { actor, action: 'forum_category.delete', targetType: 'forum_category', targetId: id, targetLabel: row.name });
  });
}

// ── Topics ───────────────────────────────────────────────────────────────────────────

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
 * DELETE /api/forum/topics/:id — the author or a moderator. Its replies, votes and views go
 * with it; every counter they fed is taken back. Publishes `forum.topic.deleted`.
 * @throws 404 TOPIC_NOT_FOUND, 403 TOPIC_FORBIDDEN
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

// ── Replies ──────────────────────────────────────────────────────────────────────────

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

/**
 * PUT /api/forum/topics/:id/accepted-reply — the asker (or an admin) of a question chooses the
 * best answer ('En İyi Cevap'); another reply switches it, `null` withdraws it. The status
 * becomes 'answered' ('Cevaplandı'), or 'open' again (a closed question stays closed). The
 * answer's author gains REPUTATION_POINTS.accepted (not for accepting one's own reply).
 * Publishes `forum.reply.accepted`. An admin's change on someone else's question writes one audit
 * row `topic.accept` (before/after accepted reply).
 * @throws 404 TOPIC_NOT_FOUND / REPLY_NOT_FOUND, 400 ACCEPT_NOT_QUESTION, 403 ACCEPT_FORBIDDEN
 */
export async function acceptReply(deps: ForumDeps, viewer: Viewer, topicId: string, input: AcceptInput): Promise<void> {
  const replyId = input.replyId ?? null;
  const result = await deps.db.transaction(async (tx) => {
    const topic = await lockTopic(tx, topicId);
    if (topic.authorId !== viewer.id && viewer.role !== 'admin') throw forbidden('ACCEPT_FORBIDDEN');
    if (topic.kind !== 'question') throw badRequest('ACCEPT_NOT_QUESTION');
    let newAuthor: string | null = null;
    if (replyId) {
      const [reply] = await tx
        .select({ authorId: forumReplies.authorId })
        .from(forumReplies)
        .where(and(eq(forumReplies.id, replyId), eq(forumReplies.topicId, topicId)));
      if (!reply) throw notFound('REPLY_NOT_FOUND');
      newAuthor = reply.authorId;
    }
    const status: TopicStatus = topic.status === 'closed' ? 'closed' : replyId ? 'answered' : 'open';
    if (topic.acceptedReplyId === replyId) return { categoryId: topic.categoryId, status: topic.status, changed: false };
    const deltas = new Map<string, { reputation: number }>();
    if (topic.acceptedReplyId) {
      const [old] = await tx.select({ authorId: forumReplies.authorId }).from(forumReplies).where(eq(forumReplies.id, topic.acceptedReplyId));
      if (old) deltas.set(old.authorId, { reputation: -acceptedPoints(old.authorId, topic.authorId) });
    }
    if (newAuthor) {
      const d = deltas.get(newAuthor) ?? { reputation: 0 };
      d.reputation += acceptedPoints(newAuthor, topic.authorId);
      deltas.set(newAuthor, d);
    }
    await tx.update(forumTopics).set({ acceptedReplyId: replyId, status, updatedAt: new Date() }).where(eq(forumTopics.id, topicId));
    await addMemberDeltas(tx, deltas);
    if (replyId && newAuthor) await emitDomainEvent(tx, { type: 'reply.accepted', actorId: viewer.id, topicId, replyId, replyAuthorId: newAuthor });
    // An admin choosing for someone else's question is on record; the asker is not.
    if (topic.authorId !== viewer.id) {
      await recordAudit(tx, {
        actor: viewer,
        action: 'topic.accept',
        targetType: 'topic',
        targetId: topicId,
        targetLabel: topic.title,
        before: { acceptedReplyId: topic.acceptedReplyId },
        after: { acceptedReplyId: replyId },
      });
    }
    return { categoryId: topic.categoryId, status, changed: true };
  });
  if (result.changed) await deps.realtime.publish('forum', 'reply.accepted', { topicId, categoryId: result.categoryId, replyId, status: result.status });
}

// ── Votes ────────────────────────────────────────────────────────────────────────────

interface VoteTarget {
  target: 'topic' | 'reply';
  id: string;
}

/**
 * PUT /api/forum/topics/:id/vote and PUT /api/forum/replies/:id/vote — one vote per member and
 * target: 1 up, -1 down, 0 removes; changing replaces. Never on one's own post. The target row
 * is locked first, so concurrent votes of one member serialise: one vote row, exact counters.
 * The author's reputation moves by the points' difference. Publishes `forum.vote.changed`
 * when something changed.
 * @throws 404 TOPIC_NOT_FOUND / REPLY_NOT_FOUND, 403 OWN_VOTE
 */
export async function castVote(deps: ForumDeps, viewer: Viewer, { target, id }: VoteTarget, value: VoteValue): Promise<VoteState> {
  const result = await deps.db.transaction(async (tx) => {
    let authorId: string;
    let topicId: string;
    if (target === 'topic') {
      const topic = await lockTopic(tx, id);
      authorId = topic.authorId;
      topicId = topic.id;
    } else {
      const [reply] = await tx
        .select({ authorId: forumReplies.authorId, topicId: forumReplies.topicId })
        .from(forumReplies)
        .where(eq(forumReplies.id, id))
        .for('update');
      if (!reply) throw notFound('REPLY_NOT_FOUND');
      authorId = reply.authorId;
      topicId = reply.topicId;
    }
    if (authorId === viewer.id) throw forbidden('OWN_VOTE');
    const votes = target === 'topic' ? forumTopicVotes : forumReplyVotes;
    const targetColumn = target === 'topic' ? forumTopicVotes.topicId : forumReplyVotes.replyId;
    const mine = and(eq(votes.userId, viewer.id), eq(targetColumn, id));
    const [existing] = await tx.select({ value: votes.value }).from(votes).where(mine);
    const old = (existing?.value ?? 0) as VoteValue;
    if (old !== value) {
      if (value === 0) await tx.delete(votes).where(mine);
      else if (old === 0) {
        if (target === 'topic') await tx.insert(forumTopicVotes).values({ userId: viewer.id, topicId: id, value });
        else await tx.insert(forumReplyVotes).values({ userId: viewer.id, replyId: id, value });
      } else await tx.update(votes).set({ value, createdAt: new Date() }).where(mine);
    }
    const scoreDelta = value - old;
    const upDelta = (value === 1 ? 1 : 0) - (old === 1 ? 1 : 0);
    const counters =
      target === 'topic'
        ? await tx
            .update(forumTopics)
            .set({ score: sql`${forumTopics.score} + ${scoreDelta}`, upvotesCount: sql`${forumTopics.upvotesCount} + ${upDelta}` })
            .where(eq(forumTopics.id, id))
            .returning({ score: forumTopics.score, upvotesCount: forumTopics.upvotesCount })
        : await tx
            .update(forumReplies)
            .set({ score: sql`${forumReplies.score} + ${scoreDelta}`, upvotesCount: sql`${forumReplies.upvotesCount} + ${upDelta}` })
            .where(eq(forumReplies.id, id))
            .returning({ score: forumReplies.score, upvotesCount: forumReplies.upvotesCount });
    await addMemberDeltas(tx, new Map([[authorId, { reputation: votePoints(value) - votePoints(old) }]]));
    return { topicId, changed: old !== value, score: counters[0]!.score, upvotesCount: counters[0]!.upvotesCount };
  });
  if (result.changed) {
    await deps.realtime.publish('forum', 'vote.changed', { target, id, topicId: result.topicId, score: result.score, upvotesCount: result.upvotesCount });
  }
  return { myVote: value, score: result.score, upvotesCount: result.upvotesCount };
}

// ── Members ──────────────────────────────────────────────────────────────────────────

/**
 * GET /api/forum/stats — real counts: topics, replies, distinct authors, members seen within
 * ONLINE_WINDOW_MS (profiles.last_seen_at, lib/presence.ts) and the experts among them, plus up
 * to 20 of those members, most recently seen first.
 */
export async function forumStats(db: Db, now = new Date()): Promise<Omit<ForumStats, 'online'> & { onlineIds: string[] }> {
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
  const [[counts], online] = await Promise.all([
    queryRows<{ topics: number; replies: number; members: number; online: number; experts: number }>(
      db,
      sql`select
            (select coalesce(sum(topics_count), 0)::int from forum_categories) as topics,
            (select coalesce(sum(replies_count), 0)::int from forum_categories) as replies,
            (select count(*)::int from forum_members where posts_count > 0) as members,
            (select count(*)::int from profiles where last_seen_at > ${since}) as online,
            (select count(*)::int from profiles where last_seen_at > ${since} and is_expert) as experts`,
    ),
    db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(sql`${profiles.lastSeenAt} > ${since}`)
      .orderBy(sql`${profiles.lastSeenAt} desc nulls last`)
      .limit(20),
  ]);
  return {
    topics: counts?.topics ?? 0,
    replies: counts?.replies ?? 0,
    members: counts?.members ?? 0,
    onlineMembers: counts?.online ?? 0,
    expertsOnline: counts?.experts ?? 0,
    onlineIds: online.map((o) => o.userId),
  };
}

/** GET /api/forum/top-members — the most reputable members with posts (Top member), banned members left out. */
export async function topMemberIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: forumMembers.userId })
    .from(forumMembers)
    .where(sql`${forumMembers.postsCount} > 0 and ${activeMember(forumMembers.userId)}`)
    .orderBy(sql`${forumMembers.reputation} desc nulls last`, forumMembers.userId)
    .limit(limit);
  return rows.map((r) => r.userId);
}

/**
 * Admin: PUT /api/admin/users/:id/expert — grants or withdraws 'Uzman'; one audit row
 * `user.expert` (before/after). @throws 404 USER_NOT_FOUND
 */
export async function setExpert(db: Db, actor: Viewer, userId: string, isExpert: boolean): Promise<{ isExpert: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<{ is_expert: boolean; username: string | null }>(
      tx,
      sql`select p.is_expert, u.display_username as username from profiles p join users u on u.id = p.user_id where p.user_id = ${userId} for update of p`,
    );
    if (!before) throw notFound('USER_NOT_FOUND');
    const updated = await tx.update(profiles).set({ isExpert }).where(eq(profiles.userId, userId)).returning({ isExpert: profiles.isExpert });
    await recordAudit(tx, {
      actor,
      action: 'user.expert',
      targetType: 'user',
      targetId: userId,
      targetLabel: before.username,
      before: { isExpert: before.is_expert },
      after: { isExpert },
    });
    return { isExpert: updated[0]!.isExpert };
  });
}
