/**
 * Test fixtures of the activity feed tests (activities.test.ts, activities.moderation.test.ts):
 * an app with two premium members, an admin and two forum categories, and the reads they make.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { type ActivityPage } from '@garaj/shared';
import { as, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { sharedAnswers } from '../../lib/answer-cache.ts';

// Set by useActivitiesTestApp's beforeAll; importers read them through live bindings.
export let t: TestApp;
export let ayse: TestUser;
export let mehmet: TestUser;
export let admin: TestUser;

/** Registers the file's app: premium members ayse and mehmet, an admin, a Q&A and a forum category. */
export function useActivitiesTestApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    [ayse, mehmet, admin] = await Promise.all([
      createUser(t.app, { username: 'Ayşe_Işık' }),
      createUser(t.app, { username: 'mehmet_kaya' }),
      createUser(t.app, { role: 'admin' }),
    ]);
    // More garages than a free member may have (limits: premium.test.ts).
    await makePremium(t.app, ayse.id, mehmet.id);
    await as(t.app, admin, {
      method: 'POST',
      url: '/api/forum/categories',
      payload: { id: 'engine', name: 'Motor', nameEn: 'Engine', description: 'Motor soruları', descriptionEn: 'Engine questions', icon: 'cog', isQa: true, position: 1 },
    });
    await as(t.app, admin, {
      method: 'POST',
      url: '/api/forum/categories',
      payload: { id: 'general', name: 'Genel', nameEn: 'General', description: 'Genel', descriptionEn: 'General', icon: 'cog', isQa: false, position: 2 },
    });
  });
  afterAll(() => t.close());
}

/** A stored activity row (snake_case, as selected). */
export interface Row {
  type: string;
  actor_id: string;
  garage_id: string | null;
  modification_id: string | null;
  garage_comment_id: string | null;
  post_id: string | null;
  post_comment_id: string | null;
  topic_id: string | null;
  reply_id: string | null;
  subject_user_id: string | null;
  search_text: string;
}

/** Stored rows of `actorId` (optionally of one type), oldest first. */
export const rowsOf = (actorId: string, type?: string) =>
  queryRows<Row>(t.app.deps.db, sql`select * from activities where actor_id = ${actorId} ${type ? sql`and type = ${type}` : sql``} order by created_at, id`);

/** A garage of `user` created through the API; its id. */
export async function newGarage(user: TestUser, name = 'Gece Mavisi', extra: Record<string, unknown> = {}): Promise<string> {
  const res = await as(t.app, user, { method: 'POST', url: '/api/garages', payload: { name, carBrand: 'Opel', carModel: 'Astra', ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/**
 * The feed as `user` (a visitor when null). Tests write rows behind the API's back, so the
 * visitors' shared answer is dropped first (that sharing has its own test below).
 */
export const feed = async (query = '', user: TestUser | null = null) => {
  sharedAnswers(t.app.deps.db).clear();
  const res = await as(t.app, user, { method: 'GET', url: `/api/activities${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivityPage>();
};

/** Moves every row of the garage back in time (as if written `ms` ago). */
export const age = (garageId: string, ms: number) =>
  queryRows(t.app.deps.db, sql`update activities set created_at = created_at - ${`${ms} milliseconds`}::interval where garage_id = ${garageId}`);
