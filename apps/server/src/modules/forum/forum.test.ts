import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ForumCategory, ForumPage, ForumStats, Reply, TopMember, TopicDetail, TopicPage, VoteState } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { resetPresenceThrottle } from '../../lib/presence.ts';
import { sweep } from '../../lib/sweeper.ts';
import { forumTopicViews } from '../../db/schema/index.ts';
import type { RealtimeMessage } from '../../lib/realtime.ts';
import { recomputeForumCounters } from './forum.counters.ts';

let t: TestApp;
let asker: TestUser;
let other: TestUser;
let third: TestUser;
let moderator: TestUser;
let admin: TestUser;
let unverified: TestUser;
const events: RealtimeMessage[] = [];

const category = { id: 'engine', name: 'Motor', nameEn: 'Engine', description: 'Motor soruları', descriptionEn: 'Engine questions', icon: 'cog', isQa: true, position: 1 };

beforeAll(async () => {
  t = await createTestApp();
  [asker, other, third, moderator, admin, unverified] = await Promise.all([
    createUser(t.app, { username: 'Soran_Işık' }),
    createUser(t.app, { username: 'cevapçı' }),
    createUser(t.app),
    createUser(t.app, { role: 'moderator' }),
    createUser(t.app, { role: 'admin' }),
    createUser(t.app, { verified: false }),
  ]);
  const res = await as(t.app, admin, { method: 'POST', url: '/api/forum/categories', payload: category });
  expect(res.statusCode).toBe(201);
  await as(t.app, admin, { method: 'POST', url: '/api/forum/categories', payload: { ...category, id: 'general', name: 'Genel', nameEn: 'General', isQa: false, position: 9 } });
  t.app.deps.realtime.subscribe((m) => events.push(m));
});
afterAll(() => t.close());

type Who = TestUser | null;

async function ask(user: Who, body: Record<string, unknown> = {}) {
  return as(t.app, user, {
    method: 'POST',
    url: '/api/forum/topics',
    payload: { categoryId: 'engine', title: 'Motor soğukta zor çalışıyor', body: '<p>Sabahları <strong>üç dört</strong> denemede çalışıyor.</p>', tags: ['soğuk çalıştırma'], ...body },
  });
}

async function newTopic(user: TestUser = asker, body: Record<string, unknown> = {}): Promise<TopicDetail> {
  const res = await ask(user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TopicDetail>();
}

async function answer(user: Who, topicId: string, body = '<p>Bujileri kontrol et.</p>') {
  return as(t.app, user, { method: 'POST', url: `/api/forum/topics/${topicId}/replies`, payload: { body } });
}

async function newReply(user: TestUser, topicId: string, body?: string): Promise<Reply> {
  const res = await answer(user, topicId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Reply>();
}

const patch = (user: Who, topicId: string, payload: Record<string, unknown>) => as(t.app, user, { method: 'PATCH', url: `/api/forum/topics/${topicId}`, payload });
const accept = (user: Who, topicId: string, replyId: string | null) => as(t.app, user, { method: 'PUT', url: `/api/forum/topics/${topicId}/accepted-reply`, payload: { replyId } });
const vote = (user: Who, target: 'topics' | 'replies', id: string, value: number) => as(t.app, user, { method: 'PUT', url: `/api/forum/${target}/${id}/vote`, payload: { value } });
const detail = (user: Who, id: string) => as(t.app, user, { method: 'GET', url: `/api/forum/topics/${id}` });
const code = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;

/** Every stored counter, to compare with a recomputation from the rows. */
async function counterSnapshot() {
  const db = t.app.deps.db;
  return {
    topics: await queryRows(db, sql`select id, score, upvotes_count, replies_count, last_reply_at, last_reply_user_id from forum_topics order by id`),
    replies: await queryRows(db, sql`select id, score, upvotes_count from forum_replies order by id`),
    categories: await queryRows(db, sql`select id, topics_count, replies_count, last_post_at, last_post_topic_id, last_post_user_id from forum_categories order by id`),
    categoryMembers: await queryRows(db, sql`select category_id, user_id, posts_count from forum_category_members order by 1, 2`),
    members: await queryRows(db, sql`select user_id, reputation, posts_count from forum_members where reputation <> 0 or posts_count <> 0 order by 1`),
  };
}

async function expectCountersExact() {
  const before = await counterSnapshot();
  await recomputeForumCounters(t.app.deps.db);
  expect(await counterSnapshot()).toEqual(before);
}

describe('categories (admin-managed)', () => {
  it('lists categories in order with real counts; one by id; 404 FORUM_CATEGORY_NOT_FOUND', async () => {
    const list = (await as(t.app, null, { method: 'GET', url: '/api/forum/categories' })).json<ForumCategory[]>();
    expect(list.map((c) => c.id).slice(0, 2)).toEqual(['engine', 'general']);
    expect(list[0]).toMatchObject({ name: 'Motor', nameEn: 'Engine', isQa: true, icon: 'cog' });
    const one = await as(t.app, null, { method: 'GET', url: '/api/forum/categories/engine' });
    expect(one.json<ForumCategory>().id).toBe('engine');
    const missing = await as(t.app, null, { method: 'GET', url: '/api/forum/categories/yok' });
    expect([missing.statusCode, code(missing)]).toEqual([404, 'FORUM_CATEGORY_NOT_FOUND']);
  });

  it('create/update/delete: anonymous 401, member and moderator 403, admin allowed; taken id 409; a category with topics is not deleted', async () => {
    const body = { ...category, id: 'test-cat', name: 'Deneme' };
    for (const [user, status] of [[null, 401], [other, 403], [moderator, 403]] as const) {
      expect((await as(t.app, user, { method: 'POST', url: '/api/forum/categories', payload: body })).statusCode).toBe(status);
      expect((await as(t.app, user, { method: 'PUT', url: '/api/forum/categories/engine', payload: body })).statusCode).toBe(status);
      expect((await as(t.app, user, { method: 'DELETE', url: '/api/forum/categories/general' })).statusCode).toBe(status);
    }
    expect((await as(t.app, admin, { method: 'POST', url: '/api/forum/categories', payload: body })).statusCode).toBe(201);
    const taken = await as(t.app, admin, { method: 'POST', url: '/api/forum/categories', payload: body });
    expect([taken.statusCode, code(taken)]).toEqual([409, 'FORUM_CATEGORY_EXISTS']);
    const { id: _id, ...update } = { ...body, name: 'Deneme 2' };
    const updated = await as(t.app, admin, { method: 'PUT', url: '/api/forum/categories/test-cat', payload: update });
    expect(updated.json<ForumCategory>().name).toBe('Deneme 2');
    await newTopic(asker, { categoryId: 'test-cat' });
    const refused = await as(t.app, admin, { method: 'DELETE', url: '/api/forum/categories/test-cat' });
    expect([refused.statusCode, code(refused)]).toEqual([409, 'FORUM_CATEGORY_NOT_EMPTY']);
    await as(t.app, admin, { method: 'POST', url: '/api/forum/categories', payload: { ...body, id: 'empty-cat' } });
    expect((await as(t.app, admin, { method: 'DELETE', url: '/api/forum/categories/empty-cat' })).statusCode).toBe(204);
    expect((await as(t.app, admin, { method: 'DELETE', url: '/api/forum/categories/empty-cat' })).statusCode).toBe(404);
  });
});

describe('asking', () => {
  it('anonymous 401, unverified 403 EMAIL_NOT_VERIFIED, empty question 400 QUESTION_EMPTY with its message, unknown category 404', async () => {
    expect(code(await ask(null))).toBe('UNAUTHENTICATED');
    const unv = await ask(unverified);
    expect([unv.statusCode, code(unv)]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    const empty = await ask(asker, { title: '   ', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { code: 'QUESTION_EMPTY', message: 'Lütfen sorunuzu yazın.' } });
    const emptyDiscussion = await ask(asker, { kind: 'discussion', body: '<p> </p><script>x</script>' });
    expect([emptyDiscussion.statusCode, code(emptyDiscussion)]).toEqual([400, 'TOPIC_BODY_EMPTY']);
    const missing = await ask(asker, { categoryId: 'yok' });
    expect([missing.statusCode, code(missing)]).toEqual([404, 'FORUM_CATEGORY_NOT_FOUND']);
  });

  it('stores a question (open, its author with level and reputation) and a title-only quick question', async () => {
    const topic = await newTopic(asker, { isUrgent: true, tags: ['Akü', 'akü', 'marş'] });
    expect(topic).toMatchObject({
      categoryId: 'engine',
      kind: 'question',
      title: 'Motor soğukta zor çalışıyor',
      status: 'open',
      isUrgent: true,
      isPinned: false,
      isLocked: false,
      tags: ['Akü', 'marş'],
      repliesCount: 0,
      score: 0,
      hasAcceptedAnswer: false,
      acceptedReplyId: null,
      myVote: 0,
      canReply: true,
      canAccept: true,
      canClose: true,
      canModerate: false,
      canDelete: true,
      isMine: true,
    });
    expect(topic.bodyHtml).toBe('<p>Sabahları <strong>üç dört</strong> denemede çalışıyor.</p>');
    expect(topic.excerpt).toBe('Sabahları üç dört denemede çalışıyor.');
    expect(topic.author).toMatchObject({ id: asker.id, username: 'Soran_Işık', displayName: 'Soran_Işık', isExpert: false, level: 'beginner', tier: 'bronze' });
    const quick = await newTopic(asker, { title: 'Yağ lambası yanıp sönüyor', body: '' });
    expect([quick.bodyHtml, quick.excerpt]).toEqual(['', '']);
  });
});

describe('stored XSS: topic and reply bodies keep none of the payloads', () => {
  const payloads = [
    '<script>alert(1)</script><p>ok</p>',
    '<img src=x onerror=alert(1)><p>ok</p>',
    '<p onclick="alert(1)" onmouseover="alert(2)">ok</p>',
    '<a href="javascript:alert(1)">ok</a>',
    '<a href="JaVaScRiPt:alert(1)">ok</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ok</a>',
    '<img src="data:image/svg+xml;base64,PHN2Zy8+">ok',
    '<svg onload=alert(1)><script>alert(1)</script></svg><p>ok</p>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg><p>ok</p>',
    '<iframe src="https://evil.example"></iframe><p>ok</p>',
    '<p style="background:url(javascript:alert(1))">ok</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>ok</p>',
  ];
  const forbidden = [/<script/i, /\son\w+\s*=/i, /javascript:/i, /data:/i, /<svg/i, /<iframe/i, /style=/i, /<math/i];

  it('sanitises every payload in topics and replies (and links get rel nofollow ugc noopener)', async () => {
    const topic = await newTopic(asker, { title: 'XSS', body: payloads.join('') });
    for (const f of forbidden) expect(topic.bodyHtml).not.toMatch(f);
    expect(topic.bodyHtml).toContain('ok');
    for (const payload of payloads) {
      const reply = await newReply(other, topic.id, payload);
      for (const f of forbidden) expect(reply.bodyHtml, payload).not.toMatch(f);
    }
    const link = await newReply(other, topic.id, '<p><a href="https://example.com">kaynak</a></p>');
    expect(link.bodyHtml).toBe('<p><a href="https://example.com" rel="nofollow ugc noopener" target="_blank">kaynak</a></p>');
    const stored = await queryRows<{ body_html: string }>(t.app.deps.db, sql`select body_html from forum_replies where topic_id = ${topic.id}`);
    for (const row of stored) for (const f of forbidden) expect(row.body_html).not.toMatch(f);
  });
});

describe('listing and reading', () => {
  it('lists a category pinned first, newest next, with total and keyset pages; kind filter; Turkish-folded search', async () => {
    const first = await newTopic(asker, { categoryId: 'general', kind: 'discussion', title: 'Işık ayarı nasıl yapılır', body: '<p>Far ayarı</p>' });
    await newTopic(asker, { categoryId: 'general', kind: 'discussion', title: 'Şoför koltuğu gıcırdıyor', body: '<p>Koltuk</p>' });
    const third_ = await newTopic(other, { categoryId: 'general', kind: 'question', title: 'Egzoz sesi', body: '' });
    expect((await patch(moderator, first.id, { isPinned: true })).statusCode).toBe(200);
    const page = (await as(t.app, null, { method: 'GET', url: '/api/forum/topics?category=general&limit=2' })).json<TopicPage>();
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.title)).toEqual(['Işık ayarı nasıl yapılır', 'Egzoz sesi']);
    expect(page.items[0]!.isPinned).toBe(true);
    const page2 = (await as(t.app, null, { method: 'GET', url: `/api/forum/topics?category=general&limit=2&cursor=${page.nextCursor}` })).json<TopicPage>();
    expect(page2.items.map((i) => i.title)).toEqual(['Şoför koltuğu gıcırdıyor']);
    expect(page2.nextCursor).toBeNull();
    expect(page2).not.toHaveProperty('total');
    const questions = (await as(t.app, null, { method: 'GET', url: '/api/forum/topics?category=general&kind=question' })).json<TopicPage>();
    expect(questions.items.map((i) => i.id)).toEqual([third_.id]);
    for (const [q, title] of [['ISIK AYARI', 'Işık ayarı nasıl yapılır'], ['far ayari', 'Işık ayarı nasıl yapılır'], ['SOFOR koltu', 'Şoför koltuğu gıcırdıyor'], ['egz', 'Egzoz sesi']] as const) {
      const found = (await as(t.app, null, { method: 'GET', url: `/api/forum/topics?category=general&search=${encodeURIComponent(q)}` })).json<TopicPage>();
      expect(found.items.map((i) => i.title), q).toEqual([title]);
    }
    const none = (await as(t.app, null, { method: 'GET', url: '/api/forum/topics?search=zzzqqq' })).json<TopicPage>();
    expect([none.total, none.items.length]).toEqual([0, 0]);
    const bad = await as(t.app, null, { method: 'GET', url: '/api/forum/topics?limit=51' });
    expect([bad.statusCode, code(bad)]).toEqual([400, 'LIMIT_OUT_OF_RANGE']);
  });

  it('pages topics created at the same instant in a stable order, each once, in both sorts', async () => {
    await t.app.deps.db.execute(sql`insert into forum_categories (id, name, name_en, description, description_en, icon, is_qa, position)
      values ('events', 'Etkinlikler', 'Events', '', '', 'calendar', false, 8) on conflict (id) do nothing`);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await newTopic(asker, { categoryId: 'events', kind: 'discussion', title: `Aynı an ${i}`, body: '<p>x</p>' })).id);
    await t.app.deps.db.execute(sql`update forum_topics set created_at = timestamptz '2021-05-05T10:00:00Z', last_reply_at = null where category_id = 'events'`);
    await recomputeForumCounters(t.app.deps.db);
    for (const sort of ['newest', 'active']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await as(t.app, asker, { method: 'GET', url: `/api/forum/topics?category=events&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}` });
        const page = res.json<TopicPage>();
        seen.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toEqual([...ids].sort().reverse());
    }
  });

  it('refuses a malformed cursor, or one made for another sort or category, with 400 VALIDATION_FAILED', async () => {
    const first = (await as(t.app, asker, { method: 'GET', url: '/api/forum/topics?category=events&limit=1' })).json<TopicPage>();
    expect(first.nextCursor).toEqual(expect.any(String));
    for (const url of [
      '/api/forum/topics?category=events&cursor=%25%25',
      `/api/forum/topics?category=events&sort=active&cursor=${first.nextCursor}`,
      `/api/forum/topics?category=general&cursor=${first.nextCursor}`,
      `/api/forum/topics?cursor=${first.nextCursor}`,
    ]) {
      const res = await as(t.app, asker, { method: 'GET', url });
      expect([res.statusCode, code(res)], url).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('counts a view once per visitor per day (member by account, visitor by address and cookie); 404 TOPIC_NOT_FOUND', async () => {
    const topic = await newTopic(asker);
    await detail(other, topic.id);
    await detail(other, topic.id);
    const anon = await t.app.inject({ method: 'GET', url: `/api/forum/topics/${topic.id}`, remoteAddress: '10.9.9.9' });
    const cookie = String(anon.headers['set-cookie']).split(';')[0]!;
    expect(String(anon.headers['set-cookie'])).toContain('Path=/api/forum');
    await t.app.inject({ method: 'GET', url: `/api/forum/topics/${topic.id}`, remoteAddress: '10.9.9.9', headers: { cookie } });
    const last = await t.app.inject({ method: 'GET', url: `/api/forum/topics/${topic.id}`, remoteAddress: '10.9.9.10', headers: { cookie } });
    expect(last.json<TopicDetail>().viewsCount).toBe(2);
    const missing = await detail(null, '00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, code(missing)]).toEqual([404, 'TOPIC_NOT_FOUND']);
  });
});

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

  it('DELETE topic and reply: anonymous 401, another member 403, the author or a moderator; counters go back', async () => {
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
    expect((await as(t.app, asker, { method: 'DELETE', url: `/api/forum/topics/${topic.id}` })).statusCode).toBe(204);
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

describe('sitemap', () => {
  it('lists /forum, the categories and every topic at /forum/{category}/topic/{id}', async () => {
    const topic = await newTopic(asker, { categoryId: 'general', kind: 'discussion', title: 'Haritada görünen konu', body: '<p>Merhaba</p>' });
    const xml = (await as(t.app, null, { method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toContain('<loc>http://localhost:3000/forum</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/forum/general</loc>');
    expect(xml).toMatch(new RegExp(`<loc>http://localhost:3000/forum/general/topic/${topic.id}</loc><lastmod>\\d{4}-`));
  });
});

describe('sweeper', () => {
  it('drops topic view rows older than two days (the counts stay)', async () => {
    const topic = await newTopic(asker);
    await t.app.deps.db.insert(forumTopicViews).values([
      { topicId: topic.id, visitorKey: 'u:old', day: '2020-01-01' },
      { topicId: topic.id, visitorKey: 'u:new', day: new Date().toISOString().slice(0, 10) },
    ]);
    await sweep(t.app);
    const left = await t.app.deps.db.select({ key: forumTopicViews.visitorKey }).from(forumTopicViews).where(eq(forumTopicViews.topicId, topic.id));
    expect(left.map((r) => r.key)).toEqual(['u:new']);
  });
});
