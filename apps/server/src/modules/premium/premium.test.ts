/**
 * Premium API: the public overview, the member's request flow (one pending, cancel,
 * already premium), the limits the server enforces (garages, photos per garage; an ended premium
 * is free again), the admin matrix (401/403) and exactly one audit row per admin write, the
 * premium badge and the member's notification.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  GARAGE_LIMITS,
  PREMIUM_YEARLY_PRICE_TL,
  istanbulToday,
  type AdminPremiumRequestPage,
  type GarageInput,
  type MemberBadges,
  type PremiumMemberPage,
  type PremiumMemberSummary,
  type PremiumOverview,
  type PremiumRequestView,
} from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import {
  as,
  createTestApp,
  createUser,
  mailsTo,
  nextIp,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.ts';
import { isPremium } from './premium.status.ts';

let t: TestApp;
let admin: TestUser;
let moderator: TestUser;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = istanbulToday();
const db = () => t.app.deps.db;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'yonetim@garaj.example' });
  [admin, moderator] = await Promise.all([
    createUser(t.app, { role: 'admin' }),
    createUser(t.app, { role: 'moderator' }),
  ]);
});
afterAll(() => t.close());

/** Requests come from distinct addresses (the request limit is per address). */
const call = (user: TestUser | null, options: Parameters<typeof as>[2]) =>
  as(t.app, user, { remoteAddress: nextIp(), ...options });
const auditRows = (targetId: string) =>
  queryRows<{ action: string; before: unknown; after: unknown; reason: string | null }>(
    db(),
    sql`select action, before, after, reason from audit_log where target_id = ${targetId} order by id`,
  );
const setPremium = (userId: string, until: string | null) =>
  db().execute(
    sql`update profiles set premium_since = now() - interval '10 days', premium_until = ${until}::timestamptz where user_id = ${userId}`,
  );

const garage: GarageInput = {
  name: 'Sınır Testi',
  carBrand: 'Fiat',
  carModel: 'Egea',
  carYear: 2020,
  description: 'Limit',
};
const createGarage = (user: TestUser, body: Partial<GarageInput> = {}) =>
  call(user, { method: 'POST', url: '/api/garages', payload: { ...garage, ...body } });
async function uploads(user: TestUser, n: number): Promise<string[]> {
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

describe('GET /api/premium', () => {
  it('gives the plans (free 0, monthly first month free, yearly 290 TL with 2 free months, 17 %) and no member for a visitor', async () => {
    const res = await call(null, { method: 'GET', url: '/api/premium' });
    expect(res.statusCode).toBe(200);
    const body = res.json<PremiumOverview>();
    expect(body.plans).toEqual([
      { id: 'free', priceTl: 0, period: null, freeMonths: 0 },
      { id: 'monthly', priceTl: 29, period: 'month', freeMonths: 1 },
      { id: 'yearly', priceTl: PREMIUM_YEARLY_PRICE_TL, period: 'year', freeMonths: 2 },
    ]);
    expect(body.yearlySavingPercent).toBe(17);
    expect(body.limits).toEqual({ free: GARAGE_LIMITS.free, premium: GARAGE_LIMITS.premium });
    expect(body.member).toBeNull();
  });

  it('gives a member their state: free limits, no request; premium with an end day', async () => {
    const member = await createUser(t.app);
    let body = (await call(member, { method: 'GET', url: '/api/premium' })).json<PremiumOverview>();
    expect(body.member).toEqual({
      premium: false,
      premiumUntil: null,
      premiumUntilDay: null,
      pendingRequest: null,
      limits: GARAGE_LIMITS.free,
      garageCount: 0,
    });
    await db().execute(
      sql`update profiles set premium_since = now(), premium_until = ((${addDays(today, 5)}::date + 1)::timestamp at time zone 'Europe/Istanbul') where user_id = ${member.id}`,
    );
    body = (await call(member, { method: 'GET', url: '/api/premium' })).json<PremiumOverview>();
    expect(body.member).toMatchObject({
      premium: true,
      premiumUntilDay: addDays(today, 5),
      limits: GARAGE_LIMITS.premium,
    });
  });
});

describe('member requests', () => {
  it('stores one pending request (201), mails the contact address, refuses a second (409), cancels it', async () => {
    const member = await createUser(t.app);
    expect(
      (
        await call(null, {
          method: 'POST',
          url: '/api/premium/requests',
          payload: { plan: 'monthly' },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await call(member, {
      method: 'POST',
      url: '/api/premium/requests',
      payload: { plan: 'weekly' },
    });
    expect(bad.statusCode).toBe(400);

    const res = await call(member, {
      method: 'POST',
      url: '/api/premium/requests',
      payload: { plan: 'monthly' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<PremiumRequestView>()).toMatchObject({
      plan: 'monthly',
      status: 'pending',
      handledAt: null,
    });
    const mails = await mailsTo(t.dataDir, 'yonetim@garaj.example');
    expect(mails.some((m) => m.includes(member.username) && m.includes('Premium'))).toBe(true);

    const again = await call(member, {
      method: 'POST',
      url: '/api/premium/requests',
      payload: { plan: 'yearly' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PREMIUM_REQUEST_PENDING');

    const overview = (
      await call(member, { method: 'GET', url: '/api/premium' })
    ).json<PremiumOverview>();
    expect(overview.member?.pendingRequest).toMatchObject({ plan: 'monthly', status: 'pending' });
    expect(
      (await call(member, { method: 'GET', url: '/api/premium/requests/mine' })).json(),
    ).toMatchObject({ request: { plan: 'monthly', status: 'pending' } });

    const cancel = await call(member, { method: 'DELETE', url: '/api/premium/requests/mine' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<PremiumRequestView>().status).toBe('cancelled');
    expect(
      (await call(member, { method: 'DELETE', url: '/api/premium/requests/mine' })).json().error
        .code,
    ).toBe('PREMIUM_REQUEST_NOT_FOUND');
    expect(
      (await call(member, { method: 'GET', url: '/api/premium' })).json<PremiumOverview>().member
        ?.pendingRequest,
    ).toBeNull();
    // After a cancel a new request may be made.
    expect(
      (
        await call(member, {
          method: 'POST',
          url: '/api/premium/requests',
          payload: { plan: 'yearly' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('keeps one pending request when two arrive at once', async () => {
    const member = await createUser(t.app);
    const results = await Promise.all(
      ['monthly', 'yearly'].map((plan) =>
        call(member, { method: 'POST', url: '/api/premium/requests', payload: { plan } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [n] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from premium_requests where user_id = ${member.id} and status = 'pending'`,
    );
    expect(n!.n).toBe(1);
  });

  it('refuses a request from a member who is premium now (409 PREMIUM_ALREADY_ACTIVE), accepts one after premium ended', async () => {
    const member = await createUser(t.app);
    await setPremium(member.id, null);
    const res = await call(member, {
      method: 'POST',
      url: '/api/premium/requests',
      payload: { plan: 'yearly' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PREMIUM_ALREADY_ACTIVE');
    await setPremium(member.id, new Date(Date.now() - 60_000).toISOString());
    expect(
      (
        await call(member, {
          method: 'POST',
          url: '/api/premium/requests',
          payload: { plan: 'yearly' },
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('limits enforced by the server', () => {
  it('refuses a 4th garage for a free member (409 GARAGE_LIMIT_REACHED), allows it for a premium one', async () => {
    const free = await createUser(t.app);
    for (let i = 0; i < GARAGE_LIMITS.free.garages; i++)
      expect((await createGarage(free, { name: `Garaj ${i}` })).statusCode).toBe(201);
    const fourth = await createGarage(free, { name: 'Dördüncü' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toMatchObject({
      code: 'GARAGE_LIMIT_REACHED',
      message: expect.stringContaining('Premium'),
    });
    const [n] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from garages where user_id = ${free.id}`,
    );
    expect(n!.n).toBe(3);

    await setPremium(free.id, null);
    expect((await createGarage(free, { name: 'Dördüncü' })).statusCode).toBe(201);
  });

  it('lets only one of three concurrent creates take the last free garage slot', async () => {
    const member = await createUser(t.app);
    for (let i = 0; i < 2; i++)
      expect((await createGarage(member, { name: `Önce ${i}` })).statusCode).toBe(201);
    const results = await Promise.all(
      [0, 1, 2].map((i) => createGarage(member, { name: `Aynı anda ${i}` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const [n] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from garages where user_id = ${member.id}`,
    );
    expect(n!.n).toBe(GARAGE_LIMITS.free.garages);
  });

  it('premium ended (premium_until in the past) is free again', async () => {
    const member = await createUser(t.app);
    await setPremium(member.id, new Date(Date.now() - 1000).toISOString());
    expect(await isPremium(db(), member.id)).toBe(false);
    for (let i = 0; i < 3; i++)
      expect((await createGarage(member, { name: `G${i}` })).statusCode).toBe(201);
    expect((await createGarage(member)).json().error.code).toBe('GARAGE_LIMIT_REACHED');
    await setPremium(member.id, new Date(Date.now() + 86_400_000).toISOString());
    expect(await isPremium(db(), member.id)).toBe(true);
    expect((await createGarage(member)).statusCode).toBe(201);
  });

  it('refuses a 13th photo for a free member (create and edit), allows 50 for premium, refuses 51 by validation', async () => {
    const member = await createUser(t.app);
    const ids = await uploads(member, 14);
    const photos = (n: number) => ids.slice(0, n).map((imageId) => ({ imageId }));
    const tooMany = await createGarage(member, { photos: photos(13) });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({
      code: 'PHOTO_LIMIT_REACHED',
      fields: { photos: 'PHOTO_LIMIT_REACHED' },
    });

    const ok = await createGarage(member, { photos: photos(12) });
    expect(ok.statusCode).toBe(201);
    const id = ok.json<{ id: string }>().id;
    const edit = await call(member, {
      method: 'PUT',
      url: `/api/garages/${id}`,
      payload: { ...garage, photos: photos(13) },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('PHOTO_LIMIT_REACHED');

    await setPremium(member.id, null);
    const more = await uploads(member, 40);
    const fifty = [...ids, ...more].slice(0, 50).map((imageId) => ({ imageId }));
    expect(
      (
        await call(member, {
          method: 'PUT',
          url: `/api/garages/${id}`,
          payload: { ...garage, photos: fifty },
        })
      ).statusCode,
    ).toBe(200);
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from garage_photos where garage_id = ${id}`,
    );
    expect(count!.n).toBe(50);
    const fiftyOne = [...fifty, { imageId: more.at(-1)! }, { imageId: ids[13]! }].slice(0, 51);
    const over = await call(member, {
      method: 'PUT',
      url: `/api/garages/${id}`,
      payload: { ...garage, photos: fiftyOne },
    });
    expect(over.statusCode).toBe(400);

    // Premium ended: the 50 photos stay and the garage can still be edited, but not grow.
    await setPremium(member.id, new Date(Date.now() - 1000).toISOString());
    expect(
      (
        await call(member, {
          method: 'PUT',
          url: `/api/garages/${id}`,
          payload: { ...garage, name: 'Yeni ad', photos: fifty },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(member, {
          method: 'PUT',
          url: `/api/garages/${id}`,
          payload: { ...garage, photos: fifty.slice(0, 20) },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(member, {
          method: 'PUT',
          url: `/api/garages/${id}`,
          payload: { ...garage, photos: fifty.slice(0, 21) },
        })
      ).json().error.code,
    ).toBe('PHOTO_LIMIT_REACHED');
  });
});

describe('admin endpoints', () => {
  let member: TestUser;
  beforeEach(async () => {
    member = await createUser(t.app);
  });

  it('are 401 for visitors and 403 for members and moderators', async () => {
    const [request] = await queryRows<{ id: string }>(
      db(),
      sql`insert into premium_requests (user_id, plan) values (${member.id}, 'monthly') returning id`,
    );
    const endpoints = [
      { method: 'GET', url: '/api/admin/premium/requests' },
      { method: 'GET', url: '/api/admin/premium/members' },
      { method: 'GET', url: `/api/admin/premium/lookup?username=${member.username}` },
      {
        method: 'PUT',
        url: `/api/admin/users/${member.id}/premium`,
        payload: { until: addDays(today, 30) },
      },
      { method: 'DELETE', url: `/api/admin/users/${member.id}/premium` },
      { method: 'POST', url: `/api/admin/premium/requests/${request!.id}/reject` },
    ] as const;
    for (const e of endpoints) {
      expect((await call(null, { ...e })).statusCode, `${e.method} ${e.url}`).toBe(401);
      expect((await call(member, { ...e })).statusCode, `${e.method} ${e.url}`).toBe(403);
      expect((await call(moderator, { ...e })).statusCode, `${e.method} ${e.url}`).toBe(403);
    }
    expect(await isPremium(db(), member.id)).toBe(false);
    expect(await auditRows(member.id)).toEqual([]);
  });

  it('grant: premium until the end of the day, approves the pending request, one audit row, badge and notification', async () => {
    await call(member, {
      method: 'POST',
      url: '/api/premium/requests',
      payload: { plan: 'monthly' },
    });
    const list = (
      await call(admin, { method: 'GET', url: '/api/admin/premium/requests?status=pending' })
    ).json<AdminPremiumRequestPage>();
    const mine = list.items.find((r) => r.user.id === member.id);
    expect(mine).toMatchObject({
      plan: 'monthly',
      status: 'pending',
      user: { username: member.username, premium: false },
    });

    const until = addDays(today, 31);
    const res = await call(admin, {
      method: 'PUT',
      url: `/api/admin/users/${member.id}/premium`,
      payload: { until, reason: 'Aylık talep' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PremiumMemberSummary>()).toMatchObject({
      id: member.id,
      premium: true,
      premiumUntilDay: until,
    });
    expect(await isPremium(db(), member.id)).toBe(true);

    const audits = await auditRows(member.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'premium.grant',
      reason: 'Aylık talep',
      before: { premium: false, premiumUntil: null },
      after: { premium: true, premiumUntilDay: until, requestId: mine!.id },
    });
    const [req] = await queryRows<{ status: string; handled_by: string }>(
      db(),
      sql`select status, handled_by from premium_requests where id = ${mine!.id}`,
    );
    expect(req).toEqual({ status: 'granted', handled_by: admin.id });

    const notes = (await call(member, { method: 'GET', url: '/api/notifications' })).json<{
      items: { type: string; target: unknown }[];
    }>();
    expect(notes.items.find((n) => n.type === 'premium_granted')).toMatchObject({
      target: { kind: 'premium', title: until, url: '/premium' },
    });
    const badges = (
      await call(null, { method: 'GET', url: `/api/users/${member.username}/badges` })
    ).json<MemberBadges>();
    expect(badges.badges.find((b) => b.id === 'premium')?.unlocked).toBe(true);

    // Extending keeps premium_since and writes one more row.
    const [since] = await queryRows<{ s: string }>(
      db(),
      sql`select premium_since::text as s from profiles where user_id = ${member.id}`,
    );
    await call(admin, {
      method: 'PUT',
      url: `/api/admin/users/${member.id}/premium`,
      payload: { until: addDays(today, 365) },
    });
    const [since2] = await queryRows<{ s: string }>(
      db(),
      sql`select premium_since::text as s from profiles where user_id = ${member.id}`,
    );
    expect(since2!.s).toBe(since!.s);
    expect(await auditRows(member.id)).toHaveLength(2);

    const members = (
      await call(admin, { method: 'GET', url: '/api/admin/premium/members' })
    ).json<PremiumMemberPage>();
    expect(members.items.find((m) => m.id === member.id)).toMatchObject({
      premiumUntilDay: addDays(today, 365),
    });
  });

  it('grant refuses a day before today (400) and an unknown member (404), writing nothing', async () => {
    const past = await call(admin, {
      method: 'PUT',
      url: `/api/admin/users/${member.id}/premium`,
      payload: { until: addDays(today, -1) },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toBe('PREMIUM_UNTIL_INVALID');
    expect(
      (
        await call(admin, {
          method: 'PUT',
          url: '/api/admin/users/nobody-here/premium',
          payload: { until: today },
        })
      ).statusCode,
    ).toBe(404);
    expect(await auditRows(member.id)).toEqual([]);
    // Today is allowed: premium to the end of today.
    expect(
      (
        await call(admin, {
          method: 'PUT',
          url: `/api/admin/users/${member.id}/premium`,
          payload: { until: today },
        })
      ).statusCode,
    ).toBe(200);
    expect(await isPremium(db(), member.id)).toBe(true);
  });

  it('revoke: premium ends now, one audit row; 409 PREMIUM_NOT_ACTIVE when not premium', async () => {
    const notPremium = await call(admin, {
      method: 'DELETE',
      url: `/api/admin/users/${member.id}/premium`,
    });
    expect(notPremium.statusCode).toBe(409);
    expect(notPremium.json().error.code).toBe('PREMIUM_NOT_ACTIVE');
    await setPremium(member.id, null);
    const res = await call(admin, {
      method: 'DELETE',
      url: `/api/admin/users/${member.id}/premium`,
      payload: { reason: 'İade' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PremiumMemberSummary>().premium).toBe(false);
    expect(await isPremium(db(), member.id)).toBe(false);
    const audits = await auditRows(member.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'premium.revoke',
      reason: 'İade',
      before: { premium: true },
      after: { premium: false },
    });
    const badges = (
      await call(null, { method: 'GET', url: `/api/users/${member.username}/badges` })
    ).json<MemberBadges>();
    expect(badges.badges.find((b) => b.id === 'premium')?.unlocked).toBe(false);
  });

  it('reject: declines a pending request with one audit row; a second reject is 409, an unknown id 404', async () => {
    const created = (
      await call(member, {
        method: 'POST',
        url: '/api/premium/requests',
        payload: { plan: 'yearly' },
      })
    ).json<PremiumRequestView>();
    const res = await call(admin, {
      method: 'POST',
      url: `/api/admin/premium/requests/${created.id}/reject`,
      payload: { reason: 'Eksik bilgi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PremiumRequestView>().status).toBe('declined');
    const audits = await auditRows(created.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'premium.reject',
      reason: 'Eksik bilgi',
      before: { status: 'pending' },
      after: { status: 'declined' },
    });
    const again = await call(admin, {
      method: 'POST',
      url: `/api/admin/premium/requests/${created.id}/reject`,
    });
    expect(again.json().error.code).toBe('PREMIUM_REQUEST_NOT_PENDING');
    expect(await auditRows(created.id)).toHaveLength(1);
    expect(
      (
        await call(admin, {
          method: 'POST',
          url: '/api/admin/premium/requests/00000000-0000-4000-8000-000000000000/reject',
        })
      ).statusCode,
    ).toBe(404);
    const declined = (
      await call(admin, { method: 'GET', url: '/api/admin/premium/requests?status=declined' })
    ).json<AdminPremiumRequestPage>();
    expect(declined.items.map((r) => r.id)).toContain(created.id);
    expect(
      (await call(admin, { method: 'GET', url: '/api/admin/premium/requests?status=other' }))
        .statusCode,
    ).toBe(400);
  });

  it('lookup finds a member by username (404 for none)', async () => {
    const res = await call(admin, {
      method: 'GET',
      url: `/api/admin/premium/lookup?username=${encodeURIComponent(member.username.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, premium: false, pendingRequest: null });
    expect(
      (
        await call(admin, {
          method: 'GET',
          url: '/api/admin/premium/lookup?username=yok_boyle_biri',
        })
      ).statusCode,
    ).toBe(404);
  });
});
