/**
 * Test fixtures of the premium API tests (premium.test.ts, premium.admin.test.ts): an app with
 * an admin and a moderator, requests from distinct addresses, audit rows, premium set directly,
 * garages and stored images.
 */
import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { istanbulToday, type GarageInput } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import {
  as,
  createTestApp,
  createUser,
  nextIp,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.ts';

// Set by usePremiumTestApp's beforeAll; importers read them through live bindings.
export let t: TestApp;
export let admin: TestUser;
export let moderator: TestUser;

/** `date` (YYYY-MM-DD) moved by `days` days. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Today in Istanbul (YYYY-MM-DD). */
export const today = istanbulToday();
/** The app's database. */
export const db = () => t.app.deps.db;

/** Registers the file's app (ADMIN_EMAIL set) with an admin and a moderator. */
export function usePremiumTestApp(): void {
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'yonetim@garaj.example' });
    [admin, moderator] = await Promise.all([
      createUser(t.app, { role: 'admin' }),
      createUser(t.app, { role: 'moderator' }),
    ]);
  });
  afterAll(() => t.close());
}

/** Requests come from distinct addresses (the request limit is per address). */
export const call = (user: TestUser | null, options: Parameters<typeof as>[2]) =>
  as(t.app, user, { remoteAddress: nextIp(), ...options });
/** POST /api/premium/requests as `user` (null: a visitor) for `plan`. */
export const requestPremium = (user: TestUser | null, plan: string) =>
  call(user, { method: 'POST', url: '/api/premium/requests', payload: { plan } });
/** The audit rows about `targetId`, oldest first. */
export const auditRows = (targetId: string) =>
  queryRows<{ action: string; before: unknown; after: unknown; reason: string | null }>(
    db(),
    sql`select action, before, after, reason from audit_log where target_id = ${targetId} order by id`,
  );
/** Makes `userId` premium since 10 days ago, until `until` (null: open-ended). */
export const setPremium = (userId: string, until: string | null) =>
  db().execute(
    sql`update profiles set premium_since = now() - interval '10 days', premium_until = ${until}::timestamptz where user_id = ${userId}`,
  );

/** A valid garage body. */
export const garage: GarageInput = {
  name: 'Sınır Testi',
  carBrand: 'Fiat',
  carModel: 'Egea',
  carYear: 2020,
  description: 'Limit',
};
/** POST /api/garages as `user`; `body` replaces fields of `garage`. */
export const createGarage = (user: TestUser, body: Partial<GarageInput> = {}) =>
  call(user, { method: 'POST', url: '/api/garages', payload: { ...garage, ...body } });
/** `n` stored garage images owned by `user` (rows only); their ids. */
export async function uploads(user: TestUser, n: number): Promise<string[]> {
  const rows = await db()
    .insert(images)
    .values(
      Array.from({ length: n }, () => ({
        ownerId: user.id,
        purpose: 'garage' as const,
        width: 800,
        height: 600,
        variants: [320],
        bytes: 1000,
      })),
    )
    .returning({ id: images.id });
  return rows.map((r) => r.id);
}
