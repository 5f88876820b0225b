/** The forum API: categories, asking, bodies, listing and reading, the sitemap and the sweeper. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ForumCategory, TopicDetail, TopicPage } from '@garaj/shared';
import { as } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { sweep } from '../../lib/sweeper.ts';
import { forumTopicViews } from '../../db/schema/index.ts';
import { uploadImage } from '../blog/blog.fixtures.ts';
import { recomputeForumCounters } from './forum.counters.ts';
import { t, asker, other, moderator, admin, unverified, category, useForumTestApp, ask, newTopic, newReply, patch, detail, code } from './forum.fixtures.ts';

useForumTestApp();

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

  it('keeps the images a topic or an answer shows, and deletes an orphan', async () => {
    const filesOf = (id: string) => readdir(path.join(t.dataDir, 'uploads', 'images', id)).catch(() => []);
    const inTopic = await uploadImage(t.app, asker);
    const inAnswer = await uploadImage(t.app, other);
    const orphan = await uploadImage(t.app, other);
    const topic = await newTopic(asker, { kind: 'discussion', body: `<p>Motor bölmesi:</p><img src="${inTopic.url}">` });
    await newReply(other, topic.id, `<p>Benimki de böyle:</p><img src="${inAnswer.url}">`);
    // A day later the orphan goes; what a page shows stays.
    await sweep(t.app, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await filesOf(orphan.id)).toEqual([]);
    expect((await filesOf(inTopic.id)).length).toBeGreaterThan(0);
    expect((await filesOf(inAnswer.id)).length).toBeGreaterThan(0);
  });
});
