/**
 * Moderation: hiding and showing again the five moderatable types, the admin
 * Content tab, exactly one audit row per moderator action (also the module actions audited in
 * their own services), counters that count visible items only, and the visibility rules —
 * hidden items and everything of a banned member are gone from lists, details, search and the
 * feed for visitors and members, shown to moderators, and back after unhide / unban. Runs on
 * PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { AdminContentPage, BlogComment, BlogPostDetail, GarageComment, ModerationState, Reply, TopicDetail } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { sharedAnswers } from '../../lib/answer-cache.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { deleteContent } from './moderation.content.ts';
import { writePost } from '../blog/blog.fixtures.ts';
import { recomputeForumCounters } from '../forum/forum.counters.ts';

let t: TestApp;
let author: TestUser;
let member: TestUser;
let moderator: TestUser;
let admin: TestUser;

type Who = TestUser | null;
const get = (user: Who, url: string) => as(t.app, user, { method: 'GET', url });
const hide = (user: Who, type: string, id: string, reason = 'Kurallara aykırı içerik') =>
  as(t.app, user, { method: 'PUT', url: `/api/moderation/${type}/${id}/hidden`, payload: { reason } });
const unhide = (user: Who, type: string, id: string) => as(t.app, user, { method: 'DELETE', url: `/api/moderation/${type}/${id}/hidden` });
/** Site search for the test's marker word; a new page size each time, so the two-second search cache never answers. */
let searchSize = 10;
const searchText = async (who: Who) => JSON.stringify((await get(who, `/api/search?q=zeplinkuşu&pageSize=${searchSize++}`)).json());
const auditCount = async () => (await t.app.deps.db.select({ n: count() }).from(auditLog))[0]!.n;
const lastAudit = async () => (await queryRows(t.app.deps.db, sql`select * from audit_log order by created_at desc, id desc limit 1`))[0]!;
/** Bans behind the API's back, then drops the shared cached lists as the admin API's ban write does. */
async function setBanned(user: TestUser, banned: boolean, until: Date | null = null): Promise<void> {
  await t.app.deps.db.update(users).set({ banned, banExpires: until }).where(eq(users.id, user.id));
  sharedAnswers(t.app.deps.db).clear();
}

let post: BlogPostDetail;
let topic: TopicDetail;
let reply: Reply;
let postComment: BlogComment;
let garageId: string;
let garageComment: GarageComment;

beforeAll(async () => {
  t = await createTestApp();
  [author, member, moderator, admin] = await Promise.all([
    createUser(t.app, { username: 'yazar_moderasyon' }),
    createUser(t.app),
    createUser(t.app, { role: 'moderator' }),
    createUser(t.app, { role: 'admin' }),
  ]);
  post = await writePost(t.app, author, { title: 'Turbo bakımı zeplinkuşu', status: 'published' });
  const cat = await as(t.app, admin, {
    method: 'POST',
    url: '/api/forum/categories',
    payload: { id: 'engine', name: 'Motor', nameEn: 'Engine', description: '', descriptionEn: '', icon: 'cog', isQa: true, position: 1 },
  });
  expect(cat.statusCode, cat.body).toBe(201);
  const tr = await as(t.app, author, {
    method: 'POST',
    url: '/api/forum/topics',
    payload: { categoryId: 'engine', title: 'Rölanti dalgalanıyor zeplinkuşu', body: '<p>Sabah soğukta oluyor.</p>', tags: [] },
  });
  expect(tr.statusCode, tr.body).toBe(201);
  topic = tr.json();
  const rr = await as(t.app, author, { method: 'POST', url: `/api/forum/topics/${topic.id}/replies`, payload: { body: '<p>Bujileri kontrol et.</p>' } });
  expect(rr.statusCode, rr.body).toBe(201);
  reply = rr.json();
  const pc = await as(t.app, author, { method: 'POST', url: `/api/blog/posts/${post.id}/comments`, payload: { body: 'Çok faydalı bir yazı' } });
  expect(pc.statusCode, pc.body).toBe(201);
  postComment = pc.json();
  const g = await as(t.app, member, { method: 'POST', url: '/api/garages', payload: { name: 'Mavi Ok', carBrand: 'Audi', carModel: 'A4', carYear: 2010, description: '' } });
  expect(g.statusCode, g.body).toBe(201);
  garageId = g.json<{ id: string }>().id;
  const gc = await as(t.app, author, { method: 'POST', url: `/api/garages/${garageId}/comments`, payload: { body: 'Jantlar harika' } });
  expect(gc.statusCode, gc.body).toBe(201);
  garageComment = gc.json();
});
afterAll(() => t.close());

describe('who may moderate', () => {
  it('401 for visitors, 403 for members, on hide, unhide and the Content tab', async () => {
    expect((await hide(null, 'post', post.id)).statusCode).toBe(401);
    expect((await hide(member, 'post', post.id)).statusCode).toBe(403);
    expect((await hide(author, 'post', post.id)).statusCode).toBe(403);
    expect((await unhide(member, 'post', post.id)).statusCode).toBe(403);
    expect((await get(null, '/api/admin/content')).statusCode).toBe(401);
    expect((await get(member, '/api/admin/content')).statusCode).toBe(403);
  });

  it('400 without a reason or for an unknown type; 404 for a missing item', async () => {
    const before = await auditCount();
    expect((await hide(moderator, 'post', post.id, '   ')).statusCode).toBe(400);
    expect((await hide(moderator, 'garage', post.id)).statusCode).toBe(400);
    const missing = await hide(moderator, 'topic', '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('TOPIC_NOT_FOUND');
    expect(await auditCount()).toBe(before);
  });
});

describe('a hidden blog post', () => {
  it('is gone for visitors and members (list, detail, search, feed, comments), shown to moderators and its author; back after unhide', async () => {
    const visibleEverywhere = async (who: Who) => {
      const list = (await get(who, '/api/blog/posts')).json<{ items: { id: string }[] }>();
      const feed = JSON.stringify((await get(who, '/api/activities?limit=50')).json());
      return {
        list: list.items.some((p) => p.id === post.id),
        detail: (await get(who, `/api/blog/posts/${post.slug}`)).statusCode,
        search: (await searchText(who)).includes(post.slug),
        feed: feed.includes(post.slug),
      };
    };
    expect(await visibleEverywhere(null)).toEqual({ list: true, detail: 200, search: true, feed: true });

    const before = await auditCount();
    const res = await hide(moderator, 'post', post.id, 'Reklam içeriyor');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ModerationState>().hidden).toMatchObject({ by: moderator.id, reason: 'Reklam içeriyor' });
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'post.hide',
      target_type: 'post',
      target_id: post.id,
      target_label: 'Turbo bakımı zeplinkuşu',
      reason: 'Reklam içeriyor',
      actor_id: moderator.id,
    });

    for (const who of [null, member]) expect(await visibleEverywhere(who)).toEqual({ list: false, detail: 404, search: false, feed: false });
    expect((await get(member, `/api/blog/posts/${post.id}/comments`)).statusCode).toBe(404);
    expect((await as(t.app, member, { method: 'PUT', url: `/api/blog/posts/${post.id}/like` })).statusCode).toBe(404);
    expect((await as(t.app, member, { method: 'POST', url: `/api/blog/posts/${post.id}/comments`, payload: { body: 'Merhaba' } })).statusCode).toBe(404);
    const asModerator = await get(moderator, `/api/blog/posts/${post.slug}`);
    expect(asModerator.statusCode).toBe(200);
    expect(asModerator.json<BlogPostDetail>().hidden).toMatchObject({ reason: 'Reklam içeriyor', by: moderator.id });
    const asAuthor = await get(author, `/api/blog/posts/${post.slug}`);
    expect(asAuthor.statusCode).toBe(200);
    expect(asAuthor.json<BlogPostDetail>().hidden?.reason).toBe('Reklam içeriyor');

    const shown = await unhide(moderator, 'post', post.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<ModerationState>().hidden).toBeNull();
    expect(await auditCount()).toBe(before + 2);
    expect(await lastAudit()).toMatchObject({ action: 'post.unhide', before: { hidden: true, reason: 'Reklam içeriyor' }, after: { hidden: false } });
    expect(await visibleEverywhere(member)).toEqual({ list: true, detail: 200, search: true, feed: true });
    expect((await get(member, `/api/blog/posts/${post.slug}`)).json<BlogPostDetail>().hidden).toBeUndefined();
  });
});

describe('hidden comments, topics and replies', () => {
  it('a post comment: gone for members, marked for moderators and its author; the post counts visible comments only', async () => {
    const commentsOf = async (who: Who) => (await get(who, `/api/blog/posts/${post.id}/comments`)).json<{ items: BlogComment[] }>().items;
    const countOf = async () => (await get(null, `/api/blog/posts/${post.slug}`)).json<BlogPostDetail>().commentsCount;
    expect(await countOf()).toBe(1);
    expect((await hide(admin, 'post_comment', postComment.id)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'post_comment.hide', target_label: 'Çok faydalı bir yazı' });
    expect(await commentsOf(member)).toEqual([]);
    expect(await countOf()).toBe(0);
    expect((await commentsOf(moderator))[0]?.hidden?.reason).toBe('Kurallara aykırı içerik');
    expect((await commentsOf(author))[0]?.id).toBe(postComment.id);
    // Hiding again only replaces the reason; the counter does not move twice.
    expect((await hide(admin, 'post_comment', postComment.id, 'Hakaret')).statusCode).toBe(200);
    expect(await countOf()).toBe(0);
    expect((await unhide(moderator, 'post_comment', postComment.id)).statusCode).toBe(200);
    expect((await commentsOf(member)).map((c) => c.id)).toEqual([postComment.id]);
    expect(await countOf()).toBe(1);
  });

  it('a garage comment: gone for members, back after unhide; the garage counts visible comments only', async () => {
    const commentsOf = async (who: Who) => (await get(who, `/api/garages/${garageId}/comments`)).json<{ items: GarageComment[] }>().items;
    expect((await hide(moderator, 'garage_comment', garageComment.id)).statusCode).toBe(200);
    expect(await commentsOf(null)).toEqual([]);
    expect((await commentsOf(moderator))[0]?.hidden).toBeTruthy();
    expect((await unhide(moderator, 'garage_comment', garageComment.id)).statusCode).toBe(200);
    expect((await commentsOf(null)).map((c) => c.id)).toEqual([garageComment.id]);
  });

  it('a topic and a reply: gone from lists, detail, replies and search; counters stay exact (recompute agrees)', async () => {
    const listed = async (who: Who) => (await get(who, '/api/forum/topics')).json<{ items: { id: string }[] }>().items.some((i) => i.id === topic.id);
    const category = async () => (await get(null, '/api/forum/categories/engine')).json<{ topicsCount: number; repliesCount: number }>();
    const snapshot = () => queryRows(t.app.deps.db, sql`select id::text, replies_count, last_reply_at from forum_topics union all select id, topics_count, last_post_at from forum_categories order by 1`);
    expect(await category()).toMatchObject({ topicsCount: 1, repliesCount: 1 });

    expect((await hide(moderator, 'reply', reply.id)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'reply.hide', target_type: 'reply', target_label: 'Bujileri kontrol et.' });
    expect((await get(member, `/api/forum/topics/${topic.id}/replies`)).json<{ items: Reply[] }>().items).toEqual([]);
    const modReplies = (await get(moderator, `/api/forum/topics/${topic.id}/replies`)).json<{ items: Reply[] }>().items;
    expect(modReplies[0]?.hidden?.reason).toBe('Kurallara aykırı içerik');
    expect(await category()).toMatchObject({ topicsCount: 1, repliesCount: 0 });
    let stored = await snapshot();
    await recomputeForumCounters(t.app.deps.db);
    expect(await snapshot()).toEqual(stored);

    expect((await hide(moderator, 'topic', topic.id)).statusCode).toBe(200);
    expect(await listed(null)).toBe(false);
    expect(await listed(member)).toBe(false);
    const views = async () => (await queryRows<{ n: number }>(t.app.deps.db, sql`select views_count as n from forum_topics where id = ${topic.id}`))[0]!.n;
    const viewsBefore = await views();
    expect((await get(member, `/api/forum/topics/${topic.id}`)).statusCode).toBe(404);
    expect(await views()).toBe(viewsBefore);
    expect((await get(member, `/api/forum/topics/${topic.id}/replies`)).statusCode).toBe(404);
    expect(await searchText(member)).not.toContain(topic.id);
    const modView = await get(moderator, `/api/forum/topics/${topic.id}`);
    expect(modView.statusCode).toBe(200);
    expect(modView.json<TopicDetail>().hidden).toBeTruthy();
    expect((await get(author, `/api/forum/topics/${topic.id}`)).json<TopicDetail>().hidden).toBeTruthy();
    expect(await category()).toMatchObject({ topicsCount: 0, repliesCount: 0 });
    stored = await snapshot();
    await recomputeForumCounters(t.app.deps.db);
    expect(await snapshot()).toEqual(stored);

    expect((await unhide(moderator, 'topic', topic.id)).statusCode).toBe(200);
    expect((await unhide(moderator, 'reply', reply.id)).statusCode).toBe(200);
    expect(await listed(member)).toBe(true);
    expect(await category()).toMatchObject({ topicsCount: 1, repliesCount: 1 });
    stored = await snapshot();
    await recomputeForumCounters(t.app.deps.db);
    expect(await snapshot()).toEqual(stored);
  });
});

describe('the Content tab', () => {
  it('lists the five types newest first with author, link and hidden facts; filters by type, state and text', async () => {
    expect((await hide(moderator, 'post_comment', postComment.id, 'Spam')).statusCode).toBe(200);
    const all = (await get(moderator, '/api/admin/content')).json<AdminContentPage>();
    expect(new Set(all.items.map((i) => i.type))).toEqual(new Set(['post', 'post_comment', 'topic', 'reply', 'garage_comment']));
    expect(all.total).toBe(all.items.length);
    const hiddenOnly = (await get(moderator, '/api/admin/content?state=hidden')).json<AdminContentPage>();
    expect(hiddenOnly.items.map((i) => i.id)).toEqual([postComment.id]);
    expect(hiddenOnly.items[0]).toMatchObject({
      type: 'post_comment',
      link: `/blog/${post.slug}#comment-${postComment.id}`,
      author: { id: author.id, banned: false },
      hidden: { reason: 'Spam', by: moderator.id, byUsername: moderator.username },
    });
    const topics = (await get(admin, '/api/admin/content?type=topic')).json<AdminContentPage>();
    expect(topics.items).toHaveLength(1);
    expect(topics.items[0]).toMatchObject({ id: topic.id, title: topic.title, link: `/forum/engine/topic/${topic.id}` });
    const found = (await get(moderator, `/api/admin/content?q=${encodeURIComponent('JANTLAR')}`)).json<AdminContentPage>();
    expect(found.items.map((i) => i.id)).toEqual([garageComment.id]);
    expect((await get(moderator, '/api/admin/content?type=nope')).statusCode).toBe(400);
    expect((await unhide(moderator, 'post_comment', postComment.id)).statusCode).toBe(200);
  });
});

describe('a banned member', () => {
  it("has their content gone everywhere for others (profile 404), shown to moderators; back after unban or when the ban ends", async () => {
    const seen = async (who: Who) => ({
      post: (await get(who, `/api/blog/posts/${post.slug}`)).statusCode,
      list: (await get(who, '/api/blog/posts')).json<{ items: { id: string }[] }>().items.some((p) => p.id === post.id),
      topic: (await get(who, `/api/forum/topics/${topic.id}`)).statusCode,
      replies: (await get(who, `/api/forum/topics/${topic.id}/replies`)).statusCode,
      garageComments: (await get(who, `/api/garages/${garageId}/comments`)).json<{ items: unknown[] }>().items.length,
      profile: (await get(who, `/api/users/${author.username}`)).statusCode,
      directory: JSON.stringify((await get(who, '/api/users?limit=50')).json()).includes(author.id),
      search: (await searchText(who)).includes(post.slug),
      feed: JSON.stringify((await get(who, '/api/activities?limit=50')).json()).includes(author.username),
    });
    const visible = { post: 200, list: true, topic: 200, replies: 200, garageComments: 1, profile: 200, directory: true, search: true, feed: true };
    expect(await seen(member)).toEqual(visible);

    await setBanned(author, true);
    const gone = { post: 404, list: false, topic: 404, replies: 404, garageComments: 0, profile: 404, directory: false, search: false, feed: false };
    expect(await seen(null)).toEqual(gone);
    expect(await seen(member)).toEqual(gone);
    const mod = await seen(moderator);
    expect(mod).toMatchObject({ post: 200, topic: 200, replies: 200, garageComments: 1, profile: 200 });

    // A ban whose end date has passed hides nothing.
    await setBanned(author, true, new Date(Date.now() - 60_000));
    expect(await seen(member)).toEqual(visible);
    await setBanned(author, true, new Date(Date.now() + 3_600_000));
    expect((await seen(member)).post).toBe(404);
    await setBanned(author, false);
    expect(await seen(member)).toEqual(visible);
  });
});

describe('audit of the modules’ own moderator actions', () => {
  it('a moderator deleting someone else’s comment writes one row; an author deleting their own writes none', async () => {
    const own = await as(t.app, author, { method: 'POST', url: `/api/garages/${garageId}/comments`, payload: { body: 'Kendi yorumum' } });
    let before = await auditCount();
    expect((await as(t.app, author, { method: 'DELETE', url: `/api/comments/${own.json<GarageComment>().id}` })).statusCode).toBe(204);
    expect(await auditCount()).toBe(before);
    const other = await as(t.app, author, { method: 'POST', url: `/api/blog/posts/${post.id}/comments`, payload: { body: 'Silinecek yorum' } });
    before = await auditCount();
    expect((await as(t.app, moderator, { method: 'DELETE', url: `/api/blog/comments/${other.json<BlogComment>().id}` })).statusCode).toBe(204);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'post_comment.delete', target_label: 'Silinecek yorum', actor_id: moderator.id });
  });

  it('pin, lock, feature, categories and the expert flag each write one row with before/after', async () => {
    let before = await auditCount();
    expect((await as(t.app, moderator, { method: 'PATCH', url: `/api/forum/topics/${topic.id}`, payload: { isPinned: true } })).statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'topic.pin', before: { isPinned: false }, after: { isPinned: true } });
    before = await auditCount();
    expect((await as(t.app, moderator, { method: 'PATCH', url: `/api/forum/topics/${topic.id}`, payload: { isLocked: true } })).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'topic.lock' });
    expect(await auditCount()).toBe(before + 1);

    before = await auditCount();
    expect((await as(t.app, admin, { method: 'PATCH', url: `/api/blog/posts/${post.id}/moderation`, payload: { isFeatured: true } })).statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'post.feature', before: { isFeatured: false }, after: { isFeatured: true } });

    before = await auditCount();
    const cat = { id: 'body', name: 'Kaporta', nameEn: 'Body', description: '', descriptionEn: '', icon: 'car', isQa: false, position: 3 };
    expect((await as(t.app, admin, { method: 'POST', url: '/api/forum/categories', payload: cat })).statusCode).toBe(201);
    expect((await as(t.app, admin, { method: 'PUT', url: '/api/forum/categories/body', payload: { ...cat, name: 'Kaporta ve boya' } })).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'forum_category.update', before: { name: 'Kaporta' }, after: { name: 'Kaporta ve boya' } });
    expect((await as(t.app, admin, { method: 'DELETE', url: '/api/forum/categories/body' })).statusCode).toBe(204);
    expect(await auditCount()).toBe(before + 3);
    expect(await lastAudit()).toMatchObject({ action: 'forum_category.delete', target_label: 'Kaporta ve boya' });

    before = await auditCount();
    expect((await as(t.app, admin, { method: 'PUT', url: `/api/admin/users/${member.id}/expert`, payload: { isExpert: true } })).statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'user.expert', target_id: member.id, before: { isExpert: false }, after: { isExpert: true } });
  });
});

describe('deleteContent (for reports)', () => {
  it('deletes as the module does — a hidden reply leaves the counters as they are — and writes no audit row itself', async () => {
    const extra = await as(t.app, member, { method: 'POST', url: `/api/forum/topics/${topic.id}/replies`, payload: { body: '<p>Ek cevap</p>' } });
    // The topic is locked above; unlock first.
    if (extra.statusCode !== 201) {
      await as(t.app, moderator, { method: 'PATCH', url: `/api/forum/topics/${topic.id}`, payload: { isLocked: false } });
    }
    const created = extra.statusCode === 201 ? extra : await as(t.app, member, { method: 'POST', url: `/api/forum/topics/${topic.id}/replies`, payload: { body: '<p>Ek cevap</p>' } });
    expect(created.statusCode, created.body).toBe(201);
    const replyId = created.json<Reply>().id;
    expect((await hide(moderator, 'reply', replyId)).statusCode).toBe(200);
    const before = await auditCount();
    const mod = { id: moderator.id, username: moderator.username, email: '', emailVerified: true, role: 'moderator' as const };
    const result = await t.app.deps.db.transaction((tx) => deleteContent(tx, mod, { type: 'reply', id: replyId }));
    expect(result).toMatchObject({ label: 'Ek cevap', authorId: member.id });
    expect(await auditCount()).toBe(before);
    const snapshot = () => queryRows(t.app.deps.db, sql`select id::text, replies_count from forum_topics union all select id, replies_count from forum_categories order by 1`);
    const stored = await snapshot();
    await recomputeForumCounters(t.app.deps.db);
    expect(await snapshot()).toEqual(stored);
    await expect(t.app.deps.db.transaction((tx) => deleteContent(tx, mod, { type: 'reply', id: replyId }))).rejects.toMatchObject({ code: 'REPLY_NOT_FOUND' });
  });
});
