/** The forum API after a question: answers, accepting one, votes, moderation, members and realtime events. */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ForumCategory, ForumPage, ForumStats, Reply, TopMember, TopicDetail, VoteState } from '@garaj/shared';
import { as, createUser } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { resetPresenceThrottle } from '../../lib/presence.ts';
import { t, asker, other, third, moderator, admin, unverified, events, useForumTestApp, newTopic, answer, newReply, expectCountersExact, patch, accept, vote, detail, code } from './forum.fixtures.ts';

useForumTestApp();

describe('answers', () => {
  it('anonymous 401, unverified 403, empty 400 ANSWER_EMPTY; an answer updates the topic and the category', async () => {
    const topic = await newTopic(asker);
    expect(code(await answer(null, topic.id))).toBe('UNAUTHENTICATED');
    expect(code(await answer(unverified, topic.id))).toBe('EMAIL_NOT_VERIFIED');
    for (const body of ['', '   ', '<p> </p>', '<script>alert(1)</script>']) {
      const res = await answer(other, topic.id, body);
      expect([res.statusCode, code(res)], body).toEqual([400, 'ANSWER_EMPTY']);
    }
    const reply = await newReply(other, topic.id);
    expect(reply).toMatchObject({ topicId: topic.id, score: 0, isAccepted: false, myVote: 0, canDelete: true, isMine: true });
    const after = (await detail(third, topic.id)).json<TopicDetail>();
    expect(after).toMatchObject({ repliesCount: 1, lastReplyBy: 'cevapçı' });
    const cat = (await as(t.app, null, { method: 'GET', url: '/api/forum/categories/engine' })).json<ForumCategory>();
    expect(cat.lastPost).toMatchObject({ topicId: topic.id, title: topic.title, author: 'cevapçı' });
    expect((await answer(other, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('locked topics refuse answers with TOPIC_LOCKED, closed ones with TOPIC_CLOSED; reopened ones take them again', async () => {
    const topic = await newTopic(asker);
    await patch(moderator, topic.id, { isLocked: true });
    const locked = await answer(other, topic.id);
    expect([locked.statusCode, code(locked)]).toEqual([403, 'TOPIC_LOCKED']);
    expect((await detail(other, topic.id)).json<TopicDetail>().canReply).toBe(false);
    await patch(moderator, topic.id, { isLocked: false });
    await patch(asker, topic.id, { status: 'closed' });
    const closed = await answer(moderator, topic.id);
    expect([closed.statusCode, code(closed)]).toEqual([403, 'TOPIC_CLOSED']);
    const d = (await detail(other, topic.id)).json<TopicDetail>();
    expect([d.status, d.canReply]).toEqual(['closed', false]);
    await patch(asker, topic.id, { status: 'open' });
    expect((await answer(other, topic.id)).statusCode).toBe(201);
  });
});

describe('accepting an answer', () => {
  it('only the asker (or an admin) accepts, on questions only; status Cevaplandı; switching and withdrawing', async () => {
    const topic = await newTopic(asker);
    const r1 = await newReply(other, topic.id);
    const r2 = await newReply(third, topic.id);
    expect(code(await accept(null, topic.id, r1.id))).toBe('UNAUTHENTICATED');
    for (const user of [other, third, moderator]) {
      const res = await accept(user, topic.id, r1.id);
      expect([res.statusCode, code(res)]).toEqual([403, 'ACCEPT_FORBIDDEN']);
    }
    const ok = await accept(asker, topic.id, r1.id);
    expect(ok.json<TopicDetail>()).toMatchObject({ status: 'answered', acceptedReplyId: r1.id, hasAcceptedAnswer: true });
    // The accepted answer comes first, then the others oldest first.
    const page = (await as(t.app, null, { method: 'GET', url: `/api/forum/topics/${topic.id}/replies` })).json<ForumPage<Reply>>();
    expect(page.items.map((r) => [r.id, r.isAccepted])).toEqual([
      [r1.id, true],
      [r2.id, false],
    ]);
    const switched = await accept(admin, topic.id, r2.id);
    expect(switched.json<TopicDetail>()).toMatchObject({ status: 'answered', acceptedReplyId: r2.id });
    const again = (await as(t.app, null, { method: 'GET', url: `/api/forum/topics/${topic.id}/replies` })).json<ForumPage<Reply>>();
    expect(again.items.map((r) => r.id)).toEqual([r2.id, r1.id]);
    const foreign = await newReply(other, (await newTopic(asker)).id);
    const wrong = await accept(asker, topic.id, foreign.id);
    expect([wrong.statusCode, code(wrong)]).toEqual([404, 'REPLY_NOT_FOUND']);
    const withdrawn = await accept(asker, topic.id, null);
    expect(withdrawn.json<TopicDetail>()).toMatchObject({ status: 'open', acceptedReplyId: null });
    const discussion = await newTopic(asker, { kind: 'discussion' });
    const dr = await newReply(other, discussion.id);
    const notQ = await accept(asker, discussion.id, dr.id);
    expect([notQ.statusCode, code(notQ)]).toEqual([400, 'ACCEPT_NOT_QUESTION']);
    await expectCountersExact();
  });

  it('reputation: +10 per up vote, −2 per down vote, +15 per accepted answer (not for accepting one’s own)', async () => {
    const member = await createUser(t.app);
    const topic = await newTopic(asker);
    const reply = await newReply(member, topic.id);
    await vote(other, 'replies', reply.id, 1);
    await vote(third, 'replies', reply.id, 1);
    await vote(moderator, 'replies', reply.id, -1);
    await accept(asker, topic.id, reply.id);
    const own = await newReply(asker, topic.id);
    await accept(asker, topic.id, own.id);
    await accept(asker, topic.id, reply.id);
    const top = (await as(t.app, null, { method: 'GET', url: '/api/forum/top-members?limit=50' })).json<TopMember[]>();
    expect(top.find((m) => m.id === member.id)).toMatchObject({ reputation: 10 + 10 - 2 + 15, postsCount: 1, level: 'beginner' });
    await expectCountersExact();
  });
});

describe('votes', () => {
  it('one vote per member and target, changeable and removable, never on one’s own post', async () => {
    const topic = await newTopic(asker);
    const own = await vote(asker, 'topics', topic.id, 1);
    expect([own.statusCode, code(own)]).toEqual([403, 'OWN_VOTE']);
    expect(code(await vote(null, 'topics', topic.id, 1))).toBe('UNAUTHENTICATED');
    expect(code(await vote(unverified, 'topics', topic.id, 1))).toBe('EMAIL_NOT_VERIFIED');
    expect((await vote(other, 'topics', topic.id, 2)).statusCode).toBe(400);
    expect((await vote(other, 'topics', topic.id, 1)).json<VoteState>()).toEqual({ myVote: 1, score: 1, upvotesCount: 1 });
    expect((await vote(other, 'topics', topic.id, 1)).json<VoteState>()).toEqual({ myVote: 1, score: 1, upvotesCount: 1 });
    expect((await vote(third, 'topics', topic.id, -1)).json<VoteState>()).toEqual({ myVote: -1, score: 0, upvotesCount: 1 });
    expect((await vote(other, 'topics', topic.id, -1)).json<VoteState>()).toEqual({ myVote: -1, score: -2, upvotesCount: 0 });
    expect((await vote(other, 'topics', topic.id, 0)).json<VoteState>()).toEqual({ myVote: 0, score: -1, upvotesCount: 0 });
    expect((await detail(third, topic.id)).json<TopicDetail>().myVote).toBe(-1);
    const reply = await newReply(other, topic.id);
    expect(code(await vote(other, 'replies', reply.id, 1))).toBe('OWN_VOTE');
    expect((await vote(asker, 'replies', reply.id, 1)).json<VoteState>()).toEqual({ myVote: 1, score: 1, upvotesCount: 1 });
    const replies = (await as(t.app, asker, { method: 'GET', url: `/api/forum/topics/${topic.id}/replies` })).json<ForumPage<Reply>>();
    expect(replies.items[0]).toMatchObject({ myVote: 1, score: 1, upvotesCount: 1, isMine: false, canDelete: false });
    expect((await vote(asker, 'replies', '00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
    await expectCountersExact();
  });

  it('holds one vote per member under 10 concurrent requests (topic and reply), counters exact', async () => {
    const topic = await newTopic(asker);
    const reply = await newReply(asker, topic.id);
    const values = [1, -1, 1, 1, -1, 1, -1, -1, 1, 1];
    await Promise.all(values.map((value) => vote(other, 'topics', topic.id, value)));
    await Promise.all(values.map((value) => vote(other, 'replies', reply.id, value)));
    await Promise.all(values.map(() => vote(third, 'topics', topic.id, 1)));
    const rows = await queryRows<{ n: number }>(t.app.deps.db, sql`select count(*)::int as n from forum_topic_votes where topic_id = ${topic.id} and user_id = ${other.id}`);
    expect(rows[0]!.n).toBe(1);
    const replyVotes = await queryRows<{ n: number }>(t.app.deps.db, sql`select count(*)::int as n from forum_reply_votes where reply_id = ${reply.id}`);
    expect(replyVotes[0]!.n).toBe(1);
    const d = (await detail(other, topic.id)).json<TopicDetail>();
    expect(Math.abs(d.score - (d.myVote + 1))).toBe(0);
    await expectCountersExact();
  });
});

describe('moderation and deletion (authorization matrix)', () => {
  it('PATCH: anonymous 401; another member 403 (TOPIC_FORBIDDEN to close, MODERATION_FORBIDDEN to pin/lock); the asker closes; moderator and admin pin, lock, close', async () => {
    const topic = await newTopic(asker);
    expect((await patch(null, topic.id, { status: 'closed' })).statusCode).toBe(401);
    expect(code(await patch(other, topic.id, { status: 'closed' }))).toBe('TOPIC_FORBIDDEN');
    expect(code(await patch(other, topic.id, { isPinned: true }))).toBe('MODERATION_FORBIDDEN');
    expect(code(await patch(asker, topic.id, { isPinned: true }))).toBe('MODERATION_FORBIDDEN');
    expect(code(await patch(asker, topic.id, { isLocked: true, status: 'closed' }))).toBe('MODERATION_FORBIDDEN');
    expect((await detail(null, topic.id)).json<TopicDetail>().status).toBe('open');
    expect((await patch(asker, topic.id, { status: 'closed' })).json<TopicDetail>().status).toBe('closed');
    expect((await patch(moderator, topic.id, { isPinned: true, isLocked: true, status: 'open' })).json<TopicDetail>()).toMatchObject({
      isPinned: true,
      isLocked: true,
      status: 'open',
      canModerate: true,
    });
    expect((await patch(admin, topic.id, { isPinned: false })).json<TopicDetail>().isPinned).toBe(false);
    expect((await patch(moderator, topic.id, {})).statusCode).toBe(400);
    expect((await patch(moderator, '00000000-0000-4000-8000-000000000000', { isPinned: true })).statusCode).toBe(404);
  });

  it('DELETE topic and reply: anonymous 401, another member 403, the author (a topic while unanswered) or a moderator; counters go back', async () => {
    const topic = await newTopic(asker);
    const reply = await newReply(other, topic.id);
    await vote(third, 'replies', reply.id, 1);
    await accept(asker, topic.id, reply.id);
    expect((await as(t.app, null, { method: 'DELETE', url: `/api/forum/replies/${reply.id}` })).statusCode).toBe(401);
    expect(code(await as(t.app, third, { method: 'DELETE', url: `/api/forum/replies/${reply.id}` }))).toBe('REPLY_FORBIDDEN');
    expect(code(await as(t.app, asker, { method: 'DELETE', url: `/api/forum/replies/${reply.id}` }))).toBe('REPLY_FORBIDDEN');
    expect((await as(t.app, other, { method: 'DELETE', url: `/api/forum/replies/${reply.id}` })).statusCode).toBe(204);
    expect((await detail(null, topic.id)).json<TopicDetail>()).toMatchObject({ repliesCount: 0, status: 'open', acceptedReplyId: null, lastReplyAt: null });
    const r2 = await newReply(other, topic.id);
    expect((await as(t.app, moderator, { method: 'DELETE', url: `/api/forum/replies/${r2.id}` })).statusCode).toBe(204);
    expect((await as(t.app, moderator, { method: 'DELETE', url: `/api/forum/replies/${r2.id}` })).statusCode).toBe(404);
    await newReply(third, topic.id);
    expect((await as(t.app, null, { method: 'DELETE', url: `/api/forum/topics/${topic.id}` })).statusCode).toBe(401);
    expect(code(await as(t.app, other, { method: 'DELETE', url: `/api/forum/topics/${topic.id}` }))).toBe('TOPIC_FORBIDDEN');
    // Answered: no longer the author's to delete; a moderator's.
    expect(code(await as(t.app, asker, { method: 'DELETE', url: `/api/forum/topics/${topic.id}` }))).toBe('TOPIC_HAS_ANSWERS');
    expect((await as(t.app, moderator, { method: 'DELETE', url: `/api/forum/topics/${topic.id}` })).statusCode).toBe(204);
    expect((await detail(null, topic.id)).statusCode).toBe(404);
    const second = await newTopic(asker);
    await newReply(other, second.id);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/forum/topics/${second.id}` })).statusCode).toBe(204);
    await expectCountersExact();
  });
});

describe('members: stats, online, experts', () => {
  it('counts topics, replies, authors, members seen in the last 5 minutes and experts among them', async () => {
    const expertRes = await as(t.app, admin, { method: 'PUT', url: `/api/admin/users/${other.id}/expert`, payload: { isExpert: true } });
    expect(expertRes.json()).toEqual({ isExpert: true });
    for (const [user, status] of [[null, 401], [other, 403], [moderator, 403]] as const) {
      expect((await as(t.app, user, { method: 'PUT', url: `/api/admin/users/${third.id}/expert`, payload: { isExpert: true } })).statusCode).toBe(status);
    }
    expect((await as(t.app, admin, { method: 'PUT', url: '/api/admin/users/nobody/expert', payload: { isExpert: true } })).statusCode).toBe(404);
    resetPresenceThrottle();
    await t.app.deps.db.update(profiles).set({ lastSeenAt: null });
    // Any signed-in API request marks its member as seen.
    await as(t.app, other, { method: 'GET', url: '/api/forum/categories' });
    await as(t.app, third, { method: 'GET', url: '/api/forum/categories' });
    await t.app.deps.db.update(profiles).set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) }).where(eq(profiles.userId, third.id));
    await as(t.app, admin, { method: 'GET', url: '/api/forum/categories' });
    const stats = (await as(t.app, null, { method: 'GET', url: '/api/forum/stats' })).json<ForumStats>();
    const counts = await queryRows<{ topics: number; replies: number; authors: number }>(
      t.app.deps.db,
      sql`select (select count(*)::int from forum_topics) as topics, (select count(*)::int from forum_replies) as replies,
            (select count(distinct a)::int from (select author_id a from forum_topics union select author_id from forum_replies) x) as authors`,
    );
    expect(stats).toMatchObject({ topics: counts[0]!.topics, replies: counts[0]!.replies, members: counts[0]!.authors, onlineMembers: 2, expertsOnline: 1 });
    expect(stats.online.map((m) => m.id).sort()).toEqual([other.id, admin.id].sort());
    expect(stats.online.find((m) => m.id === other.id)?.isExpert).toBe(true);
  });
});

describe('realtime events of every write', () => {
  it('publishes topic.created, reply.created, vote.changed, reply.accepted, topic.updated, reply.deleted, topic.deleted after commit', async () => {
    events.length = 0;
    const topic = await newTopic(asker);
    const reply = await newReply(other, topic.id);
    await vote(third, 'topics', topic.id, 1);
    await vote(third, 'replies', reply.id, -1);
    await vote(third, 'replies', reply.id, -1); // unchanged: no event
    await accept(asker, topic.id, reply.id);
    await patch(moderator, topic.id, { isPinned: true });
    await answer(unverified, topic.id); // refused: no event
    await as(t.app, other, { method: 'DELETE', url: `/api/forum/replies/${reply.id}` });
    await as(t.app, asker, { method: 'DELETE', url: `/api/forum/topics/${topic.id}` });
    // The private notifications channel also speaks (the asker's answer, the accepted answer): forum events only.
    const forumEvents = events.filter((e) => e.channel === 'forum');
    expect(forumEvents.map((e) => `${e.channel}.${e.type}`)).toEqual([
      'forum.topic.created',
      'forum.reply.created',
      'forum.vote.changed',
      'forum.vote.changed',
      'forum.reply.accepted',
      'forum.topic.updated',
      'forum.reply.deleted',
      'forum.topic.deleted',
    ]);
    const [created, replied, topicVote, replyVote, accepted, updated, replyDeleted, deleted] = forumEvents.map((e) => e.data) as Record<string, unknown>[];
    expect(created).toMatchObject({ id: topic.id, title: topic.title, categoryId: 'engine', status: 'open' });
    expect(created).not.toHaveProperty('myVote');
    expect(replied).toMatchObject({ topicId: topic.id, categoryId: 'engine', repliesCount: 1, reply: { id: reply.id, bodyHtml: reply.bodyHtml, isAccepted: false } });
    expect((replied!.reply as Record<string, unknown>).myVote).toBeUndefined();
    expect(topicVote).toEqual({ target: 'topic', id: topic.id, topicId: topic.id, score: 1, upvotesCount: 1 });
    expect(replyVote).toEqual({ target: 'reply', id: reply.id, topicId: topic.id, score: -1, upvotesCount: 0 });
    expect(accepted).toEqual({ topicId: topic.id, categoryId: 'engine', replyId: reply.id, status: 'answered' });
    expect(updated).toEqual({ topicId: topic.id, categoryId: 'engine', isPinned: true, isLocked: false, status: 'answered' });
    expect(replyDeleted).toEqual({ topicId: topic.id, categoryId: 'engine', replyId: reply.id, repliesCount: 0, acceptedReplyId: null, status: 'open' });
    expect(deleted).toEqual({ topicId: topic.id, categoryId: 'engine' });
    await expectCountersExact();
  });
});
