/**
 * Advertising API: expiry edges (Istanbul today), category filter and order,
 * premium members see none, impressions and clicks counted per day and limited per address,
 * 'Reklam Verin' requests stored and mailed, the admin matrix (401/403/200) with exactly one
 * audit row per admin write.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { istanbulToday, type AdList, type AdminAd } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { as, createTestApp, createUser, mailsTo, nextIp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { isPremium } from '../premium/index.ts';
import { CLICKS_LIMIT, IMPRESSIONS_LIMIT, AD_REQUEST_LIMIT } from './advertising.routes.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let premium: TestUser;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = istanbulToday();

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'yonetim@garaj.example' });
  [admin, member, premium] = await Promise.all([createUser(t.app, { role: 'admin' }), createUser(t.app), createUser(t.app)]);
  await t.app.deps.db.execute(sql`update profiles set premium_since = now() - interval '1 day' where user_id = ${premium.id}`);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.deps.db.execute(sql`delete from ads`);
});

interface Seeded {
  title: string;
  category?: string;
  featured?: boolean;
  validFrom?: string | null;
  validUntil?: string | null;
}
async function insertAd(ad: Seeded): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.app.deps.db,
    sql`insert into ads (title, description, company, category, featured, valid_from, valid_until, website)
        values (${ad.title}, 'Açıklama', ${`${ad.title} A.Ş.`}, ${ad.category ?? 'service'}, ${ad.featured ?? false}, ${ad.validFrom ?? null}::date, ${ad.validUntil ?? null}::date, 'https://ornek.example')
        returning id`,
  );
  return row!.id;
}
const list = async (user: TestUser | null, query = '') => {
  const res = await as(t.app, user, { method: 'GET', url: `/api/ads${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<AdList>();
};
const auditCount = async () => Number((await queryRows<{ n: number }>(t.app.deps.db, sql`select count(*)::int as n from audit_log`))[0]!.n);
const stats = (id: string) => queryRows<{ day: string; impressions: number; clicks: number }>(t.app.deps.db, sql`select to_char(day, 'YYYY-MM-DD') as day, impressions, clicks from ad_stats_daily where ad_id = ${id}`);

describe('GET /api/ads', () => {
  it('serves ads valid today only: valid_until today shown, yesterday never; valid_from tomorrow not yet', async () => {
    const lastDay = await insertAd({ title: 'Son gün', validUntil: today });
    await insertAd({ title: 'Dün bitti', validUntil: addDays(today, -1) });
    await insertAd({ title: 'Yarın başlar', validFrom: addDays(today, 1) });
    const open = await insertAd({ title: 'Süresiz', validFrom: today });
    const body = await list(null);
    expect(body.hiddenForPremium).toBe(false);
    expect(body.items.map((a) => a.id).sort()).toEqual([lastDay, open].sort());
    expect(body.items.find((a) => a.id === lastDay)).toMatchObject({ validUntil: today, website: 'https://ornek.example', image: null, reviewsCount: 0 });
  });

  it('filters by category, featured first; an unknown category is 400', async () => {
    const plain = await insertAd({ title: 'Bayi 1', category: 'dealer' });
    const featured = await insertAd({ title: 'Bayi 2', category: 'dealer', featured: true });
    await insertAd({ title: 'Sigorta', category: 'insurance' });
    expect((await list(null, '?category=dealer')).items.map((a) => a.id)).toEqual([featured, plain]);
    expect((await list(null, '?category=finance')).items).toEqual([]);
    expect((await list(null)).items).toHaveLength(3);
    const bad = await as(t.app, null, { method: 'GET', url: '/api/ads?category=boats' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ category: 'VALUE_INVALID' });
  });

  it('shows no ads to a premium member (until their premium ends); other members see them', async () => {
    await insertAd({ title: 'Servis' });
    expect(await list(premium)).toEqual({ items: [], hiddenForPremium: true });
    expect((await list(member)).items).toHaveLength(1);
    expect(await isPremium(t.app.deps.db, premium.id)).toBe(true);
    expect(await isPremium(t.app.deps.db, null)).toBe(false);
    await t.app.deps.db.execute(sql`update profiles set premium_until = now() - interval '1 minute' where user_id = ${premium.id}`);
    expect(await isPremium(t.app.deps.db, premium.id)).toBe(false);
    expect((await list(premium)).items).toHaveLength(1);
    await t.app.deps.db.execute(sql`update profiles set premium_until = now() + interval '30 days' where user_id = ${premium.id}`);
    expect((await list(premium)).hiddenForPremium).toBe(true);
  });
});

describe('impressions and clicks', () => {
  it('counts one impression per valid ad per call on today (Istanbul), ignoring expired, unknown and repeated ids', async () => {
    const a = await insertAd({ title: 'A' });
    const b = await insertAd({ title: 'B' });
    const expired = await insertAd({ title: 'Eski', validUntil: addDays(today, -1) });
    const send = (ids: string[]) => as(t.app, null, { method: 'POST', url: `/api/ads/${a}/impressions`, payload: { ids } });
    const res = await send([a, b, b, expired, crypto.randomUUID()]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ counted: 2 });
    await send([b]);
    expect(await stats(a)).toEqual([{ day: today, impressions: 2, clicks: 0 }]);
    expect(await stats(b)).toEqual([{ day: today, impressions: 2, clicks: 0 }]);
    expect(await stats(expired)).toEqual([]);
  });

  it('404s an unknown or expired ad; a bad id is 400', async () => {
    const expired = await insertAd({ title: 'Eski', validUntil: addDays(today, -1) });
    for (const url of [`/api/ads/${expired}/impressions`, `/api/ads/${expired}/clicks`, `/api/ads/${crypto.randomUUID()}/clicks`]) {
      const res = await as(t.app, null, { method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await as(t.app, null, { method: 'POST', url: '/api/ads/x/clicks' })).statusCode).toBe(400);
    expect((await as(t.app, null, { method: 'POST', url: `/api/ads/${expired}/impressions`, payload: { ids: ['nope'] } })).statusCode).toBe(400);
  });

  it('counts one click per call and limits an address (429 RATE_LIMITED)', async () => {
    const a = await insertAd({ title: 'A' });
    const address = nextIp();
    for (let i = 0; i < CLICKS_LIMIT.rateLimit.max; i++) {
      expect((await t.app.inject({ method: 'POST', url: `/api/ads/${a}/clicks`, remoteAddress: address })).statusCode).toBe(200);
    }
    const limited = await t.app.inject({ method: 'POST', url: `/api/ads/${a}/clicks`, remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(await stats(a)).toEqual([{ day: today, impressions: 0, clicks: CLICKS_LIMIT.rateLimit.max }]);
    const impAddress = nextIp();
    for (let i = 0; i < IMPRESSIONS_LIMIT.rateLimit.max; i++) await t.app.inject({ method: 'POST', url: `/api/ads/${a}/impressions`, remoteAddress: impAddress, payload: { ids: [] } });
    expect((await t.app.inject({ method: 'POST', url: `/api/ads/${a}/impressions`, remoteAddress: impAddress, payload: { ids: [] } })).statusCode).toBe(429);
  });
});

describe('POST /api/ad-requests', () => {
  const body = { package: 'premium', company: 'Anadolu Oto Servis', contactName: 'Ayşe Yılmaz', email: 'ayse@anadolu.example', phone: '0212 555 00 00', message: 'Kadıköy şubemiz için <b>reklam</b>' };

  it('stores the request and mails it to ADMIN_EMAIL, then to the contact_email setting once set', async () => {
    const res = await as(t.app, null, { method: 'POST', url: '/api/ad-requests', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ package: 'premium', status: 'new' });
    const [row] = await queryRows<{ company: string; status: string; user_id: string | null }>(t.app.deps.db, sql`select company, status, user_id from ad_requests where id = ${res.json().id}`);
    expect(row).toEqual({ company: 'Anadolu Oto Servis', status: 'new', user_id: null });
    const mails = await mailsTo(t.dataDir, 'yonetim@garaj.example');
    expect(mails.at(-1)).toContain('Anadolu Oto Servis');
    expect(mails.at(-1)).toContain('&lt;b&gt;reklam&lt;/b&gt;');

    await t.app.deps.db.execute(sql`insert into site_settings (key, value) values ('contact_email', '"iletisim@garaj.example"'::jsonb) on conflict (key) do update set value = excluded.value`);
    const signedIn = await as(t.app, member, { method: 'POST', url: '/api/ad-requests', payload: { ...body, package: 'basic', phone: '', message: '' } });
    expect(signedIn.statusCode).toBe(201);
    expect((await mailsTo(t.dataDir, 'iletisim@garaj.example')).at(-1)).toContain('500 TL');
    const [mine] = await queryRows<{ user_id: string; phone: string | null }>(t.app.deps.db, sql`select user_id, phone from ad_requests where id = ${signedIn.json().id}`);
    expect(mine).toEqual({ user_id: member.id, phone: null });
    await t.app.deps.db.execute(sql`delete from site_settings where key = 'contact_email'`);
  });

  it('refuses bad input with 400 (field codes) and limits an address', async () => {
    for (const bad of [{ ...body, package: 'gold' }, { ...body, email: 'x' }, { ...body, company: '' }, {}]) {
      const res = await as(t.app, null, { method: 'POST', url: '/api/ad-requests', payload: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toBeTruthy();
    }
    const empty = await as(t.app, null, { method: 'POST', url: '/api/ad-requests', payload: { ...body, company: ' ', email: 'x' } });
    expect(empty.json().error.fields).toEqual({ company: 'REQUIRED', email: 'EMAIL_INVALID' });
    const address = nextIp();
    for (let i = 0; i < AD_REQUEST_LIMIT.rateLimit.max; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/ad-requests', remoteAddress: address, payload: body })).statusCode).toBe(201);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/ad-requests', remoteAddress: address, payload: body })).statusCode).toBe(429);
  });
});

describe('admin ads and requests', () => {
  const adBody = {
    title: 'Kış Bakım Kampanyası',
    description: 'Antifriz, akü ve lastik kontrolü tek seferde.',
    company: 'Boğaziçi Oto Servis',
    category: 'service',
    website: 'https://bogazici-servis.example',
    phone: '0216 555 12 34',
    email: 'bilgi@bogazici-servis.example',
    location: 'İstanbul',
    rating: 4.6,
    reviewsCount: 128,
    featured: true,
    discountText: '%20 indirim',
    validFrom: today,
    validUntil: addDays(today, 30),
  };

  it('answers 401 to visitors and 403 to members on every admin endpoint, writing nothing', async () => {
    const id = await insertAd({ title: 'X' });
    const calls = [
      { method: 'GET' as const, url: '/api/admin/ads' },
      { method: 'GET' as const, url: `/api/admin/ads/${id}` },
      { method: 'POST' as const, url: '/api/admin/ads', payload: adBody },
      { method: 'PUT' as const, url: `/api/admin/ads/${id}`, payload: adBody },
      { method: 'DELETE' as const, url: `/api/admin/ads/${id}` },
      { method: 'GET' as const, url: '/api/admin/ad-requests' },
      { method: 'PATCH' as const, url: `/api/admin/ad-requests/${crypto.randomUUID()}`, payload: { status: 'closed' } },
    ];
    const before = await auditCount();
    for (const call of calls) {
      expect((await as(t.app, null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      const res = await as(t.app, member, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(await auditCount()).toBe(before);
    expect((await list(null)).items).toHaveLength(1);
  });

  it('creates, updates and deletes an ad, each with exactly one audit row (before/after)', async () => {
    let n = await auditCount();
    const created = await as(t.app, admin, { method: 'POST', url: '/api/admin/ads', payload: adBody });
    expect(created.statusCode).toBe(201);
    const ad = created.json<AdminAd>();
    expect(ad).toMatchObject({ ...adBody, imageId: null, expired: false, stats: { impressions: 0, clicks: 0, days: [] } });
    expect(await auditCount()).toBe(++n);
    expect((await list(null, '?category=service')).items[0]).toMatchObject({ id: ad.id, featured: true, discountText: '%20 indirim' });

    await as(t.app, null, { method: 'POST', url: `/api/ads/${ad.id}/impressions`, payload: {} });
    await as(t.app, null, { method: 'POST', url: `/api/ads/${ad.id}/clicks` });
    const shown = await as(t.app, admin, { method: 'GET', url: `/api/admin/ads/${ad.id}` });
    expect(shown.json<AdminAd>().stats).toEqual({ impressions: 1, clicks: 1, days: [{ day: today, impressions: 1, clicks: 1 }] });

    const updated = await as(t.app, admin, { method: 'PUT', url: `/api/admin/ads/${ad.id}`, payload: { ...adBody, validUntil: addDays(today, -1), validFrom: null, featured: false } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<AdminAd>()).toMatchObject({ expired: true, featured: false, validFrom: null });
    expect(await auditCount()).toBe(++n);
    const [audit] = await queryRows<{ action: string; actor_id: string; before: { featured: boolean }; after: { featured: boolean } }>(
      t.app.deps.db,
      sql`select action, actor_id, before, after from audit_log where target_id = ${ad.id} and action = 'ad.update'`,
    );
    expect(audit).toMatchObject({ action: 'ad.update', actor_id: admin.id, before: { featured: true }, after: { featured: false } });
    expect((await list(null)).items).toEqual([]);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/admin/ads' })).json<{ items: AdminAd[] }>().items.map((a) => a.id)).toEqual([ad.id]);

    const bad = await as(t.app, admin, { method: 'PUT', url: `/api/admin/ads/${ad.id}`, payload: { ...adBody, validFrom: addDays(today, 2), validUntil: today } });
    expect(bad.statusCode).toBe(400);
    const noImage = await as(t.app, admin, { method: 'POST', url: '/api/admin/ads', payload: { ...adBody, imageId: crypto.randomUUID() } });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().error.code).toBe('IMAGE_NOT_FOUND');
    expect(await auditCount()).toBe(n);

    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/ads/${ad.id}` })).statusCode).toBe(204);
    expect(await auditCount()).toBe(++n);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/ads/${ad.id}` })).statusCode).toBe(404);
    expect(await auditCount()).toBe(n);
  });

  it('lists requests paged with a status filter and changes a status with one audit row', async () => {
    await t.app.deps.db.execute(sql`delete from ad_requests`);
    const sent = await as(t.app, null, {
      method: 'POST',
      url: '/api/ad-requests',
      payload: { package: 'corporate', company: 'Ege Sigorta Acentesi', contactName: 'Mehmet Kaya', email: 'mehmet@ege.example' },
    });
    const id = sent.json().id as string;
    const page = await as(t.app, admin, { method: 'GET', url: '/api/admin/ad-requests?status=new' });
    expect(page.json()).toMatchObject({ page: 1, total: 1, pageSize: 20, items: [{ id, company: 'Ege Sigorta Acentesi', status: 'new', package: 'corporate' }] });
    const n = await auditCount();
    const patched = await as(t.app, admin, { method: 'PATCH', url: `/api/admin/ad-requests/${id}`, payload: { status: 'contacted' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().status).toBe('contacted');
    expect(await auditCount()).toBe(n + 1);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/admin/ad-requests?status=new' })).json().total).toBe(0);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/admin/ad-requests?status=contacted' })).json().total).toBe(1);
    expect((await as(t.app, admin, { method: 'PATCH', url: `/api/admin/ad-requests/${id}`, payload: { status: 'lost' } })).statusCode).toBe(400);
    expect((await as(t.app, admin, { method: 'PATCH', url: `/api/admin/ad-requests/${crypto.randomUUID()}`, payload: { status: 'closed' } })).statusCode).toBe(404);
    expect(await auditCount()).toBe(n + 1);
  });
});

describe('seedAds', () => {
  it('writes eight ads over the five categories (two featured, one expired never served) into an empty table only', async () => {
    const { seedAds } = await import('../../db/seed-ads.ts');
    expect(await seedAds(t.app.deps.db, today)).toBe(8);
    expect(await seedAds(t.app.deps.db, today)).toBe(0);
    const shown = (await list(null)).items;
    expect(shown).toHaveLength(7);
    expect(shown.slice(0, 2).every((a) => a.featured)).toBe(true);
    expect(new Set(shown.map((a) => a.category))).toEqual(new Set(['dealer', 'service', 'parts', 'insurance', 'finance']));
    expect(shown.some((a) => a.company === 'Karadeniz Lastik')).toBe(false);
    for (const ad of shown) if (ad.website) expect(new URL(ad.website).hostname.endsWith('.example')).toBe(true);
  });
});
