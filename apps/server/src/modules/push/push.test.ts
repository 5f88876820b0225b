/**
 * Web Push against a local push service (test/push-service.ts), with jobs on: a member's devices
 * are theirs alone; an answer and a mention reach each device of the member once through the
 * `push-send` job, signed (VAPID), encrypted (aes128gcm) and with a 24 h TTL, and so does a
 * maintenance reminder; a message push never carries the message; a type switched off sends
 * nothing; a device the push service says is gone (410), or that failed 5 times in a row, is
 * forgotten; signing out, or the session expiring, forgets the session's devices; the VAPID pair
 * is generated once and kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, istanbulToday } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { maintenanceItems } from '../../db/schema/index.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { startPushService, type PushServiceStub } from '../../../test/push-service.ts';
import { checkMaintenanceReminders } from '../maintenance/maintenance.reminders.ts';
import { selectNotifications } from '../notifications/index.ts';
import { pushSenders } from './push.routes.ts';
import { dispatchPendingPush, sendNotificationPush } from './push.send.ts';
import { isAllowedEndpoint } from './push.service.ts';
import { pushPayload } from './push.text.ts';
import { until } from '../../../test/until.ts';

let t: TestApp;
let push: PushServiceStub;
let asker: TestUser;
let answerer: TestUser;
let mentioned: TestUser;

const subscribe = (user: TestUser | null, payload: unknown, headers: Record<string, string> = {}) =>
  as(t.app, user, { method: 'POST', url: '/api/push/subscriptions', payload: payload as Record<string, unknown>, headers });
const unsubscribe = (user: TestUser | null, endpoint: string) => as(t.app, user, { method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint } });
const devicesOf = (userId: string) => queryRows<{ endpoint: string; failure_count: number; last_success_at: unknown }>(t.app.deps.db, sql`select endpoint, failure_count, last_success_at from push_subscriptions where user_id = ${userId} order by created_at`);
const notificationOf = async (userId: string, type: string) =>
  (await queryRows<{ id: string; push_status: string | null }>(t.app.deps.db, sql`select id, push_status from notifications where user_id = ${userId} and type = ${type} order by updated_at desc limit 1`))[0];

/** A question of the asker answered by the answerer, who names `mentioned` in it. */
async function answerQuestion(title: string): Promise<void> {
  const topic = await as(t.app, asker, { method: 'POST', url: '/api/forum/topics', payload: { categoryId: 'engine', kind: 'question', title, body: '<p>Soğukken oluyor.</p>', tags: [] } });
  expect(topic.statusCode, topic.body).toBe(201);
  const reply = await as(t.app, answerer, {
    method: 'POST',
    url: `/api/forum/topics/${topic.json().id}/replies`,
    payload: { body: `<p>Gaz kelebeğini temizle; @${mentioned.username} de bilir.</p>` },
  });
  expect(reply.statusCode, reply.body).toBe(201);
}

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ JOBS: 'true' });
  [asker, answerer, mentioned] = await Promise.all([createUser(t.app, { username: 'soran_uye' }), createUser(t.app, { username: 'cevaplayan' }), createUser(t.app, { username: 'anilan_uye' })]);
  const admin = await createUser(t.app, { role: 'admin' });
  const category = await as(t.app, admin, {
    method: 'POST',
    url: '/api/forum/categories',
    payload: { id: 'engine', name: 'Motor', nameEn: 'Engine', description: '', descriptionEn: '', icon: 'cog', isQa: true, position: 1 },
  });
  expect(category.statusCode, category.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

describe('the VAPID key', () => {
  it('is generated once, kept in the database and only its public half is served', async () => {
    const first = await as(t.app, null, { method: 'GET', url: '/api/push/public-key' });
    expect(first.statusCode, first.body).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const [stored] = await queryRows<{ public_key: string; private_key: string }>(t.app.deps.db, sql`select public_key, private_key from push_keys`);
    expect(stored!.public_key).toBe(publicKey);
    expect(first.body).not.toContain(stored!.private_key);
    expect((await as(t.app, asker, { method: 'GET', url: '/api/push/public-key' })).json()).toEqual({ publicKey });
  });
});

describe('subscriptions', () => {
  it('a member subscribes a device; visitors cannot; a bad address or key is refused', async () => {
    const device = push.subscription();
    expect((await subscribe(null, device)).statusCode).toBe(401);
    const res = await subscribe(mentioned, { ...device, expirationTime: null }, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items).toEqual([expect.objectContaining({ endpoint: device.endpoint, browser: 'Firefox 133', os: 'Linux', lastSuccessAt: null })]);
    expect((await as(t.app, mentioned, { method: 'GET', url: '/api/push/subscriptions' })).json().items).toHaveLength(1);
    for (const bad of [
      { ...device, endpoint: 'http://10.0.0.5/push/x' },
      { ...device, endpoint: 'javascript:alert(1)' },
      { ...device, keys: { ...device.keys, p256dh: 'kısa' } },
      { endpoint: device.endpoint },
    ]) {
      const refused = await subscribe(mentioned, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('only the push services of browsers outside test and development; plain http only to this machine', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc:def', 'production')).toBe(true);
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', 'production')).toBe(true);
    expect(isAllowedEndpoint('https://web.push.apple.com/QGx', 'production')).toBe(true);
    expect(isAllowedEndpoint('https://wns2-par02p.notify.windows.com/w/?token=abc', 'production')).toBe(true);
    expect(isAllowedEndpoint('https://intranet.example.com/push', 'production')).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com.evil.example/x', 'production')).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com:8443/x', 'production')).toBe(false);
    expect(isAllowedEndpoint('http://127.0.0.1:9/push', 'production')).toBe(false);
    expect(isAllowedEndpoint('http://127.0.0.1:9/push', 'test')).toBe(true);
    expect(isAllowedEndpoint('http://192.168.1.2/push', 'development')).toBe(false);
  });

  it('another member cannot delete my device; I can, once', async () => {
    const [mine] = await devicesOf(mentioned.id);
    const other = await unsubscribe(answerer, mine!.endpoint);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('PUSH_SUBSCRIPTION_NOT_FOUND');
    expect(await devicesOf(mentioned.id)).toHaveLength(1);
    expect((await unsubscribe(null, mine!.endpoint)).statusCode).toBe(401);
    expect((await unsubscribe(mentioned, mine!.endpoint)).statusCode).toBe(204);
    expect(await devicesOf(mentioned.id)).toEqual([]);
    expect((await unsubscribe(mentioned, mine!.endpoint)).statusCode).toBe(404);
  });

  it('an endpoint subscribed again by another member moves to them', async () => {
    const device = push.subscription();
    expect((await subscribe(answerer, device)).statusCode).toBe(201);
    expect((await subscribe(mentioned, device)).statusCode).toBe(201);
    expect(await devicesOf(answerer.id)).toEqual([]);
    expect((await devicesOf(mentioned.id)).map((d) => d.endpoint)).toEqual([device.endpoint]);
  });

  it('signing out forgets the devices subscribed in that session', async () => {
    const member = await createUser(t.app);
    expect((await subscribe(member, push.subscription())).statusCode).toBe(201);
    const out = await as(t.app, member, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode, out.body).toBe(200);
    expect(await devicesOf(member.id)).toEqual([]);
  });
});

describe('sending', () => {
  const askerDevices = [] as { endpoint: string; keys: { p256dh: string; auth: string } }[];

  beforeAll(async () => {
    askerDevices.push(push.subscription(), push.subscription());
    for (const device of askerDevices) expect((await subscribe(asker, device)).statusCode).toBe(201);
  });

  it('an answer and a mention reach each device of their member once, through the job', async () => {
    await answerQuestion('Rölanti neden dalgalanıyor?');
    const mentionedDevices = await devicesOf(mentioned.id);
    const endpoints = [...askerDevices.map((d) => d.endpoint), ...mentionedDevices.map((d) => d.endpoint)];
    await until(() => endpoints.every((e) => push.requestsTo(e).length > 0), 'a push to every device');
    const answer = await notificationOf(asker.id, 'answer');
    const mention = await notificationOf(mentioned.id, 'mention');
    await until(async () => (await notificationOf(asker.id, 'answer'))?.push_status === 'sent' && (await notificationOf(mentioned.id, 'mention'))?.push_status === 'sent', 'both sent');

    // Another copy of the job, and another dispatch, send nothing more.
    const sender = pushSenders.get(t.app.deps)!;
    expect(await sendNotificationPush(sender, answer!.id)).toBe(0);
    expect(await dispatchPendingPush(t.app.deps.db, t.app.deps.jobs, [asker.id, mentioned.id])).toBe(0);
    for (const endpoint of endpoints) expect(push.requestsTo(endpoint), endpoint).toHaveLength(1);

    const { publicKey } = (await as(t.app, null, { method: 'GET', url: '/api/push/public-key' })).json<{ publicKey: string }>();
    const request = push.requestsTo(askerDevices[0]!.endpoint)[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers.ttl).toBe('86400');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(request.headers.topic).toBe(answer!.id.replace(/-/g, ''));
    expect(push.requestsTo(mentionedDevices[0]!.endpoint)[0]!.headers.topic).toBe(mention!.id.replace(/-/g, ''));
    expect(request.bodyBytes).toBeGreaterThan(86);
    const [device] = await devicesOf(asker.id);
    expect(device!.last_success_at).not.toBeNull();
  });

  it('says who answered and links the question, in the device’s language', async () => {
    const answer = await notificationOf(asker.id, 'answer');
    const [row] = await selectNotifications(t.app.deps.db, sql`n.id = ${answer!.id}`, 1);
    expect(pushPayload(row!, 'tr')).toEqual({ title: 'Garaj', body: '@cevaplayan “Rölanti neden dalgalanıyor?” soruna cevap verdi.', url: expect.stringMatching(/^\/forum\/engine\/topic\//), tag: answer!.id });
    expect(pushPayload(row!, 'en').body).toBe('@cevaplayan answered your question “Rölanti neden dalgalanıyor?”');
  });

  it('a private message names its sender, never its text', async () => {
    const sent = await as(t.app, answerer, { method: 'POST', url: '/api/messages/conversations', payload: { username: asker.username, body: 'Gizli teklifim 250 bin' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = await notificationOf(asker.id, 'message');
    const [row] = await selectNotifications(t.app.deps.db, sql`n.id = ${message!.id}`, 1);
    for (const language of ['tr', 'en'] as const) {
      const payload = pushPayload(row!, language);
      expect(payload.body).toContain('@cevaplayan');
      expect(payload.title + payload.body).not.toMatch(/Gizli|250/);
      expect(payload.url).not.toMatch(/Gizli|teklif/);
    }
    expect(pushPayload(row!, 'tr').url).toMatch(/^\/messages\//);
    await until(async () => (await notificationOf(asker.id, 'message'))?.push_status === 'sent', 'the message push');
  });

  it('a maintenance reminder goes the same way', async () => {
    const [device] = await devicesOf(mentioned.id);
    const garage = await as(t.app, mentioned, { method: 'POST', url: '/api/garages', payload: { name: 'Hatırlatma Clio', carBrand: 'Renault', carModel: 'Clio', carYear: 2015 } });
    expect(garage.statusCode, garage.body).toBe(201);
    const today = istanbulToday();
    await t.app.deps.db
      .insert(maintenanceItems)
      .values({ garageId: garage.json().id as string, userId: mentioned.id, title: 'Motor yağı', category: 'oil', intervalDays: 30, lastServiceOn: addDays(today, -27), nextDueOn: addDays(today, 3) });
    expect(await checkMaintenanceReminders(t.app.deps.db)).toHaveLength(1);
    const reminder = await notificationOf(mentioned.id, 'maintenance_due');
    await until(() => push.requestsTo(device!.endpoint).some((r) => r.headers.topic === reminder!.id.replace(/-/g, '')), 'the reminder push');
    const [row] = await selectNotifications(t.app.deps.db, sql`n.id = ${reminder!.id}`, 1);
    expect(pushPayload(row!, 'tr')).toMatchObject({ body: '“Hatırlatma Clio” garajındaki “Motor yağı” bakımının zamanı geldi.', url: expect.stringMatching(/^\/maintenance\?garage=/) });
  });

  it('a device whose session expired is forgotten, not pushed to', async () => {
    const member = await createUser(t.app);
    const device = push.subscription();
    expect((await subscribe(member, device)).statusCode).toBe(201);
    expect((await as(t.app, member, { method: 'PUT', url: '/api/me/notification-preferences', payload: { items: [{ type: 'follow', push: true }] } })).statusCode).toBe(200);
    await t.app.deps.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${member.id}`);
    expect((await as(t.app, answerer, { method: 'PUT', url: `/api/users/${member.username}/follow` })).statusCode).toBe(200);
    await until(async () => (await notificationOf(member.id, 'follow'))?.push_status === 'failed', 'the follow push handled');
    expect(await devicesOf(member.id)).toEqual([]);
    expect(push.requestsTo(device.endpoint)).toEqual([]);
  });

  it('a type switched off sends nothing; the e-mail switch stays', async () => {
    const off = await as(t.app, asker, { method: 'PUT', url: '/api/me/notification-preferences', payload: { items: [{ type: 'answer', push: false }] } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().items.find((p: { type: string }) => p.type === 'answer')).toEqual({ type: 'answer', email: true, push: false });
    const before = askerDevices.map((d) => push.requestsTo(d.endpoint).length);
    await answerQuestion('Fren balatası ne zaman değişir?');
    expect((await notificationOf(asker.id, 'answer'))?.push_status).toBeNull();
    // The mention of the same answer is pushed: once it arrived, the answer's job would have too.
    await until(async () => (await notificationOf(mentioned.id, 'mention'))?.push_status === 'sent', 'the mention push');
    expect(askerDevices.map((d) => push.requestsTo(d.endpoint).length)).toEqual(before);
    const on = await as(t.app, asker, { method: 'PUT', url: '/api/me/notification-preferences', payload: { items: [{ type: 'answer', push: true }] } });
    expect(on.json().items.find((p: { type: string }) => p.type === 'answer')).toEqual({ type: 'answer', email: true, push: true });
  });

  it('a device the push service says is gone (410) is deleted; the others still get theirs', async () => {
    const [gone, kept] = askerDevices;
    push.answer(gone!.endpoint, 410);
    const keptBefore = push.requestsTo(kept!.endpoint).length;
    await answerQuestion('Yağ lambası neden yanıyor?');
    await until(async () => (await devicesOf(asker.id)).length === 1, 'the gone device deleted');
    expect((await devicesOf(asker.id))[0]!.endpoint).toBe(kept!.endpoint);
    await until(() => push.requestsTo(kept!.endpoint).length === keptBefore + 1, 'the kept device’s push');
  });

  it('other failures are counted, and the fifth in a row forgets the device; a success resets the count', async () => {
    // One device only: its failure is the push's.
    await t.app.deps.db.execute(sql`delete from push_subscriptions where user_id = ${asker.id}`);
    const kept = push.subscription();
    expect((await subscribe(asker, kept)).statusCode).toBe(201);
    push.answer(kept.endpoint, 500);
    await t.app.deps.db.execute(sql`update push_subscriptions set failure_count = 3 where endpoint = ${kept.endpoint}`);
    await answerQuestion('Egzozdan mavi duman?');
    await until(async () => (await devicesOf(asker.id))[0]?.failure_count === 4, 'the fourth failure');
    expect((await notificationOf(asker.id, 'answer'))?.push_status).toBe('failed');

    push.answer(kept.endpoint, 201);
    await answerQuestion('Direksiyon titriyor');
    await until(async () => (await devicesOf(asker.id))[0]?.failure_count === 0, 'the count reset');

    push.answer(kept.endpoint, 500);
    await t.app.deps.db.execute(sql`update push_subscriptions set failure_count = 4 where endpoint = ${kept.endpoint}`);
    await answerQuestion('Klima soğutmuyor');
    await until(async () => (await devicesOf(asker.id)).length === 0, 'the device forgotten');
  });
});
