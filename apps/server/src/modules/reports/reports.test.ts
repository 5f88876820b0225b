/**
 * Reports API (the admin panel's Reports tab): filing (visibility, self-reports, one OPEN report
 * per member and target), the moderators' queue (403 for members, preview now or snapshot after
 * deletion, open count), resolve with each action (hide, delete of content, garage and location
 * share, ban by admins only) and dismiss — exactly one audit row each, in the same transaction as
 * the action (a failing action leaves no report change and no audit row) — and the reporters'
 * notification.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminReport, AdminReportPage, NotificationPage, ReportHandled } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { registerDomainEventHandler } from '../../lib/domain-events.ts';
import { notificationMail } from '../notifications/notifications.mail.ts';
import { selectNotifications } from '../notifications/notifications.service.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
let admin: TestUser;
let moderator: TestUser;
let member: TestUser;
let author: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, moderator, member, author, other] = await Promise.all([
    createUser(t.app, { role: 'admin' }),
    createUser(t.app, { role: 'moderator' }),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
  ]);
  await t.app.deps.db.execute(sql`insert into forum_categories (id, name, name_en) values ('rapor-test', 'Rapor', 'Report') on conflict do nothing`);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.deps.db.execute(sql`delete from reports`);
  await t.app.deps.db.execute(sql`delete from notifications`);
  await t.app.deps.db.execute(sql`update users set banned = false, ban_reason = null, ban_expires = null`);
});

const db = () => t.app.deps.db;
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db(), query))[0]!;

async function garage(ownerId = author.id, name = 'Kırmızı Şahin'): Promise<string> {
  return (await one<{ id: string }>(sql`insert into garages (user_id, name, car_brand, car_model, description) values (${ownerId}, ${name}, 'Tofaş', 'Şahin', 'Temiz araç') returning id`)).id;
}
async function garageComment(ownerId = author.id): Promise<string> {
  const g = await garage(other.id);
  return (await one<{ id: string }>(sql`insert into garage_comments (garage_id, user_id, body) values (${g}, ${ownerId}, 'Kaba bir yorum') returning id`)).id;
}
async function post(status: 'published' | 'draft' = 'published'): Promise<string> {
  const slug = `rapor-${Math.random().toString(36).slice(2)}`;
  return (
    await one<{ id: string }>(
      sql`insert into blog_posts (slug, author_id, title, excerpt, body_html, body_text, category, status, published_at)
          values (${slug}, ${author.id}, 'Yağ değişimi', 'Kısa özet', '<p>Metin</p>', 'Metin', 'maintenance', ${status}, case when ${status} = 'published' then now() end) returning id`,
    )
  ).id;
}
async function topic(): Promise<string> {
  return (
    await one<{ id: string }>(
      sql`insert into forum_topics (category_id, author_id, title, body_html, body_text) values ('rapor-test', ${author.id}, 'Motor sesi', '<p>Ses var</p>', 'Ses var') returning id`,
    )
  ).id;
}
async function share(ownerId = author.id, isPublic = true): Promise<string> {
  await db().execute(sql`delete from location_shares where user_id = ${ownerId}`);
  return (
    await one<{ id: string }>(
      sql`insert into location_shares (user_id, vehicle_text, message, lat, lng, is_public, duration_minutes, expires_at)
          values (${ownerId}, 'Honda CBR', 'Sahildeyim', 41, 29, ${isPublic}, 30, now() + interval '30 minutes') returning id`,
    )
  ).id;
}

const report = (user: TestUser | null, body: Record<string, unknown>) => as(t.app, user, { method: 'POST', url: '/api/reports', payload: { reason: 'spam', ...body } });
const resolve = (user: TestUser, id: string, body: Record<string, unknown>) => as(t.app, user, { method: 'POST', url: `/api/admin/reports/${id}/resolve`, payload: body });
const dismiss = (user: TestUser, id: string, body: Record<string, unknown> = {}) => as(t.app, user, { method: 'POST', url: `/api/admin/reports/${id}/dismiss`, payload: body });
const auditRows = (action: string) =>
  queryRows<{ target_type: string; target_id: string; reason: string | null; after: { action: string | null; reportIds: string[] } }>(
    db(),
    sql`select target_type, target_id, reason, after from audit_log where action = ${action} order by created_at`,
  );
const auditCount = async () => Number((await one<{ n: number }>(sql`select count(*)::int as n from audit_log`)).n);

async function filed(user: TestUser, body: Record<string, unknown>): Promise<string> {
  const res = await report(user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('POST /api/reports', () => {
  it('needs a session (401) and a verified e-mail (403 EMAIL_NOT_VERIFIED)', async () => {
    const g = await garage();
    expect((await report(null, { targetType: 'garage', targetId: g })).statusCode).toBe(401);
    const unverified = await createUser(t.app, { verified: false });
    const res = await report(unverified, { targetType: 'garage', targetId: g });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('accepts every target type, storing a snapshot of what the reporter saw', async () => {
    const targets: Record<string, string> = {
      garage: await garage(),
      garage_comment: await garageComment(),
      post: await post(),
      post_comment: (await one<{ id: string }>(sql`insert into blog_post_comments (post_id, user_id, body) values (${await post()}, ${author.id}, 'Yorum metni') returning id`)).id,
      topic: await topic(),
      reply: (await one<{ id: string }>(sql`insert into forum_replies (topic_id, author_id, body_html, body_text) values (${await topic()}, ${author.id}, '<p>Cevap</p>', 'Cevap') returning id`)).id,
      user: author.id,
      location_share: await share(),
    };
    for (const [targetType, targetId] of Object.entries(targets)) {
      const id = await filed(member, { targetType, targetId, details: '  ayrıntı  ' });
      const stored = await one<{ target_snapshot: { title: string; authorUsername: string; url: string | null }; details: string; status: string }>(
        sql`select target_snapshot, details, status from reports where id = ${id}`,
      );
      expect(stored.status).toBe('open');
      expect(stored.details).toBe('ayrıntı');
      expect(stored.target_snapshot.authorUsername, targetType).toBe(author.username);
      expect(stored.target_snapshot.title, targetType).not.toBe('');
    }
    const garageSnap = await one<{ target_snapshot: { title: string; url: string } }>(sql`select target_snapshot from reports where target_type = 'garage'`);
    expect(garageSnap.target_snapshot).toMatchObject({ title: 'Kırmızı Şahin', url: `/garage/${targets.garage}` });
  });

  it('404 for a missing target, a malformed id, a draft post and a followers-only share of someone not followed', async () => {
    for (const body of [
      { targetType: 'garage', targetId: '00000000-0000-4000-8000-000000000000' },
      { targetType: 'topic', targetId: 'not-a-uuid' },
      { targetType: 'user', targetId: 'nobody-here' },
      { targetType: 'post', targetId: await post('draft') },
      { targetType: 'location_share', targetId: await share(author.id, false) },
    ]) {
      const res = await report(member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().error.code).toBe('REPORT_TARGET_NOT_FOUND');
    }
  });

  it('404 for content a moderator hid', async () => {
    const c = await garageComment();
    await db().execute(sql`update garage_comments set hidden_at = now() where id = ${c}`);
    expect((await report(member, { targetType: 'garage_comment', targetId: c })).statusCode).toBe(404);
  });

  it('400 REPORT_OWN_TARGET for one’s own content or account', async () => {
    for (const body of [
      { targetType: 'garage', targetId: await garage() },
      { targetType: 'user', targetId: author.id },
    ]) {
      const res = await report(author, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('REPORT_OWN_TARGET');
    }
  });

  it('400 for an unknown reason or details over 1000 characters', async () => {
    const g = await garage();
    expect((await report(member, { targetType: 'garage', targetId: g, reason: 'boring' })).statusCode).toBe(400);
    expect((await report(member, { targetType: 'garage', targetId: g, details: 'x'.repeat(1001) })).statusCode).toBe(400);
  });

  it('one open report per member and target: a second is 409; after it is resolved a new one is allowed', async () => {
    const g = await garage();
    const first = await filed(member, { targetType: 'garage', targetId: g });
    const again = await report(member, { targetType: 'garage', targetId: g, reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REPORT_ALREADY_OPEN');
    // Another member may report the same target.
    await filed(other, { targetType: 'garage', targetId: g });
    expect((await resolve(moderator, first, { action: 'none' })).statusCode).toBe(200);
    await filed(member, { targetType: 'garage', targetId: g });
  });

  it('concurrent duplicates: exactly one is stored', async () => {
    const g = await garage();
    const results = await Promise.all([0, 1, 2].map(() => report(member, { targetType: 'garage', targetId: g })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('the moderators’ queue', () => {
  it('401 for visitors, 403 for members on every queue endpoint', async () => {
    const id = await filed(member, { targetType: 'garage', targetId: await garage() });
    const calls = [
      { method: 'GET', url: '/api/admin/reports' },
      { method: 'GET', url: `/api/admin/reports/${id}` },
      { method: 'POST', url: `/api/admin/reports/${id}/resolve`, payload: { action: 'none' } },
      { method: 'POST', url: `/api/admin/reports/${id}/dismiss`, payload: {} },
    ] as const;
    for (const call of calls) {
      expect((await as(t.app, null, call)).statusCode).toBe(401);
      expect((await as(t.app, member, call)).statusCode, call.url).toBe(403);
    }
    expect((await one<{ status: string }>(sql`select status from reports where id = ${id}`)).status).toBe('open');
  });

  it('lists open reports by default with reporter, preview, link and the open count on the target; filters by status and type', async () => {
    const g = await garage();
    await filed(member, { targetType: 'garage', targetId: g, reason: 'misleading' });
    await filed(other, { targetType: 'garage', targetId: g });
    await filed(member, { targetType: 'user', targetId: author.id });
    const res = await as(t.app, moderator, { method: 'GET', url: '/api/admin/reports' });
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminReportPage>();
    expect(page.total).toBe(3);
    const onGarage = page.items.filter((r) => r.targetType === 'garage');
    expect(onGarage).toHaveLength(2);
    expect(onGarage[0]!.openReportsOnTarget).toBe(2);
    expect(onGarage.map((r) => r.reporter?.username).sort()).toEqual([member.username, other.username].sort());
    expect(onGarage[0]!.target).toMatchObject({ exists: true, preview: { title: 'Kırmızı Şahin', url: `/garage/${g}`, authorUsername: author.username } });
    const users = await as(t.app, moderator, { method: 'GET', url: '/api/admin/reports?targetType=user' });
    expect(users.json<AdminReportPage>().items.map((r) => r.targetType)).toEqual(['user']);
    const resolved = await as(t.app, moderator, { method: 'GET', url: '/api/admin/reports?status=resolved' });
    expect(resolved.json<AdminReportPage>().total).toBe(0);
  });

  it('the snapshot survives the target’s deletion', async () => {
    const g = await garage(author.id, 'Silinecek Garaj');
    const id = await filed(member, { targetType: 'garage', targetId: g });
    await db().execute(sql`delete from garages where id = ${g}`);
    const res = await as(t.app, moderator, { method: 'GET', url: `/api/admin/reports/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminReport>().target).toMatchObject({ exists: false, preview: { title: 'Silinecek Garaj', authorUsername: author.username } });
  });

  it('404 REPORT_NOT_FOUND for an unknown report', async () => {
    const res = await as(t.app, moderator, { method: 'GET', url: '/api/admin/reports/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('REPORT_NOT_FOUND');
  });
});

describe('resolve and dismiss', () => {
  it('resolve closes every open report on the target with one audit row, and notifies each reporter', async () => {
    const g = await garage();
    const a = await filed(member, { targetType: 'garage', targetId: g });
    const b = await filed(other, { targetType: 'garage', targetId: g });
    const before = await auditCount();
    const res = await resolve(moderator, a, { action: 'none', note: 'Sorun yok ama teşekkürler' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReportHandled>()).toMatchObject({ status: 'resolved', action: 'none' });
    expect(res.json<ReportHandled>().reportIds.sort()).toEqual([a, b].sort());
    expect(await auditCount()).toBe(before + 1);
    const row = (await auditRows('report.resolve')).at(-1);
    expect(row).toMatchObject({ target_type: 'garage', target_id: g, reason: 'Sorun yok ama teşekkürler', after: { action: 'none' } });
    expect(row!.after.reportIds.sort()).toEqual([a, b].sort());
    const states = await queryRows<{ status: string; handled_by: string }>(db(), sql`select status, handled_by from reports where target_id = ${g}`);
    expect(states.every((s) => s.status === 'resolved' && s.handled_by === moderator.id)).toBe(true);
    for (const reporter of [member, other]) {
      const list = (await as(t.app, reporter, { method: 'GET', url: '/api/notifications' })).json<NotificationPage>();
      const note = list.items.find((n) => n.type === 'report_resolved');
      expect(note, reporter.username).toMatchObject({ target: { kind: 'report', title: 'Kırmızı Şahin' }, report: { outcome: 'resolved', action: 'none' } });
    }
    // The second report was closed with the first: 409.
    const again = await dismiss(moderator, b);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REPORT_NOT_OPEN');
    expect(await auditCount()).toBe(before + 1);
  });

  it.each([
    ['none', 'için bir işlem yapılmasına gerek görülmedi. Teşekkürler!'],
    ['hide', 'kurallara aykırı bulundu ve gizlendi. Teşekkürler!'],
    ['delete', 'kurallara aykırı bulundu ve kaldırıldı. Teşekkürler!'],
    ['ban', 'kurallara aykırı bulundu ve sorumlu üye siteden uzaklaştırıldı. Teşekkürler!'],
    ['dismiss', 'için kurallara aykırı bir durum bulunmadı.'],
  ] as const)("the reporter's notification mail says what really happened: %s", async (action, words) => {
    const c = await garageComment();
    const id = await filed(member, { targetType: 'garage_comment', targetId: c });
    const res = action === 'dismiss' ? await dismiss(moderator, id) : await resolve(action === 'ban' ? admin : moderator, id, { action });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await selectNotifications(db(), sql`n.user_id = ${member.id} and n.type = 'report_resolved'`, 1);
    const mail = notificationMail(row!, member.email, 'http://localhost:3000', 'test-secret');
    const sentence = `Bildiriminiz incelendi: “${row!.report!.title}” ${words}`;
    expect(mail.subject).toBe(`Garaj: ${sentence}`);
    expect(mail.text.split('\n')[0]).toBe(sentence);
    if (action !== 'hide' && action !== 'delete' && action !== 'ban') expect(mail.text).not.toMatch(/işlem yapıldı|gizlendi|kaldırıldı|uzaklaştırıldı/);
  });

  it('dismiss: one audit row report.dismiss, the reporter is told, the target is untouched', async () => {
    const c = await garageComment();
    const id = await filed(member, { targetType: 'garage_comment', targetId: c });
    const before = await auditCount();
    const res = await dismiss(moderator, id, { note: 'Kurallara uygun' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ReportHandled>()).toEqual({ status: 'dismissed', action: null, reportIds: [id] });
    expect(await auditCount()).toBe(before + 1);
    expect((await auditRows('report.dismiss')).at(-1)).toMatchObject({ target_type: 'garage_comment', target_id: c, reason: 'Kurallara uygun' });
    expect((await one<{ hidden_at: unknown }>(sql`select hidden_at from garage_comments where id = ${c}`)).hidden_at).toBeNull();
    const list = (await as(t.app, member, { method: 'GET', url: '/api/notifications' })).json<NotificationPage>();
    expect(list.items.find((n) => n.type === 'report_resolved')?.report).toEqual({ outcome: 'dismissed', action: null });
  });

  it('hide: the content is hidden, in the same transaction as the report and its audit row', async () => {
    const c = await garageComment();
    const id = await filed(member, { targetType: 'garage_comment', targetId: c });
    const before = await auditCount();
    const res = await resolve(moderator, id, { action: 'hide', note: 'Hakaret' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await one<{ hidden_at: unknown; hidden_reason: string | null }>(sql`select hidden_at, hidden_reason from garage_comments where id = ${c}`);
    expect(row.hidden_at).not.toBeNull();
    expect(await auditCount()).toBe(before + 1);
  });

  it('hide is refused for a type that cannot be hidden (400), nothing changes', async () => {
    const g = await garage();
    const id = await filed(member, { targetType: 'garage', targetId: g });
    const before = await auditCount();
    const res = await resolve(moderator, id, { action: 'hide' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('REPORT_ACTION_UNAVAILABLE');
    expect((await one<{ status: string }>(sql`select status from reports where id = ${id}`)).status).toBe('open');
    expect(await auditCount()).toBe(before);
  });

  it('an action that fails rolls everything back: no report change, no audit row, no notification', async () => {
    const g = await garage();
    const id = await filed(member, { targetType: 'garage', targetId: g });
    // The garage is gone before the moderator acts: 'delete' fails inside the transaction.
    await db().execute(sql`delete from garages where id = ${g}`);
    const before = await auditCount();
    const res = await resolve(moderator, id, { action: 'delete' });
    expect(res.statusCode).toBe(404);
    expect((await one<{ status: string }>(sql`select status from reports where id = ${id}`)).status).toBe('open');
    expect(await auditCount()).toBe(before);
    expect(Number((await one<{ n: number }>(sql`select count(*)::int as n from notifications where user_id = ${member.id}`)).n)).toBe(0);
  });

  it('rollback: when a later step of the transaction fails, the hide, the report change and the audit row are all undone', async () => {
    const c = await garageComment();
    const id = await filed(member, { targetType: 'garage_comment', targetId: c });
    const before = await auditCount();
    // The last step (telling the reporters) fails after the hide and the audit row were written.
    registerDomainEventHandler('reports-test-failure', async (_tx, event) => {
      if (event.type === 'report.handled') throw new Error('notification failed');
    });
    try {
      expect((await resolve(moderator, id, { action: 'hide', note: 'Hakaret' })).statusCode).toBe(500);
    } finally {
      registerDomainEventHandler('reports-test-failure', async () => {});
    }
    expect((await one<{ hidden_at: unknown }>(sql`select hidden_at from garage_comments where id = ${c}`)).hidden_at).toBeNull();
    expect((await one<{ status: string }>(sql`select status from reports where id = ${id}`)).status).toBe('open');
    expect(await auditCount()).toBe(before);
    // And once nothing fails, the same resolve goes through.
    expect((await resolve(moderator, id, { action: 'hide', note: 'Hakaret' })).statusCode).toBe(200);
    expect((await one<{ hidden_at: unknown }>(sql`select hidden_at from garage_comments where id = ${c}`)).hidden_at).not.toBeNull();
    expect(await auditCount()).toBe(before + 1);
  });

  it('delete a garage: the garage is gone, one audit row', async () => {
    const g = await garage();
    const id = await filed(member, { targetType: 'garage', targetId: g });
    const before = await auditCount();
    expect((await resolve(moderator, id, { action: 'delete' })).statusCode).toBe(200);
    expect(await queryRows(db(), sql`select 1 from garages where id = ${g}`)).toHaveLength(0);
    expect(await auditCount()).toBe(before + 1);
    expect((await auditRows('report.resolve')).at(-1)).toMatchObject({ target_id: g, after: { action: 'delete' } });
  });

  it('delete a forum topic and a location share (ended)', async () => {
    const tp = await topic();
    const s = await share();
    const r1 = await filed(member, { targetType: 'topic', targetId: tp });
    const r2 = await filed(member, { targetType: 'location_share', targetId: s });
    expect((await resolve(moderator, r1, { action: 'delete' })).statusCode).toBe(200);
    expect((await resolve(moderator, r2, { action: 'delete' })).statusCode).toBe(200);
    expect(await queryRows(db(), sql`select 1 from forum_topics where id = ${tp}`)).toHaveLength(0);
    expect(await queryRows(db(), sql`select 1 from location_shares where id = ${s}`)).toHaveLength(0);
  });

  it('ban: 403 for a moderator (nothing changes); an admin bans the author with one audit row', async () => {
    const c = await garageComment();
    const id = await filed(member, { targetType: 'garage_comment', targetId: c });
    const before = await auditCount();
    const refused = await resolve(moderator, id, { action: 'ban' });
    expect(refused.statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
    expect((await one<{ banned: boolean }>(sql`select banned from users where id = ${author.id}`)).banned).toBe(false);
    const res = await resolve(admin, id, { action: 'ban', note: 'Tekrarlayan taciz' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await one<{ banned: boolean; ban_reason: string }>(sql`select banned, ban_reason from users where id = ${author.id}`)).banned).toBe(true);
    expect(await auditCount()).toBe(before + 1);
    expect((await auditRows('report.resolve')).at(-1)).toMatchObject({ target_type: 'garage_comment', target_id: c, after: { action: 'ban' } });
  });

  it('delete is refused for a member report (400): members are banned, not deleted', async () => {
    const id = await filed(member, { targetType: 'user', targetId: author.id });
    const res = await resolve(admin, id, { action: 'delete' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('REPORT_ACTION_UNAVAILABLE');
  });
});
