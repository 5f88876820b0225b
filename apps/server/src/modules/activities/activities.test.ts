/**
 * The activity feed: the rows each domain event writes or removes (through the
 * real write endpoints, so the emission points are checked too), deletions taking their events
 * along, drafts never shown, the list's filters (type, Turkish search, scope, member), keyset
 * pages, the summary counts and the home figures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACTIVITY_COUNT_CAP, ACTIVITY_TYPES, type ActivityItem, type ActivityPage, type ActivitySummary, type HomeActivity } from '@garaj/shared';
import { as, createUser, type TestUser } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { ANSWER_CACHE_TTL_MS, sharedAnswers } from '../../lib/answer-cache.ts';
import { postBody, writePost } from '../blog/blog.fixtures.ts';
import { t, ayse, mehmet, admin, useActivitiesTestApp, rowsOf, newGarage, feed, age } from './activities.app-fixtures.ts';

useActivitiesTestApp();

describe('events → rows', () => {
  it('records a join for each sign-up, with the username in the search text', async () => {
    const [join] = await rowsOf(ayse.id, 'join');
    expect(join).toMatchObject({ type: 'join', actor_id: ayse.id, garage_id: null });
    expect(join!.search_text).toBe('ayse_isik');
  });

  it('records new_garage, and modifications saved with the garage stay part of it', async () => {
    const id = await newGarage(ayse, 'Işıklı Garaj', { modifications: [{ title: 'Turbo', category: 'engine' }] });
    const rows = (await rowsOf(ayse.id)).filter((r) => r.garage_id === id);
    expect(rows.map((r) => r.type)).toEqual(['new_garage']);
    expect(rows[0]!.search_text).toContain('isikli garaj opel astra');
  });

  it('records a modification added later, and a garage_update at most once per window', async () => {
    const id = await newGarage(ayse, 'Pencere');
    const edit = () => as(t.app, ayse, { method: 'PUT', url: `/api/garages/${id}`, payload: { name: 'Pencere 2', carBrand: 'Opel', carModel: 'Astra' } });
    expect((await edit()).statusCode).toBe(200);
    // Just created: the new_garage row stands for the edit.
    expect(await rowsOf(ayse.id, 'garage_update')).toHaveLength(0);
    await age(id, 2 * 60 * 60 * 1000);
    expect((await edit()).statusCode).toBe(200);
    expect((await edit()).statusCode).toBe(200);
    expect((await rowsOf(ayse.id, 'garage_update')).filter((r) => r.garage_id === id)).toHaveLength(1);
    const mod = await as(t.app, ayse, { method: 'POST', url: `/api/garages/${id}/modifications`, payload: { title: 'Egzoz', category: 'exhaust' } });
    expect(mod.statusCode, mod.body).toBe(201);
    const [row] = (await rowsOf(ayse.id, 'modification')).filter((r) => r.garage_id === id);
    expect(row).toMatchObject({ modification_id: mod.json().id });
    // Deleting the modification deletes its event.
    expect((await as(t.app, ayse, { method: 'DELETE', url: `/api/modifications/${mod.json().id}` })).statusCode).toBe(204);
    expect((await rowsOf(ayse.id, 'modification')).filter((r) => r.garage_id === id)).toHaveLength(0);
  });

  it('records a like and removes it on unlike; a comment until it is deleted', async () => {
    const id = await newGarage(ayse, 'Beğenilen');
    expect((await as(t.app, mehmet, { method: 'PUT', url: `/api/garages/${id}/like` })).statusCode).toBe(200);
    expect((await as(t.app, mehmet, { method: 'PUT', url: `/api/garages/${id}/like` })).statusCode).toBe(200);
    const likes = (await rowsOf(mehmet.id, 'like')).filter((r) => r.garage_id === id);
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ subject_user_id: ayse.id });
    expect((await as(t.app, mehmet, { method: 'DELETE', url: `/api/garages/${id}/like` })).statusCode).toBe(200);
    expect((await rowsOf(mehmet.id, 'like')).filter((r) => r.garage_id === id)).toHaveLength(0);

    const comment = await as(t.app, mehmet, { method: 'POST', url: `/api/garages/${id}/comments`, payload: { body: 'Çok güzel' } });
    expect(comment.statusCode, comment.body).toBe(201);
    const [row] = (await rowsOf(mehmet.id, 'comment')).filter((r) => r.garage_id === id);
    expect(row).toMatchObject({ garage_comment_id: comment.json().id });
    expect((await as(t.app, mehmet, { method: 'DELETE', url: `/api/comments/${comment.json().id}` })).statusCode).toBe(204);
    expect((await rowsOf(mehmet.id, 'comment')).filter((r) => r.garage_id === id)).toHaveLength(0);
  });

  it('favorites and views record nothing', async () => {
    const id = await newGarage(ayse, 'Favori');
    await as(t.app, mehmet, { method: 'PUT', url: `/api/garages/${id}/favorite` });
    await as(t.app, mehmet, { method: 'POST', url: `/api/garages/${id}/views` });
    const [row] = await queryRows<{ n: number }>(t.app.deps.db, sql`select count(*)::int as n from activities where garage_id = ${id}`);
    expect(row!.n).toBe(1);
  });

  it('deleting a garage deletes every event about it', async () => {
    const id = await newGarage(ayse, 'Silinecek');
    await as(t.app, mehmet, { method: 'PUT', url: `/api/garages/${id}/like` });
    await as(t.app, mehmet, { method: 'POST', url: `/api/garages/${id}/comments`, payload: { body: 'Yorum' } });
    const count = async () => (await queryRows<{ n: number }>(t.app.deps.db, sql`select count(*)::int as n from activities where garage_id = ${id}`))[0]!.n;
    expect(await count()).toBe(3);
    expect((await as(t.app, ayse, { method: 'DELETE', url: `/api/garages/${id}` })).statusCode).toBe(204);
    expect(await count()).toBe(0);
  });

  it('records follows and removes them on unfollow', async () => {
    expect((await as(t.app, mehmet, { method: 'PUT', url: `/api/users/${encodeURIComponent(ayse.username)}/follow` })).statusCode).toBe(200);
    const [row] = await rowsOf(mehmet.id, 'follow');
    expect(row).toMatchObject({ subject_user_id: ayse.id });
    expect(row!.search_text).toContain('ayse_isik');
    expect((await as(t.app, mehmet, { method: 'DELETE', url: `/api/users/${encodeURIComponent(ayse.username)}/follow` })).statusCode).toBe(200);
    expect(await rowsOf(mehmet.id, 'follow')).toHaveLength(0);
  });

  it('records a blog post when first published, never a draft; unpublishing removes it', async () => {
    const draft = await writePost(t.app, ayse, { title: 'Gizli Taslak', status: 'draft' });
    expect((await rowsOf(ayse.id, 'blog_post')).filter((r) => r.post_id === draft.id)).toHaveLength(0);
    const published = await as(t.app, ayse, { method: 'PUT', url: `/api/blog/posts/${draft.id}`, payload: postBody({ title: 'Gizli Taslak', status: 'published' }) });
    expect(published.statusCode, published.body).toBe(200);
    expect((await rowsOf(ayse.id, 'blog_post')).filter((r) => r.post_id === draft.id)).toHaveLength(1);
    const back = await as(t.app, ayse, { method: 'PUT', url: `/api/blog/posts/${draft.id}`, payload: postBody({ title: 'Gizli Taslak', status: 'draft' }) });
    expect(back.statusCode).toBe(200);
    expect((await rowsOf(ayse.id, 'blog_post')).filter((r) => r.post_id === draft.id)).toHaveLength(0);
  });

  it('records post likes and comments, hides them while the post is a draft, removes a like on unlike', async () => {
    const post = await writePost(t.app, ayse, { title: 'Fren Bakımı' });
    expect((await as(t.app, mehmet, { method: 'PUT', url: `/api/blog/posts/${post.id}/like` })).statusCode).toBe(200);
    const comment = await as(t.app, mehmet, { method: 'POST', url: `/api/blog/posts/${post.id}/comments`, payload: { body: 'Teşekkürler' } });
    expect(comment.statusCode, comment.body).toBe(201);
    const rows = (await rowsOf(mehmet.id)).filter((r) => r.post_id === post.id);
    expect(rows.map((r) => r.type).sort()).toEqual(['comment', 'like']);
    expect((await feed(`?user=${mehmet.username}`)).items.filter((i) => i.target?.url === `/blog/${post.slug}`)).toHaveLength(2);

    const moderated = await as(t.app, admin, { method: 'PATCH', url: `/api/blog/posts/${post.id}/moderation`, payload: { status: 'draft' } });
    expect(moderated.statusCode, moderated.body).toBe(200);
    expect((await feed(`?user=${mehmet.username}`)).items.filter((i) => i.target?.url === `/blog/${post.slug}`)).toHaveLength(0);
    expect((await feed('?q=fren%20bakimi')).items).toHaveLength(0);

    await as(t.app, admin, { method: 'PATCH', url: `/api/blog/posts/${post.id}/moderation`, payload: { status: 'published' } });
    expect((await as(t.app, mehmet, { method: 'DELETE', url: `/api/blog/posts/${post.id}/like` })).statusCode).toBe(200);
    expect((await rowsOf(mehmet.id, 'like')).filter((r) => r.post_id === post.id)).toHaveLength(0);
  });

  it('records questions and answers (not discussions), and a deleted reply takes its answer along', async () => {
    const q = await as(t.app, ayse, { method: 'POST', url: '/api/forum/topics', payload: { categoryId: 'engine', title: 'Motor ısınmıyor', body: '<p>Termostat?</p>', tags: [] } });
    expect(q.statusCode, q.body).toBe(201);
    const topicId = q.json().id as string;
    const d = await as(t.app, ayse, { method: 'POST', url: '/api/forum/topics', payload: { categoryId: 'general', kind: 'discussion', title: 'Sohbet', body: '<p>Merhaba</p>', tags: [] } });
    expect(d.statusCode, d.body).toBe(201);
    expect((await rowsOf(ayse.id, 'question')).map((r) => r.topic_id)).toEqual([topicId]);
    const reply = await as(t.app, mehmet, { method: 'POST', url: `/api/forum/topics/${topicId}/replies`, payload: { body: '<p>Termostatı değiştir.</p>' } });
    expect(reply.statusCode, reply.body).toBe(201);
    await as(t.app, mehmet, { method: 'POST', url: `/api/forum/topics/${d.json().id}/replies`, payload: { body: '<p>Selam</p>' } });
    const answers = await rowsOf(mehmet.id, 'answer');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ topic_id: topicId, reply_id: reply.json().id, subject_user_id: ayse.id });
    const item = (await feed('?type=answer')).items.find((i) => i.actor.id === mehmet.id);
    expect(item?.target).toEqual({ kind: 'topic', title: 'Motor ısınmıyor', url: `/forum/engine/topic/${topicId}` });
    expect((await as(t.app, mehmet, { method: 'DELETE', url: `/api/forum/replies/${reply.json().id}` })).statusCode).toBe(204);
    expect(await rowsOf(mehmet.id, 'answer')).toHaveLength(0);
  });

  it('a refused write leaves no event', async () => {
    const before = (await rowsOf(ayse.id, 'new_garage')).length;
    const bad = await as(t.app, ayse, { method: 'POST', url: '/api/garages', payload: { name: 'Kötü', carBrand: 'Opel', carModel: 'Astra', photos: [{ imageId: crypto.randomUUID() }] } });
    expect(bad.statusCode).toBe(400);
    expect(await rowsOf(ayse.id, 'new_garage')).toHaveLength(before);
  });
});

describe('GET /api/activities', () => {
  let fresh: TestUser;
  let garageId: string;

  beforeAll(async () => {
    fresh = await createUser(t.app, { username: 'Şoför_Çağrı' });
    garageId = await newGarage(fresh, 'Işık Hızı');
  });

  it('lists newest first with the actor and the target link, and no private fields', async () => {
    const page = await feed();
    const [first] = page.items;
    expect(first).toMatchObject({ type: 'new_garage', actor: { id: fresh.id, username: 'Şoför_Çağrı', displayName: 'Şoför_Çağrı' }, target: { kind: 'garage', title: 'Işık Hızı', url: `/garage/${garageId}` } });
    expect(Object.keys(first!).sort()).toEqual(['actor', 'createdAt', 'id', 'target', 'type']);
    expect(JSON.stringify(page)).not.toContain('@example.com');
    expect(JSON.stringify(page)).not.toContain('search_text');
    const join = page.items.find((i) => i.type === 'join' && i.actor.id === fresh.id);
    expect(join?.target).toBeNull();
  });

  it('searches Turkish-aware: isik finds Işık, SOFOR finds Şoför', async () => {
    const byTitle = await feed('?q=isik%20hizi');
    expect(byTitle.items.map((i) => i.target?.title)).toContain('Işık Hızı');
    expect(byTitle.items.every((i) => i.target?.title === 'Işık Hızı')).toBe(true);
    const byName = await feed('?q=SOFOR_cagri');
    expect(new Set(byName.items.map((i) => i.actor.id))).toEqual(new Set([fresh.id]));
    expect((await feed('?q=hi%C3%A7bir%C5%9Feyyok')).items).toEqual([]);
  });

  it('filters by type and refuses an unknown type', async () => {
    const joins = await feed('?type=join');
    expect(joins.items.length).toBeGreaterThan(0);
    expect(joins.items.every((i) => i.type === 'join')).toBe(true);
    expect((await as(t.app, null, { method: 'GET', url: '/api/activities?type=secret' })).statusCode).toBe(400);
  });

  it('pages with a keyset cursor: no item twice, none missed', async () => {
    const all = await feed('?limit=50');
    const seen: ActivityItem[] = [];
    let cursor: string | null = null;
    do {
      const page: ActivityPage = await feed(`?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((i) => i.id)).toEqual(all.items.map((i) => i.id));
    expect((await as(t.app, null, { method: 'GET', url: '/api/activities?cursor=bozuk' })).statusCode).toBe(400);
  });

  it('following scope: 401 signed out, only followed members signed in', async () => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/activities?scope=following' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    expect((await as(t.app, null, { method: 'GET', url: '/api/activities/summary?scope=following' })).statusCode).toBe(401);
    const watcher = await createUser(t.app);
    expect((await feed('?scope=following', watcher)).items).toEqual([]);
    await as(t.app, watcher, { method: 'PUT', url: `/api/users/${encodeURIComponent(fresh.username)}/follow` });
    const page = await feed('?scope=following', watcher);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((i) => i.actor.id === fresh.id)).toBe(true);
  });

  it('user filter gives one member’s events; unknown member 404', async () => {
    const page = await feed(`?user=${encodeURIComponent('şoför_çağrı')}`);
    expect(page.items.map((i) => i.type).sort()).toEqual(['join', 'new_garage']);
    expect((await as(t.app, null, { method: 'GET', url: '/api/activities?user=yok_boyle_biri' })).statusCode).toBe(404);
  });

  it('hides a banned member’s events', async () => {
    const banned = await createUser(t.app);
    await queryRows(t.app.deps.db, sql`update users set banned = true where id = ${banned.id}`);
    expect((await feed('?limit=50')).items.some((i) => i.actor.id === banned.id)).toBe(false);
  });
});

describe('visitors share an answer for a second', () => {
  it('serves a visitor the shared page until it expires or a write through the API drops it; a member reads fresh rows', async () => {
    const member = await createUser(t.app, { username: 'paylasilan_uye' });
    const url = `/api/activities?user=${member.username}`;
    const visitorIds = async () => (await as(t.app, null, { method: 'GET', url })).json<ActivityPage>().items.map((i) => i.type);
    sharedAnswers(t.app.deps.db).clear();
    expect(await visitorIds()).toEqual(['join']);
    const res = await as(t.app, null, { method: 'GET', url });
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    expect(res.headers.vary).toContain('cookie');
    await queryRows(t.app.deps.db, sql`insert into activities (type, actor_id, search_text) values ('join', ${member.id}, 'paylasilan_uye')`);
    expect(await visitorIds()).toEqual(['join']);
    expect((await as(t.app, member, { method: 'GET', url })).json<ActivityPage>().items).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, ANSWER_CACHE_TTL_MS + 100));
    expect(await visitorIds()).toEqual(['join', 'join']);
    await newGarage(member, 'Yeni Garaj');
    expect(await visitorIds()).toEqual(['new_garage', 'join', 'join']);
  });
});

describe('summary and home', () => {
  beforeAll(() => sharedAnswers(t.app.deps.db).clear());

  it('counts per type under the same search and scope, equal to the rows', async () => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/activities/summary' });
    expect(res.statusCode).toBe(200);
    const summary = res.json<ActivitySummary>();
    expect(Object.keys(summary.counts).sort()).toEqual([...ACTIVITY_TYPES].sort());
    for (const type of ACTIVITY_TYPES) {
      const [row] = await queryRows<{ n: number }>(
        t.app.deps.db,
        sql`select count(*)::int as n from activities a join users u on u.id = a.actor_id
            where a.type = ${type} and u.banned is not true
              and (a.post_id is null or exists (select 1 from blog_posts p where p.id = a.post_id and p.status = 'published'))`,
      );
      expect(summary.counts[type], type).toBe(row!.n);
    }
    expect(summary.total).toBe(Object.values(summary.counts).reduce((a, b) => a + b, 0));
    const searched = (await as(t.app, null, { method: 'GET', url: '/api/activities/summary?q=isik%20hizi' })).json<ActivitySummary>();
    expect(searched.total).toBe(1);
    expect(searched.counts.new_garage).toBe(1);
  });

  it('home: the newest events and figures from the rows', async () => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/activities/home' });
    expect(res.statusCode).toBe(200);
    const home = res.json<HomeActivity>();
    const latest = await feed('?limit=6');
    expect(home.items.map((i) => i.id)).toEqual(latest.items.map((i) => i.id));
    const total = (await as(t.app, null, { method: 'GET', url: '/api/activities/summary' })).json<ActivitySummary>().total;
    expect(home.stats.totalEvents).toBe(total);
    // 'Today' starts at midnight in Istanbul: a run that crosses 21:00 UTC splits the file's events.
    const [today] = await queryRows<{ n: number }>(
      t.app.deps.db,
      sql`select count(*)::int as n from activities a join users u on u.id = a.actor_id
          where u.banned is not true
            and a.created_at >= date_trunc('day', now() at time zone 'Europe/Istanbul') at time zone 'Europe/Istanbul'
            and (a.post_id is null or exists (select 1 from blog_posts p where p.id = a.post_id and p.status = 'published'))`,
    );
    expect(home.stats.todayEvents).toBe(today!.n);
    expect(home.stats.todayEvents).toBeLessThanOrEqual(total);
    const [active] = await queryRows<{ n: number }>(
      t.app.deps.db,
      sql`select count(distinct a.actor_id)::int as n from activities a join users u on u.id = a.actor_id where u.banned is not true`,
    );
    expect(home.stats.activeMembersWeek).toBe(active!.n);
  });
});

describe('flat at any size', () => {
  it('pages events of one instant in a stable order, each once; a bad cursor is 400 VALIDATION_FAILED', async () => {
    const member = await createUser(t.app, { username: 'ayni_an' });
    await t.app.deps.db.execute(sql`insert into activities (type, actor_id, search_text, created_at)
      select 'join', ${member.id}, 'ayni_an', timestamptz '2020-02-02T02:02:02Z' from generate_series(1, 5)`);
    const all = await feed('?user=ayni_an&limit=50');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ActivityPage = await feed(`?user=ayni_an&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((i) => i.id));
    expect(new Set(seen).size).toBe(all.items.length);
    const bad = await as(t.app, null, { method: 'GET', url: `/api/activities?cursor=${Buffer.from('["2020-02-30T00:00:00.000000Z","x"]').toString('base64url')}` });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('counts each type up to ACTIVITY_COUNT_CAP and names the capped types', async () => {
    const member = await createUser(t.app, { username: 'cok_yorum' });
    await t.app.deps.db.execute(sql`insert into activities (type, actor_id, search_text)
      select 'comment', ${member.id}, 'cok_yorum' from generate_series(1, ${ACTIVITY_COUNT_CAP + 1})`);
    sharedAnswers(t.app.deps.db).clear();
    const summary = (await as(t.app, null, { method: 'GET', url: '/api/activities/summary' })).json<ActivitySummary>();
    expect(summary.counts.comment).toBe(ACTIVITY_COUNT_CAP);
    expect(summary.capped).toEqual(['comment']);
    expect(summary.totalCapped).toBe(true);
    const one = (await as(t.app, null, { method: 'GET', url: '/api/activities/summary?user=ayni_an' })).json<ActivitySummary>();
    expect(one).toMatchObject({ total: 6, totalCapped: false, capped: [] });
  });
});
