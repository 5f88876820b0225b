/**
 * Notification e-mail: sent once — even with drains racing on two app instances
 * over one database — in Turkish, with a link to the target, a working unsubscribe link and the
 * RFC 8058 headers; a forged token changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { as, createTestApp, createUser, mailsTo, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { createUnsubscribeToken, drainPendingMails, verifyUnsubscribeToken, type MailDeps } from './notifications.mail.ts';
import { mailWorkers } from './notifications.routes.ts';

/** The notification mails to `to` (sign-up also sent a verification mail). */
const notificationMails = async (dataDir: string, to: string) => (await mailsTo(dataDir, to)).filter((m) => /^List-Unsubscribe:/m.test(m));

let t: TestApp;
let second: FastifyInstance;
let asker: TestUser;
let answerer: TestUser;
let admin: TestUser;
const secret = () => t.app.deps.auth.options.secret as string;

const depsOf = (app: FastifyInstance): MailDeps => ({
  db: app.deps.db,
  mailer: app.deps.mailer,
  publicUrl: app.deps.publicUrl,
  secret: app.deps.auth.options.secret as string,
  log: app.log,
});

/** Waits until both instances' workers are idle (their drains triggered by the hub are done). */
async function settled() {
  await mailWorkers.get(t.app.deps)?.idle();
  await mailWorkers.get(second.deps)?.idle();
}

beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database and data directory (its own worker and hub listener).
  second = await buildApp({ env: t.app.deps.env, database: t.app.deps.database, secret: secret(), logger: false, authRateLimit: 1000 });
  await second.ready();
  [asker, answerer, admin] = await Promise.all([createUser(t.app, { username: 'soran_üye' }), createUser(t.app, { username: 'cevaplayan' }), createUser(t.app, { role: 'admin' })]);
  const res = await as(t.app, admin, {
    method: 'POST',
    url: '/api/forum/categories',
    payload: { id: 'engine', name: 'Motor', nameEn: 'Engine', description: '', descriptionEn: '', icon: 'cog', isQa: true, position: 1 },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('the answer mail (on by default)', () => {
  let mail: string;

  it('is sent once, in Turkish, with the question’s link and an unsubscribe link', async () => {
    const topic = await as(t.app, asker, {
      method: 'POST',
      url: '/api/forum/topics',
      payload: { categoryId: 'engine', kind: 'question', title: 'Rölanti neden dalgalanıyor?', body: '<p>Soğukken oluyor.</p>', tags: [] },
    });
    expect(topic.statusCode, topic.body).toBe(201);
    const topicId = topic.json().id as string;
    const reply = await as(t.app, answerer, { method: 'POST', url: `/api/forum/topics/${topicId}/replies`, payload: { body: '<p>Gaz kelebeğini temizle.</p>' } });
    expect(reply.statusCode, reply.body).toBe(201);

    // Both instances heard the event; a drain of our own races them.
    await drainPendingMails(depsOf(t.app));
    await settled();
    const mails = await notificationMails(t.dataDir, asker.email);
    expect(mails).toHaveLength(1);
    mail = mails[0]!;
    expect(mail).toMatch(/@cevaplayan/);
    expect(mail).toMatch(/soruna cevap verdi/);
    expect(mail).toContain(`http://localhost:3000/forum/engine/topic/${topicId}`);
    expect(mail).toMatch(/http:\/\/localhost:3000\/unsubscribe\?token=[\w.%-]+/);
    expect(mail).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[\w.%-]+>/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const [row] = await queryRows<{ s: string }>(t.app.deps.db, sql`select email_status as s from notifications where user_id = ${asker.id} and type = 'answer'`);
    expect(row!.s).toBe('sent');
  });

  it('its unsubscribe link turns answer mails off (page GET, then one-click POST); a forged token fails', async () => {
    const token = decodeURIComponent(/unsubscribe\?token=([\w.%-]+)/.exec(mail)![1]!);
    expect(verifyUnsubscribeToken(secret(), token)).toEqual({ userId: asker.id, type: 'answer' });

    const info = await as(t.app, null, { method: 'GET', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({ type: 'answer', username: 'soran_üye', email: true });

    // Forged: another member's id under the asker's signature; a signature of another secret; garbage.
    const [, sig] = token.split('.');
    const forged = [
      `${Buffer.from(JSON.stringify([answerer.id, 'answer'])).toString('base64url')}.${sig}`,
      createUnsubscribeToken('another-secret-another-secret-1234', asker.id, 'answer'),
      `${token}x`,
      'abc',
    ];
    for (const bad of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await as(t.app, null, { method, url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}` });
        expect(res.statusCode, `${method} ${bad}`).toBe(400);
        expect(res.json().error.code).toBe('UNSUBSCRIBE_TOKEN_INVALID');
      }
    }
    const prefs = async (user: TestUser) => (await as(t.app, user, { method: 'GET', url: '/api/me/notification-preferences' })).json().items as { type: string; email: boolean }[];
    expect((await prefs(asker)).find((p) => p.type === 'answer')!.email).toBe(true);
    expect((await prefs(answerer)).find((p) => p.type === 'answer')!.email).toBe(true);

    // RFC 8058 one-click, as a mail client sends it: a form POST without cookies.
    const off = await as(t.app, null, {
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ type: 'answer', username: 'soran_üye', email: false });
    expect((await prefs(asker)).find((p) => p.type === 'answer')!.email).toBe(false);

    // The next answer sends no mail.
    const topic = await as(t.app, asker, {
      method: 'POST',
      url: '/api/forum/topics',
      payload: { categoryId: 'engine', kind: 'question', title: 'Fren balatası ne zaman değişir?', body: '<p>Ses yapıyor.</p>', tags: [] },
    });
    await as(t.app, answerer, { method: 'POST', url: `/api/forum/topics/${topic.json().id}/replies`, payload: { body: '<p>Kalınlığına bak.</p>' } });
    await drainPendingMails(depsOf(t.app));
    await settled();
    expect(await notificationMails(t.dataDir, asker.email)).toHaveLength(1);
  });
});

describe('exactly once', () => {
  it('drains racing on two instances send each pending mail once', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app)));
    const follower = await createUser(t.app);
    for (const m of members) {
      const res = await as(t.app, m, { method: 'PUT', url: '/api/me/notification-preferences', payload: { items: [{ type: 'follow', email: true }] } });
      expect(res.statusCode).toBe(200);
    }
    // Written pending in one transaction per follow; the workers hear each commit.
    await Promise.all(members.map((m) => as(t.app, follower, { method: 'PUT', url: `/api/users/${m.username}/follow` })));
    const sent = await Promise.all([drainPendingMails(depsOf(t.app)), drainPendingMails(depsOf(second)), drainPendingMails(depsOf(t.app)), drainPendingMails(depsOf(second))]);
    await settled();
    for (const m of members) {
      const mails = await notificationMails(t.dataDir, m.email);
      expect(mails, m.username).toHaveLength(1);
      expect(mails[0]).toMatch(/seni takip etti/);
    }
    expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(members.length);
    const statuses = await queryRows<{ s: string; n: number }>(
      t.app.deps.db,
      sql`select email_status as s, count(*)::int as n from notifications where type = 'follow' and email_status is not null group by email_status`,
    );
    expect(statuses.map((r) => [r.s, Number(r.n)])).toEqual([['sent', members.length]]);
  });
});
