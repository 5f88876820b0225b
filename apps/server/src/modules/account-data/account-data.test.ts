/**
 * A member's rights over their data: the archive (everything about them, their photos as files,
 * only for them, mailed when ready, one a day) and the deletion of the account (confirmed with
 * the password or a mailed code, cancelled by signing in, done by the job after the grace period:
 * profile 404, no sign-in, other members' counters adjusted, answered contributions kept under
 * "silinmiş üye" when asked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decode } from 'libqp';
import { unzipSync } from 'fflate';
import type { AccountDeletionState, DataExport } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { as, createTestApp, createUser, mailsTo, nextIp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { uploadImage } from '../blog/blog.fixtures.ts';
import { category } from '../forum/forum.fixtures.ts';
import { DELETED_MEMBER_USERNAME, deleteDueAccounts } from './account-data.deletion.ts';
import { buildDataExport, expireDataExports } from './account-data.export.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.deps.db, query);
const mailTexts = async (to: string) => (await mailsTo(t.dataDir, to)).map((m) => decode(m).toString('utf8'));
const signIn = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: nextIp(), headers: { origin: 'http://localhost:3000' }, payload: { email: user.email, password: user.password } });

describe('the archive of a member’s data', () => {
  let member: TestUser;
  let other: TestUser;
  let photoId: string;
  let exportId: string;

  beforeAll(async () => {
    [member, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const image = await uploadImage(t.app, member, 'garage');
    photoId = image.id;
    const garage = await as(t.app, member, { method: 'POST', url: '/api/garages', payload: { name: 'Arşiv Garajı', carBrand: 'Fiat', carModel: 'Egea', photos: [{ imageId: photoId }] } });
    expect(garage.statusCode, garage.body).toBe(201);
    const sent = await as(t.app, other, { method: 'POST', url: '/api/messages/conversations', payload: { username: member.username, body: 'Arşivde görünecek mesaj' } });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('is asked for (202 pending), at most once a day (429 DATA_EXPORT_TOO_SOON)', async () => {
    const res = await as(t.app, member, { method: 'POST', url: '/api/me/data-exports' });
    expect(res.statusCode, res.body).toBe(202);
    const created = res.json<DataExport>();
    expect(created).toMatchObject({ status: 'pending', readyAt: null, bytes: null });
    exportId = created.id;
    const again = await as(t.app, member, { method: 'POST', url: '/api/me/data-exports' });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('DATA_EXPORT_TOO_SOON');
    expect((await as(t.app, null, { method: 'POST', url: '/api/me/data-exports' })).statusCode).toBe(401);
  });

  it('is built by the job: a ZIP with the JSON (garage, message) and the photo as a file; mailed', async () => {
    await buildDataExport(t.app.deps, exportId);
    const list = (await as(t.app, member, { method: 'GET', url: '/api/me/data-exports' })).json<{ items: DataExport[] }>();
    expect(list.items[0]).toMatchObject({ id: exportId, status: 'ready' });
    expect(list.items[0]!.bytes).toBeGreaterThan(100);
    const res = await as(t.app, member, { method: 'GET', url: `/api/me/data-exports/${exportId}/download` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('garaj-verilerim.zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).filter((name) => !name.endsWith('/')).sort()).toEqual([`fotograflar/${photoId}.webp`, 'garaj-verilerim.json']);
    expect(files[`fotograflar/${photoId}.webp`]!.length).toBeGreaterThan(100);
    const data = JSON.parse(new TextDecoder().decode(files['garaj-verilerim.json'])) as Record<string, unknown>;
    expect(data.account).toMatchObject({ email: member.email, username: member.username });
    expect((data.garages as { name: string }[]).map((g) => g.name)).toEqual(['Arşiv Garajı']);
    const conversations = data.conversations as { with: string; messages: { from: string; body: string }[] }[];
    expect(conversations).toEqual([expect.objectContaining({ with: other.username, messages: [expect.objectContaining({ from: other.username, body: 'Arşivde görünecek mesaj' })] })]);
    // Never a secret.
    const json = new TextDecoder().decode(files['garaj-verilerim.json']);
    expect(json).not.toMatch(/argon2|"token"|"password":/);
    const mails = (await mailTexts(member.email)).filter((m) => m.includes('her şeyin arşivi hazır'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('http://localhost:3000/profile#account-data');
    // A second run of the job does nothing.
    await buildDataExport(t.app.deps, exportId);
    expect((await mailTexts(member.email)).filter((m) => m.includes('her şeyin arşivi hazır'))).toHaveLength(1);
  });

  it('is only for its member (404 for anyone else) and expires after 7 days (410)', async () => {
    const res = await as(t.app, other, { method: 'GET', url: `/api/me/data-exports/${exportId}/download` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('DATA_EXPORT_NOT_FOUND');
    await t.app.deps.db.execute(sql`update data_exports set expires_at = now() - interval '1 minute' where id = ${exportId}`);
    expect((await as(t.app, member, { method: 'GET', url: `/api/me/data-exports/${exportId}/download` })).statusCode).toBe(410);
    expect(await expireDataExports(t.app.deps)).toBe(1);
    expect(await t.app.deps.storage.get(`exports/${exportId}/garaj-verilerim.zip`)).toBeNull();
    const gone = await as(t.app, member, { method: 'GET', url: `/api/me/data-exports/${exportId}/download` });
    expect(gone.json().error.code).toBe('DATA_EXPORT_EXPIRED');
  });
});

describe('deleting an account', () => {
  const schedule = (user: TestUser, payload: Record<string, unknown>) => as(t.app, user, { method: 'POST', url: '/api/me/account-deletion', payload });
  const makeDue = (user: TestUser) => t.app.deps.db.execute(sql`update account_deletions set scheduled_for = now() - interval '1 minute' where user_id = ${user.id}`);

  it('needs the password; ends every session; signing in again cancels it', async () => {
    const member = await createUser(t.app);
    const wrong = await schedule(member, { password: 'yanlis-sifre-1', keepContributions: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('ACCOUNT_DELETION_PASSWORD');
    const res = await schedule(member, { password: member.password, keepContributions: false });
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json<AccountDeletionState>();
    const days = (Date.parse(state.scheduledFor!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
    expect((await as(t.app, member, { method: 'GET', url: '/api/me/profile' })).statusCode).toBe(401);
    expect((await mailTexts(member.email)).some((m) => m.includes('kalıcı olarak silinecek'))).toBe(true);

    expect((await signIn(member)).statusCode).toBe(200);
    expect(await rows(sql`select 1 from account_deletions where user_id = ${member.id}`)).toHaveLength(0);
    expect((await mailTexts(member.email)).some((m) => m.includes('iptal edildi'))).toBe(true);
  });

  it('an account without a password confirms with the mailed code', async () => {
    const member = await createUser(t.app);
    await t.app.deps.db.execute(sql`update accounts set password = null where user_id = ${member.id}`);
    expect((await as(t.app, member, { method: 'GET', url: '/api/me/account-deletion' })).json<AccountDeletionState>()).toMatchObject({ scheduledFor: null, hasPassword: false });
    expect((await as(t.app, member, { method: 'POST', url: '/api/me/account-deletion/code' })).statusCode).toBe(204);
    const mail = (await mailTexts(member.email)).find((m) => m.includes('onay kodun'))!;
    const code = /onay kodun: (\d{6})/.exec(mail)![1]!;
    const wrong = await schedule(member, { code: code === '000000' ? '111111' : '000000', keepContributions: true });
    expect(wrong.json().error.code).toBe('ACCOUNT_DELETION_CODE_INVALID');
    expect((await schedule(member, { code, keepContributions: true })).statusCode).toBe(200);
  });

  it('after the grace period the job deletes it: profile 404, no sign-in, counters of others adjusted, answered topics kept', async () => {
    const [leaving, owner, answerer] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    const garage = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { name: 'Beğenilen', carBrand: 'BMW', carModel: '320i' } });
    const garageId = garage.json().id as string;
    await as(t.app, leaving, { method: 'PUT', url: `/api/garages/${garageId}/like` });
    await as(t.app, leaving, { method: 'PUT', url: `/api/users/${owner.username}/follow` });
    const admin = await createUser(t.app, { role: 'admin' });
    const categoryId = 'silme-testi';
    const created = await as(t.app, admin, { method: 'POST', url: '/api/forum/categories', payload: { ...category, id: categoryId } });
    expect(created.statusCode, created.body).toBe(201);
    const answered = await as(t.app, leaving, { method: 'POST', url: '/api/forum/topics', payload: { categoryId, title: 'Cevaplanan bir soru başlığı', body: '<p>Yağ değişimi kaç kilometrede yapılmalı?</p>', kind: 'question' } });
    expect(answered.statusCode, answered.body).toBe(201);
    const topicId = answered.json().id as string;
    expect((await as(t.app, answerer, { method: 'POST', url: `/api/forum/topics/${topicId}/replies`, payload: { body: '<p>10.000 km’de bir yapın.</p>' } })).statusCode).toBe(201);
    const lonely = await as(t.app, leaving, { method: 'POST', url: '/api/forum/topics', payload: { categoryId, title: 'Kimsenin cevaplamadığı başlık', body: '<p>Bu başlık silinmeli.</p>', kind: 'question' } });
    const lonelyId = lonely.json().id as string;
    const [before] = await rows<{ likes: number; followers: number }>(
      sql`select g.likes_count as likes, p.followers_count as followers from garages g join profiles p on p.user_id = g.user_id where g.id = ${garageId}`,
    );
    expect(before).toEqual({ likes: 1, followers: 1 });

    expect((await schedule(leaving, { password: leaving.password, keepContributions: true })).statusCode).toBe(200);
    expect(await deleteDueAccounts(t.app.deps)).toBe(0);
    await makeDue(leaving);
    expect(await deleteDueAccounts(t.app.deps)).toBe(1);

    expect((await as(t.app, null, { method: 'GET', url: `/api/users/${leaving.username}` })).statusCode).toBe(404);
    expect((await signIn(leaving)).statusCode).toBe(401);
    const [after] = await rows<{ likes: number; followers: number }>(
      sql`select g.likes_count as likes, p.followers_count as followers from garages g join profiles p on p.user_id = g.user_id where g.id = ${garageId}`,
    );
    expect(after).toEqual({ likes: 0, followers: 0 });
    const [kept] = await rows<{ username: string }>(sql`select u.display_username as username from forum_topics t join users u on u.id = t.author_id where t.id = ${topicId}`);
    expect(kept!.username).toBe(DELETED_MEMBER_USERNAME);
    expect(await rows(sql`select 1 from forum_topics where id = ${lonelyId}`)).toHaveLength(0);
    // The placeholder cannot be signed into: it has no sign-in method.
    expect(await rows(sql`select 1 from accounts a join users u on u.id = a.user_id where u.username = ${DELETED_MEMBER_USERNAME}`)).toHaveLength(0);
  });
});

describe('signed-in devices', () => {
  it('lists each session with its browser, hidden address and rough place; signs one or every other device out', async () => {
    const member = await createUser(t.app);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '85.105.12.34',
      headers: { origin: 'http://localhost:3000', 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' },
      payload: { email: member.email, password: member.password },
    });
    const phoneCookie = phone.headers['set-cookie'] ? String(phone.headers['set-cookie']).split(';')[0]! : '';
    const list = await as(t.app, member, { method: 'GET', url: '/api/me/sessions' });
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: { id: string; current: boolean; browser: string | null; os: string | null; device: string; address: string | null; place: unknown }[] }>().items;
    expect(items).toHaveLength(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    // The province by its Turkish name (the database spells it `Istanbul`); a private address has no place.
    expect(items.find((s) => !s.current)).toMatchObject({ browser: 'Chrome 131', os: 'Android 14', device: 'mobile', address: '85.105.12.x', place: { region: 'İstanbul', countryCode: 'TR' } });
    expect(items.find((s) => s.current)?.place).toBeNull();

    const current = items.find((s) => s.current)!;
    expect((await as(t.app, member, { method: 'DELETE', url: `/api/me/sessions/${current.id}` })).json().error.code).toBe('SESSION_IS_CURRENT');
    const stranger = await createUser(t.app);
    expect((await as(t.app, stranger, { method: 'DELETE', url: `/api/me/sessions/${current.id}` })).statusCode).toBe(404);

    expect((await as(t.app, { ...member, cookie: phoneCookie }, { method: 'GET', url: '/api/me/profile' })).statusCode).toBe(200);
    const left = await as(t.app, member, { method: 'POST', url: '/api/me/sessions/revoke-others' });
    expect(left.json().items).toHaveLength(1);
    expect((await as(t.app, { ...member, cookie: phoneCookie }, { method: 'GET', url: '/api/me/profile' })).statusCode).toBe(401);
    expect((await as(t.app, member, { method: 'GET', url: '/api/me/profile' })).statusCode).toBe(200);
  });
});
