/**
 * Test fixtures of the forum API tests (forum.test.ts, forum.answers.test.ts): an app with six
 * members and two categories, and the requests the tests make.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Reply, TopicDetail } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import type { RealtimeMessage } from '../../lib/realtime.ts';
import { recomputeForumCounters } from './forum.counters.ts';

// Set by useForumTestApp's beforeAll; importers read them through live bindings.
export let t: TestApp;
export let asker: TestUser;
export let other: TestUser;
export let third: TestUser;
export let moderator: TestUser;
export let admin: TestUser;
export let unverified: TestUser;
/** Every realtime message published since the app started. */
export const events: RealtimeMessage[] = [];

/** The Q&A category the tests ask in (a second one, `general`, is a forum category). */
export const category = { id: 'engine', name: 'Motor', nameEn: 'Engine', description: 'Motor soruları', descriptionEn: 'Engine questions', icon: 'cog', isQa: true, position: 1 };

/** Registers the file's app: six members (asker, other, third, moderator, admin, unverified) and two categories. */
export function useForumTestApp(): void {
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
}

/** A member, or null for a visitor. */
export type Who = TestUser | null;

/** POST /api/forum/topics as `user`: a question in `engine`; `body` replaces fields. */
export async function ask(user: Who, body: Record<string, unknown> = {}) {
  return as(t.app, user, {
    method: 'POST',
    url: '/api/forum/topics',
    payload: { categoryId: 'engine', title: 'Motor soğukta zor çalışıyor', body: '<p>Sabahları <strong>üç dört</strong> denemede çalışıyor.</p>', tags: ['soğuk çalıştırma'], ...body },
  });
}

/** A stored topic (201 expected). */
export async function newTopic(user: TestUser = asker, body: Record<string, unknown> = {}): Promise<TopicDetail> {
  const res = await ask(user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TopicDetail>();
}

/** POST a reply to `topicId` as `user`. */
export async function answer(user: Who, topicId: string, body = '<p>Bujileri kontrol et.</p>') {
  return as(t.app, user, { method: 'POST', url: `/api/forum/topics/${topicId}/replies`, payload: { body } });
}

/** A stored reply (201 expected). */
export async function newReply(user: TestUser, topicId: string, body?: string): Promise<Reply> {
  const res = await answer(user, topicId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Reply>();
}

export const patch = (user: Who, topicId: string, payload: Record<string, unknown>) => as(t.app, user, { method: 'PATCH', url: `/api/forum/topics/${topicId}`, payload });
export const accept = (user: Who, topicId: string, replyId: string | null) => as(t.app, user, { method: 'PUT', url: `/api/forum/topics/${topicId}/accepted-reply`, payload: { replyId } });
export const vote = (user: Who, target: 'topics' | 'replies', id: string, value: number) => as(t.app, user, { method: 'PUT', url: `/api/forum/${target}/${id}/vote`, payload: { value } });
export const detail = (user: Who, id: string) => as(t.app, user, { method: 'GET', url: `/api/forum/topics/${id}` });
export const code = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;

/** Every stored counter, to compare with a recomputation from the rows. */
export async function counterSnapshot() {
  const db = t.app.deps.db;
  return {
    topics: await queryRows(db, sql`select id, score, upvotes_count, replies_count, last_reply_at, last_reply_user_id from forum_topics order by id`),
    replies: await queryRows(db, sql`select id, score, upvotes_count from forum_replies order by id`),
    categories: await queryRows(db, sql`select id, topics_count, replies_count, last_post_at, last_post_topic_id, last_post_user_id from forum_categories order by id`),
    categoryMembers: await queryRows(db, sql`select category_id, user_id, posts_count from forum_category_members order by 1, 2`),
    members: await queryRows(db, sql`select user_id, reputation, posts_count from forum_members where reputation <> 0 or posts_count <> 0 order by 1`),
  };
}

/** Expects every stored forum counter to equal its recomputation from the rows. */
export async function expectCountersExact() {
  const before = await counterSnapshot();
  await recomputeForumCounters(t.app.deps.db);
  expect(await counterSnapshot()).toEqual(before);
}
