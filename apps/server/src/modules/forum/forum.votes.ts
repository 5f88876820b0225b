/** Accepted answers and votes on topics and replies, with the reputation they give. */
import { and, eq, sql } from 'drizzle-orm';
import { type AcceptInput, type TopicStatus, type VoteState, type VoteValue } from '@garaj/shared';
import { forumReplies, forumReplyVotes, forumTopicVotes, forumTopics } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { type Viewer } from '../../lib/session.ts';
import { type ForumDeps, votePoints, acceptedPoints, lockTopic, addMemberDeltas } from './forum.tx.ts';

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
