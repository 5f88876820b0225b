/** What the activity feed shows follows moderation, bans and deletions. */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, createUser, makePremium, type TestUser } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { writePost } from '../blog/blog.fixtures.ts';
import { RULE_JOINS, VISIBLE_BY_RULE } from './activities.fixtures.ts';
import { VISIBLE_ACTIVITY } from './activities.service.ts';
import { t, admin, useActivitiesTestApp, newGarage, feed } from './activities.app-fixtures.ts';

useActivitiesTestApp();

describe('what the feed shows follows moderation, bans and deletions', () => {
  let poster: TestUser;
  let fan: TestUser;
  let post: { id: string; slug: string };
  let postComment: string;
  let topicId: string;
  let replyId: string;
  let garageId: string;
  let garageComment: string;

  /** Ids of the rows the feed shows (the stored state) and of those the rule allows (computed from the joined rows). */
  const shownIds = async () =>
    (await queryRows<{ id: string }>(t.app.deps.db, sql`select a.id from activities a where ${VISIBLE_ACTIVITY} order by a.id`)).map((r) => r.id);
  const ruleIds = async () =>
    (
      await queryRows<{ id: string }>(t.app.deps.db, sql`select a.id from activities a join users u on u.id = a.actor_id ${RULE_JOINS} where ${VISIBLE_BY_RULE} order by a.id`)
    ).map((r) => r.id);
  /** `type target-kind` of the fan's and the poster's events in the feed (the stored state), checked against the rule first. */
  async function shown(): Promise<{ fan: string[]; poster: string[] }> {
    expect(await shownIds()).toEqual(await ruleIds());
    const of = async (member: TestUser) =>
      (await feed(`?user=${encodeURIComponent(member.username)}&limit=50`)).items.map((i) => `${i.type} ${i.target?.kind ?? '-'}`).sort();
    return { fan: await of(fan), poster: await of(poster) };
  }
  const moderate = async (method: 'PUT' | 'DELETE', type: string, id: string) => {
    const res = await as(t.app, admin, { method, url: `/api/moderation/${type}/${id}/hidden`, ...(method === 'PUT' ? { payload: { reason: 'Kural dışı' } } : {}) });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    poster = await createUser(t.app, { username: 'yazar_gorunur' });
    fan = await createUser(t.app, { username: 'hayran_okur' });
    await makePremium(t.app, poster.id);
    post = await writePost(t.app, poster, { title: 'Görünürlük Yazısı' });
    expect((await as(t.app, fan, { method: 'PUT', url: `/api/blog/posts/${post.id}/like` })).statusCode).toBe(200);
    const pc = await as(t.app, fan, { method: 'POST', url: `/api/blog/posts/${post.id}/comments`, payload: { body: 'Güzel yazı' } });
    expect(pc.statusCode, pc.body).toBe(201);
    postComment = pc.json().id as string;
    const q = await as(t.app, poster, { method: 'POST', url: '/api/forum/topics', payload: { categoryId: 'engine', title: 'Görünürlük sorusu', body: '<p>Neden?</p>', tags: [] } });
    expect(q.statusCode, q.body).toBe(201);
    topicId = q.json().id as string;
    const r = await as(t.app, fan, { method: 'POST', url: `/api/forum/topics/${topicId}/replies`, payload: { body: '<p>Çünkü.</p>' } });
    expect(r.statusCode, r.body).toBe(201);
    replyId = r.json().id as string;
    garageId = await newGarage(poster, 'Görünür Garaj');
    const gc = await as(t.app, fan, { method: 'POST', url: `/api/garages/${garageId}/comments`, payload: { body: 'Harika' } });
    expect(gc.statusCode, gc.body).toBe(201);
    garageComment = gc.json().id as string;
    expect((await as(t.app, fan, { method: 'PUT', url: `/api/users/${poster.username}/follow` })).statusCode).toBe(200);
  });

  const everything = {
    fan: ['answer topic', 'comment garage', 'comment post', 'follow user', 'join -', 'like post'],
    poster: ['blog_post post', 'join -', 'new_garage garage', 'question topic'],
  };

  it('shows every event while nothing is hidden or banned', async () => {
    expect(await shown()).toEqual(everything);
  });

  it('hiding a post hides its events and comments on it; unhiding brings them back', async () => {
    await moderate('PUT', 'post', post.id);
    expect(await shown()).toEqual({
      fan: ['answer topic', 'comment garage', 'follow user', 'join -'],
      poster: ['join -', 'new_garage garage', 'question topic'],
    });
    await moderate('DELETE', 'post', post.id);
    expect(await shown()).toEqual(everything);
  });

  it('hiding a comment or a reply hides only its own event', async () => {
    await moderate('PUT', 'post_comment', postComment);
    await moderate('PUT', 'reply', replyId);
    await moderate('PUT', 'garage_comment', garageComment);
    expect(await shown()).toEqual({ fan: ['follow user', 'join -', 'like post'], poster: everything.poster });
    await moderate('DELETE', 'post_comment', postComment);
    await moderate('DELETE', 'reply', replyId);
    await moderate('DELETE', 'garage_comment', garageComment);
    expect(await shown()).toEqual(everything);
  });

  it('hiding a topic hides the question and its answers', async () => {
    await moderate('PUT', 'topic', topicId);
    expect(await shown()).toEqual({ fan: everything.fan.filter((x) => x !== 'answer topic'), poster: everything.poster.filter((x) => x !== 'question topic') });
    await moderate('DELETE', 'topic', topicId);
    expect(await shown()).toEqual(everything);
  });

  it('banning a member hides their events and every event about them or their content; unbanning shows them again', async () => {
    const ban = await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${poster.id}/ban`, payload: { reason: 'Spam' } });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(await shown()).toEqual({ fan: ['join -'], poster: [] });
    const unban = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/users/${poster.id}/ban` });
    expect(unban.statusCode, unban.body).toBe(200);
    expect(await shown()).toEqual(everything);
  });

  it('a ban with an end shows the events again once it has passed, with no write', async () => {
    await queryRows(t.app.deps.db, sql`update users set banned = true, ban_expires = now() + interval '1 second' where id = ${fan.id}`);
    expect((await shown()).fan).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await shown()).toEqual(everything);
    await queryRows(t.app.deps.db, sql`update users set banned = false, ban_expires = null where id = ${fan.id}`);
    expect(await shown()).toEqual(everything);
  });

  it('a member without a username shows no events until they have one', async () => {
    await queryRows(t.app.deps.db, sql`update users set display_username = null where id = ${fan.id}`);
    expect((await shown()).fan).toEqual([]);
    await queryRows(t.app.deps.db, sql`update users set display_username = ${fan.username} where id = ${fan.id}`);
    expect(await shown()).toEqual(everything);
  });

  it('a post back to draft hides the events about it; deleting it removes them', async () => {
    await queryRows(t.app.deps.db, sql`update blog_posts set status = 'draft' where id = ${post.id}`);
    expect((await shown()).fan).toEqual(['answer topic', 'comment garage', 'follow user', 'join -']);
    await queryRows(t.app.deps.db, sql`update blog_posts set status = 'published' where id = ${post.id}`);
    expect(await shown()).toEqual(everything);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/blog/posts/${post.id}` })).statusCode).toBe(204);
    expect(await shown()).toEqual({ fan: ['answer topic', 'comment garage', 'follow user', 'join -'], poster: ['join -', 'new_garage garage', 'question topic'] });
  });
});
