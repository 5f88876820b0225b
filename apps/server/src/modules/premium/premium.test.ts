/**
 * Premium API for members: the public overview, the request flow (one pending, cancel, already
 * premium) and the limits the server enforces (garages, photos per garage; an ended premium is
 * free again).
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  GARAGE_LIMITS,
  PREMIUM_YEARLY_PRICE_TL,
  type PremiumOverview,
  type PremiumRequestView,
} from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { createUser, mailsTo } from '../../../test/helpers.ts';
import { isPremium } from './premium.status.ts';
import {
  t,
  addDays,
  today,
  db,
  usePremiumTestApp,
  call,
  requestPremium,
  setPremium,
  garage,
  createGarage,
  uploads,
} from './premium.fixtures.ts';

usePremiumTestApp();

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
    expect((await requestPremium(null, 'monthly')).statusCode).toBe(401);
    const bad = await requestPremium(member, 'weekly');
    expect(bad.statusCode).toBe(400);

    const res = await requestPremium(member, 'monthly');
    expect(res.statusCode).toBe(201);
    expect(res.json<PremiumRequestView>()).toMatchObject({
      plan: 'monthly',
      status: 'pending',
      handledAt: null,
    });
    const mails = await mailsTo(t.dataDir, 'yonetim@garaj.example');
    expect(mails.some((m) => m.includes(member.username) && m.includes('Premium'))).toBe(true);

    const again = await requestPremium(member, 'yearly');
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
    expect((await requestPremium(member, 'yearly')).statusCode).toBe(201);
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
    const res = await requestPremium(member, 'yearly');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PREMIUM_ALREADY_ACTIVE');
    await setPremium(member.id, new Date(Date.now() - 60_000).toISOString());
    expect((await requestPremium(member, 'yearly')).statusCode).toBe(201);
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
    const putGarage = (payload: object) => call(member, { method: 'PUT', url: `/api/garages/${id}`, payload });
    const edit = await putGarage({ ...garage, photos: photos(13) });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('PHOTO_LIMIT_REACHED');

    await setPremium(member.id, null);
    const more = await uploads(member, 40);
    const fifty = [...ids, ...more].slice(0, 50).map((imageId) => ({ imageId }));
    expect((await putGarage({ ...garage, photos: fifty })).statusCode).toBe(200);
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from garage_photos where garage_id = ${id}`,
    );
    expect(count!.n).toBe(50);
    const fiftyOne = [...fifty, { imageId: more.at(-1)! }, { imageId: ids[13]! }].slice(0, 51);
    const over = await putGarage({ ...garage, photos: fiftyOne });
    expect(over.statusCode).toBe(400);

    // Premium ended: the 50 photos stay and the garage can still be edited, but not grow.
    await setPremium(member.id, new Date(Date.now() - 1000).toISOString());
    expect((await putGarage({ ...garage, name: 'Yeni ad', photos: fifty })).statusCode).toBe(200);
    expect((await putGarage({ ...garage, photos: fifty.slice(0, 20) })).statusCode).toBe(200);
    expect((await putGarage({ ...garage, photos: fifty.slice(0, 21) })).json().error.code).toBe('PHOTO_LIMIT_REACHED');
  });
});
