/**
 * What every forum write shares inside its transaction: row locks, counter deltas, last-post
 * refreshes, reputation points and the sanitised body (the writes: forum.service.ts).
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
import { mentionedUsernames, newlyMentionedUsernames, REPUTATION_POINTS, type TopicStatus } from '@garaj/shared';
import { type Db } from '../../db/client.ts';
import { forumCategoryMembers, forumMembers, forumTopics } from '../../db/schema/index.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { notFound } from '../../lib/errors.ts';
import type { RealtimeHub } from '../../lib/realtime.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import { mentionableMembers } from '../users/index.ts';

export interface ForumDeps {
  db: Db;
  realtime: RealtimeHub;
}

/** Reputation points of one vote value. */
export const votePoints = (value: number): number => (value === 1 ? REPUTATION_POINTS.upvote : value === -1 ? REPUTATION_POINTS.downvote : 0);

/** Points an accepted answer gives its author: none when the asker accepted their own reply. */
export const acceptedPoints = (replyAuthorId: string, topicAuthorId: string) => (replyAuthorId === topicAuthorId ? 0 : REPUTATION_POINTS.accepted);

/** A transaction (Drizzle gives it the database's type). */
export type Tx = Db;

/** The topic columns a write reads under its row lock. */
export interface LockedTopic {
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
export async function lockTopic(tx: Tx, id: string): Promise<LockedTopic> {
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
export async function addMemberDeltas(tx: Tx, deltas: Map<string, { reputation?: number; posts?: number }>) {
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
export async function addCategoryPosts(tx: Tx, categoryId: string, deltas: Map<string, number>) {
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
export async function refreshCategoryLastPost(tx: Tx, categoryId: string) {
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
export async function refreshTopicLastReply(tx: Tx, topicId: string) {
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
export function richBody(html: string) {
  const bodyHtml = sanitizeRichText(html);
  const bodyText = richTextToPlain(bodyHtml);
  return { bodyHtml, bodyText, isEmpty: bodyText === '' && !/<img\s/i.test(bodyHtml) };
}

/**
 * Tells the members a topic or an answer mentions (`@username` in its text; at most MENTION_LIMIT,
 * only those the author may reach: mentionableMembers) through `member.mentioned`, in `tx`. After
 * an edit (`previousText`: the text it replaced) only the members the new text names for the
 * first time: the others heard of it already.
 */
export async function notifyMentions(tx: Tx, actorId: string, text: string, topicId: string, replyId: string | null, previousText?: string): Promise<void> {
  const names = previousText === undefined ? mentionedUsernames(text) : newlyMentionedUsernames(text, previousText);
  const userIds = await mentionableMembers(tx, actorId, names);
  if (userIds.length) await emitDomainEvent(tx, { type: 'member.mentioned', actorId, userIds, topicId, replyId });
}
