/**
 * The admin panel (server): who may call each endpoint (401 visitor, 403 member and
 * moderator), the dashboard's figures and 30-day series, garages (feature → leads the home
 * page, delete with a reason), site settings (registration closed refuses sign-up; the public
 * announcement; the contact address mails go to), the audit log's filters — and one audit row
 * per write. Runs on PGlite and on PostgreSQL (DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { count, eq, sql } from 'drizzle-orm';
import { ADMIN_SERIES_DAYS, istanbulToday } from '@garaj/shared';
import { auditLog, blogPosts, garages } from '../../db/schema/index.ts';
import { garageSearchText } from '../../db/search-text.ts';
import { as, createTestApp, createUser, mailsTo, nextIp, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
let admin: TestUser;
let moderator: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'yonetim@garaj.local' });
  admin = await createUser(t.app, { role: 'admin' });
  moderator = await createUser(t.app, { role: 'moderator' });
  member = await createUser(t.app);
});
afterAll(() => t.close());

const auditCount = async () => Number((await t.app.deps.db.select({ n: count() }).from(auditLog))[0]!.n);
const someId = '00000000-0000-4000-8000-000000000000';

describe('access', () => {
  const endpoints: InjectOptions[] = [
    { method: 'GET', url: '/api/admin/dashboard' },
    { method: 'GET', url: '/api/admin/stats' },
    { method: 'GET', url: '/api/admin/users' },
    { method: 'PATCH', url: '/api/admin/users/abc/role', payload: { role: 'user' } },
    { method: 'POST', url: '/api/admin/users/abc/ban', payload: { reason: 'x' } },
    { method: 'DELETE', url: '/api/admin/users/abc/ban' },
    { method: 'DELETE', url: '/api/admin/users/abc/sessions' },
    { method: 'GET', url: '/api/admin/garages' },
    { method: 'DELETE', url: `/api/admin/garages/${someId}`, payload: { reason: 'x' } },
    { method: 'PUT', url: `/api/admin/garages/${someId}/featured` },
    { method: 'DELETE', url: `/api/admin/garages/${someId}/featured` },
    { method: 'GET', url: '/api/admin/settings' },
    { method: 'PUT', url: '/api/admin/settings', payload: { registrationOpen: false, contactEmail: 'a@b.co', announcement: null } },
    { method: 'GET', url: '/api/admin/audit' },
  ];

  it('answers 401 to visitors and 403 FORBIDDEN to members and moderators on every endpoint, writing nothing', async () => {
    const audits = await auditCount();
    for (const request of endpoints) {
      const label = `${request.method} ${request.url}`;
      const anon = await as(t.app, null, request);
      expect(anon.statusCode, label).toBe(401);
      expect(anon.json().error.code, label).toBe('UNAUTHENTICATED');
      for (const user of [member, moderator]) {
        const res = await as(t.app, user, request);
        expect(res.statusCode, label).toBe(403);
        expect(res.json().error.code, label).toBe('FORBIDDEN');
      }
    }
    expect(await auditCount()).toBe(audits);
    const settings = await as(t.app, admin, { method: 'GET', url: '/api/admin/settings' });
    expect(settings.json().registrationOpen).toBe(true);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts stored rows and gives 30 Istanbul days, today last, with today\'s sign-ups and garages', async () => {
    await t.app.deps.db.insert(garages).values({ userId: member.id, name: 'Panel', carBrand: 'BMW', carModel: 'M3' });
    // A published post counts (total and today's series); a draft does not.
    await t.app.deps.db.insert(blogPosts).values([
      { slug: 'panel-yazisi', authorId: member.id, title: 'Panel', bodyHtml: '<p>x</p>', category: 'tips', status: 'published', publishedAt: new Date() },
      { slug: 'panel-taslak', authorId: member.id, title: 'Taslak', bodyHtml: '<p>x</p>', category: 'tips' },
    ]);
    const res = await as(t.app, admin, { method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [members] = await t.app.deps.db.execute(sql`select count(*)::int as n from users`).then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[]);
    expect(body).toMatchObject({ members: Number(members!.n), garages: 1, photos: 0, posts: 1, questions: 0, activeShares: 0, openReports: 0 });
    expect(body.onlineNow).toBeGreaterThanOrEqual(3);
    expect(body.series).toHaveLength(ADMIN_SERIES_DAYS);
    const today = istanbulToday();
    expect(body.series.at(-1)).toMatchObject({ day: today, signUps: Number(members!.n), garages: 1, posts: 1, topics: 0, replies: 0 });
    const days = body.series.map((d: { day: string }) => d.day);
    expect(new Set(days).size).toBe(ADMIN_SERIES_DAYS);
    expect([...days].sort()).toEqual(days);
    expect(body.series[0].signUps).toBe(0);
  });
});

describe('garages', () => {
  it('lists, features (the featured garage leads the home page), unfeatures and deletes with a reason; one audit row each', async () => {
    const owner = await createUser(t.app, { username: 'garaj_sahibi' });
    const [popular, quiet] = await t.app.deps.db
      .insert(garages)
      .values([
        { userId: owner.id, name: 'Beğenilen', carBrand: 'Audi', carModel: 'RS3', likesCount: 50, searchText: garageSearchText({ name: 'Beğenilen', carBrand: 'Audi', carModel: 'RS3', description: null }) },
        { userId: owner.id, name: 'Sessiz Şimşek', carBrand: 'Fiat', carModel: 'Egea', likesCount: 0, searchText: garageSearchText({ name: 'Sessiz Şimşek', carBrand: 'Fiat', carModel: 'Egea', description: null }) },
      ])
      .returning({ id: garages.id });
    const list = await as(t.app, admin, { method: 'GET', url: '/api/admin/garages?q=şimşek' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: quiet!.id, title: 'Sessiz Şimşek', owner: { id: owner.id, username: 'garaj_sahibi' }, featured: false, likes: 0, photos: 0 }] });
    expect((await as(t.app, admin, { method: 'GET', url: '/api/admin/garages?q=garaj_sahibi' })).json().total).toBe(2);

    const home = async () => (await as(t.app, null, { method: 'GET', url: '/api/garages/featured' })).json().map((g: { id: string }) => g.id) as string[];
    expect((await home())[0]).toBe(popular!.id);

    let audits = await auditCount();
    const featured = await as(t.app, admin, { method: 'PUT', url: `/api/admin/garages/${quiet!.id}/featured` });
    expect(featured.statusCode).toBe(200);
    expect(featured.json()).toMatchObject({ id: quiet!.id, featured: true });
    expect(await auditCount()).toBe(++audits);
    expect((await home())[0]).toBe(quiet!.id);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/admin/garages?featured=true' })).json().items.map((g: { id: string }) => g.id)).toEqual([quiet!.id]);

    const unfeatured = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/garages/${quiet!.id}/featured` });
    expect(unfeatured.json().featured).toBe(false);
    expect(await auditCount()).toBe(++audits);
    expect((await home())[0]).toBe(popular!.id);

    const noReason = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/garages/${popular!.id}`, payload: {} });
    expect(noReason.statusCode).toBe(400);
    const deleted = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/garages/${popular!.id}`, payload: { reason: 'Uygunsuz içerik' } });
    expect(deleted.statusCode).toBe(204);
    expect(await t.app.deps.db.select().from(garages).where(eq(garages.id, popular!.id))).toHaveLength(0);
    expect(await auditCount()).toBe(++audits);
    const [row] = await t.app.deps.db.select().from(auditLog).where(sql`${auditLog.action} = 'garage.delete' and ${auditLog.targetId} = ${popular!.id}`);
    expect(row).toMatchObject({ actorId: admin.id, targetType: 'garage', targetLabel: 'Beğenilen', reason: 'Uygunsuz içerik', before: { title: 'Beğenilen', ownerId: owner.id, ownerUsername: 'garaj_sahibi' } });
    expect((await home())).not.toContain(popular!.id);

    const missing = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/garages/${popular!.id}`, payload: { reason: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect((await as(t.app, admin, { method: 'PUT', url: `/api/admin/garages/${someId}/featured` })).statusCode).toBe(404);
    expect(await auditCount()).toBe(audits);
  });
});

describe('site settings', () => {
  const signUp = (suffix: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: nextIp(),
      headers: { origin: 'http://localhost:3000' },
      payload: { email: `kapali_${suffix}@example.com`, password: 'gizli-sifre-123', name: `kapali_${suffix}`, username: `kapali_${suffix}`, acceptTerms: true },
    });

  it('closes registration (sign-up refused with REGISTRATION_CLOSED), publishes the announcement, mails to the contact address; one audit row per save', async () => {
    const initial = await as(t.app, admin, { method: 'GET', url: '/api/admin/settings' });
    expect(initial.json()).toEqual({ registrationOpen: true, contactEmail: 'yonetim@garaj.local', announcement: null, updatedAt: null });
    expect((await as(t.app, null, { method: 'GET', url: '/api/site-settings' })).json()).toEqual({ registrationOpen: true, announcement: null });

    let audits = await auditCount();
    const announcement = { text: 'Bu gece 02:00-03:00 arası bakım yapılacaktır.', tone: 'warning', active: true };
    const saved = await as(t.app, admin, { method: 'PUT', url: '/api/admin/settings', payload: { registrationOpen: false, contactEmail: 'iletisim@garaj.local', announcement } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ registrationOpen: false, contactEmail: 'iletisim@garaj.local', announcement });
    expect(await auditCount()).toBe(++audits);
    const [row] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(row).toMatchObject({
      actorId: admin.id,
      targetType: 'settings',
      before: { registrationOpen: true, contactEmail: null, announcement: null },
      after: { registrationOpen: false, contactEmail: 'iletisim@garaj.local', announcement },
    });

    const refused = await signUp('a');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'REGISTRATION_CLOSED', message: 'Yeni üyelik şu anda kapalı.' });

    const pub = await as(t.app, null, { method: 'GET', url: '/api/site-settings' });
    expect(pub.headers['cache-control']).toBe('private, max-age=15');
    const shown = pub.json();
    expect(shown).toMatchObject({ registrationOpen: false, announcement: { text: announcement.text, tone: 'warning', id: expect.any(String) } });
    // A browser that dismissed this announcement (cookie) is not given it again; another id does not hide it.
    const dismissed = await as(t.app, null, { method: 'GET', url: '/api/site-settings', headers: { cookie: `garaj_announcement_dismissed=${shown.announcement.id}` } });
    expect(dismissed.json()).toEqual({ registrationOpen: false, announcement: null });
    const older = await as(t.app, null, { method: 'GET', url: '/api/site-settings', headers: { cookie: 'garaj_announcement_dismissed=eskisi' } });
    expect(older.json().announcement.id).toBe(shown.announcement.id);

    // Saving without changing the announcement keeps its id (a dismissal holds); editing it changes the id.
    await as(t.app, admin, { method: 'PUT', url: '/api/admin/settings', payload: { registrationOpen: true, contactEmail: 'iletisim@garaj.local', announcement } });
    expect(await auditCount()).toBe(++audits);
    expect((await as(t.app, null, { method: 'GET', url: '/api/site-settings' })).json().announcement.id).toBe(shown.announcement.id);
    await as(t.app, admin, { method: 'PUT', url: '/api/admin/settings', payload: { registrationOpen: true, contactEmail: 'iletisim@garaj.local', announcement: { ...announcement, text: 'Bakım 04:00’e uzadı.' } } });
    expect((await as(t.app, null, { method: 'GET', url: '/api/site-settings' })).json().announcement.id).not.toBe(shown.announcement.id);
    await as(t.app, admin, { method: 'PUT', url: '/api/admin/settings', payload: { registrationOpen: true, contactEmail: 'iletisim@garaj.local', announcement: { ...announcement, active: false } } });
    expect((await as(t.app, null, { method: 'GET', url: '/api/site-settings' })).json().announcement).toBeNull();
    audits += 2;

    const open = await signUp('b');
    expect(open.statusCode, open.body).toBe(200);

    // Contact-form messages and ad requests go to the address set here.
    const contact = await as(t.app, null, { method: 'POST', url: '/api/help/contact-messages', payload: { name: 'Ayşe', email: 'ayse@example.com', subject: 'Merhaba', message: 'Bir sorum var.' } });
    expect(contact.statusCode).toBe(201);
    expect((await mailsTo(t.dataDir, 'iletisim@garaj.local')).some((m) => m.includes('Bir sorum var.'))).toBe(true);

    const invalid = await as(t.app, admin, { method: 'PUT', url: '/api/admin/settings', payload: { registrationOpen: true, contactEmail: 'posta-degil', announcement: { text: 'x'.repeat(281), active: true } } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toMatchObject({ contactEmail: 'EMAIL_INVALID', 'announcement.text': 'TOO_LONG' });
    expect(await auditCount()).toBe(audits);
  });

  it('gives the announcement in the request language: English when written, Turkish otherwise; one id for both', async () => {
    const save = (announcement: Record<string, unknown>) =>
      as(t.app, admin, { method: 'PUT', url: '/api/admin/settings', payload: { registrationOpen: true, contactEmail: 'iletisim@garaj.local', announcement } });
    const read = async (headers: Record<string, string>) => {
      const res = await as(t.app, null, { method: 'GET', url: '/api/site-settings', headers });
      expect(res.headers.vary).toMatch(/accept-language/i);
      return res.json().announcement as { id: string; text: string };
    };
    const tr = 'Yarın sabah bakım var.';
    const saved = await save({ text: tr, textEn: '  ', tone: 'info', active: true });
    expect(saved.json().announcement).toMatchObject({ text: tr, textEn: null });
    expect((await read({ 'accept-language': 'en' })).text).toBe(tr);

    const withEnglish = await save({ text: tr, textEn: 'Maintenance tomorrow morning.', tone: 'info', active: true });
    expect(withEnglish.json().announcement.textEn).toBe('Maintenance tomorrow morning.');
    const english = await read({ 'accept-language': 'en-US,en;q=0.9' });
    expect(english.text).toBe('Maintenance tomorrow morning.');
    expect((await read({ cookie: 'language=en' })).text).toBe('Maintenance tomorrow morning.');
    const turkish = await read({ 'accept-language': 'tr' });
    expect(turkish.text).toBe(tr);
    expect(turkish.id).toBe(english.id);
    await save({ text: tr, tone: 'info', active: false });
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first, filters by action prefix, actor, target type and days', async () => {
    const target = await createUser(t.app);
    await as(t.app, admin, { method: 'PATCH', url: `/api/admin/users/${target.id}/role`, payload: { role: 'moderator' } });
    await as(t.app, admin, { method: 'DELETE', url: `/api/admin/users/${target.id}/sessions` });
    const all = await as(t.app, admin, { method: 'GET', url: '/api/admin/audit' });
    expect(all.statusCode).toBe(200);
    const items = all.json().items as { action: string; createdAt: string }[];
    expect(all.json().total).toBe(await auditCount());
    expect([...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(items);

    const users = await as(t.app, admin, { method: 'GET', url: '/api/admin/audit?action=user.' });
    expect(users.json().items.map((i: { action: string }) => i.action).sort()).toEqual(['user.role', 'user.sessions_revoke']);
    const exact = await as(t.app, admin, { method: 'GET', url: '/api/admin/audit?action=user.role' });
    expect(exact.json().items).toEqual([
      expect.objectContaining({ action: 'user.role', actor: { id: admin.id, username: admin.username }, targetType: 'user', targetId: target.id, before: { role: 'user' }, after: { role: 'moderator' } }),
    ]);
    expect((await as(t.app, admin, { method: 'GET', url: `/api/admin/audit?actor=${admin.username.toUpperCase()}&targetType=garage` })).json().items.every((i: { targetType: string }) => i.targetType === 'garage')).toBe(true);
    expect((await as(t.app, admin, { method: 'GET', url: `/api/admin/audit?actor=${member.id}` })).json().total).toBe(0);
    const today = istanbulToday();
    expect((await as(t.app, admin, { method: 'GET', url: `/api/admin/audit?from=${today}&to=${today}` })).json().total).toBe(await auditCount());
    expect((await as(t.app, admin, { method: 'GET', url: '/api/admin/audit?to=2020-01-01' })).json().total).toBe(0);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/admin/audit?from=dun' })).statusCode).toBe(400);
  });
});
