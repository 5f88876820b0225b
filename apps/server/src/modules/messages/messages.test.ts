/**
 * Private messages: a conversation per pair, read state and the unread badge, the `message`
 * notification, nobody but the two members reads a conversation (moderators only a reported
 * one), blocks, the recipient's message policy, the new-account limit and the live events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decode } from 'libqp';
import type { ConversationDetail, ConversationPage, ConversationStarted, MessagePage, MessageRecipient } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { as, createTestApp, createUser, mailsTo, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { listenOnce, openStream, type SseStream } from '../../../test/sse.ts';

let t: TestApp;
const streams: SseStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

/** Makes the account older than a day (the new-member limit does not apply). */
const ageAccount = (user: TestUser) => t.app.deps.db.execute(sql`update users set created_at = now() - interval '3 days' where id = ${user.id}`);
const member = async (opts: { username?: string; role?: 'moderator' } = {}) => {
  const user = await createUser(t.app, opts);
  await ageAccount(user);
  return user;
};
const start = (from: TestUser, payload: Record<string, unknown>) => as(t.app, from, { method: 'POST', url: '/api/messages/conversations', payload });
const send = (from: TestUser | null, id: string, body: string) => as(t.app, from, { method: 'POST', url: `/api/messages/conversations/${id}/messages`, payload: { body } });
const get = (user: TestUser | null, url: string) => as(t.app, user, { method: 'GET', url });
const unread = async (user: TestUser) => (await get(user, '/api/messages/unread-count')).json<{ unreadConversations: number }>().unreadConversations;

describe('a conversation between two members', () => {
  let buyer: TestUser;
  let seller: TestUser;
  let conversationId: string;

  beforeAll(async () => {
    [buyer, seller] = await Promise.all([member(), member()]);
  });

  it('starts with the first message (201) and lands in both inboxes, unread for the recipient only', async () => {
    const res = await start(buyer, { username: seller.username, body: '  Merhaba, araç hâlâ satılık mı?  ' });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json<ConversationStarted>();
    conversationId = started.conversationId;
    expect(started.message).toMatchObject({ conversationId, senderId: buyer.id, body: 'Merhaba, araç hâlâ satılık mı?', image: null });
    const sellerInbox = (await get(seller, '/api/messages/conversations')).json<ConversationPage>();
    expect(sellerInbox.items).toHaveLength(1);
    expect(sellerInbox.items[0]).toMatchObject({ id: conversationId, other: { username: buyer.username }, unreadCount: 1, lastMessage: { senderId: buyer.id, excerpt: 'Merhaba, araç hâlâ satılık mı?' } });
    expect((await get(buyer, '/api/messages/conversations')).json<ConversationPage>().items[0]).toMatchObject({ id: conversationId, unreadCount: 0 });
    expect(await unread(seller)).toBe(1);
    expect(await unread(buyer)).toBe(0);
  });

  it('a second start to the same member writes into the same conversation', async () => {
    const res = await start(buyer, { username: seller.username.toUpperCase(), body: 'Bir de fiyat konusunda...' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ConversationStarted>().conversationId).toBe(conversationId);
    const [row] = await queryRows<{ n: number }>(t.app.deps.db, sql`select count(*)::int as n from conversations where started_by = ${buyer.id}`);
    expect(row!.n).toBe(1);
  });

  it('notifies the recipient once per conversation (grouped) and mails per the preference', async () => {
    const rows = await queryRows<{ type: string; group_key: string; email_status: string | null }>(
      t.app.deps.db,
      sql`select type, group_key, email_status from notifications where user_id = ${seller.id}`,
    );
    expect(rows).toEqual([{ type: 'message', group_key: `message:${conversationId}`, email_status: expect.any(String) }]);
    // One mail, naming the sender, never quoting the message.
    const mails = async () => (await mailsTo(t.dataDir, seller.email)).map((m) => decode(m).toString('utf8')).filter((m) => m.includes('özel mesaj'));
    await expect.poll(async () => (await mails()).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mails();
    expect(mail).toContain(`@${buyer.username} sana özel mesaj gönderdi.`);
    expect(mail).not.toContain('satılık mı');
    const list = (await get(seller, '/api/notifications')).json<{ items: { type: string; target: unknown; actors: { username: string }[] }[] }>();
    expect(list.items[0]).toMatchObject({ type: 'message', target: { kind: 'conversation', url: `/messages/${conversationId}` }, actors: [{ username: buyer.username }] });
  });

  it('answers, pages newest first, and reading clears the badge and the notification', async () => {
    expect((await send(seller, conversationId, 'Evet, satılık.')).statusCode).toBe(201);
    const page = (await get(buyer, `/api/messages/conversations/${conversationId}/messages?limit=2`)).json<MessagePage>();
    expect(page.items.map((m) => m.body)).toEqual(['Evet, satılık.', 'Bir de fiyat konusunda...']);
    const rest = (await get(buyer, `/api/messages/conversations/${conversationId}/messages?limit=2&cursor=${encodeURIComponent(page.nextCursor!)}`)).json<MessagePage>();
    expect(rest.items.map((m) => m.body)).toEqual(['Merhaba, araç hâlâ satılık mı?']);
    expect(rest.nextCursor).toBeNull();

    const read = await as(t.app, seller, { method: 'POST', url: `/api/messages/conversations/${conversationId}/read` });
    expect(read.json()).toEqual({ unreadConversations: 0 });
    const [notification] = await queryRows<{ read: boolean }>(t.app.deps.db, sql`select read_at is not null as read from notifications where user_id = ${seller.id} and type = 'message'`);
    expect(notification!.read).toBe(true);
    const detail = (await get(buyer, `/api/messages/conversations/${conversationId}`)).json<ConversationDetail>();
    expect(detail).toMatchObject({ viewerRole: 'member', refusal: null, other: { username: seller.username } });
    expect(detail.otherReadAt).not.toBeNull();
  });

  it('nobody else reads or writes it: 404 CONVERSATION_NOT_FOUND, 401 signed out', async () => {
    const stranger = await member();
    for (const url of [`/api/messages/conversations/${conversationId}`, `/api/messages/conversations/${conversationId}/messages`]) {
      const res = await get(stranger, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('CONVERSATION_NOT_FOUND');
      expect((await get(null, url)).statusCode).toBe(401);
    }
    expect((await send(stranger, conversationId, 'Ben de varım')).statusCode).toBe(404);
    expect((await as(t.app, stranger, { method: 'POST', url: `/api/messages/conversations/${conversationId}/read` })).statusCode).toBe(404);
    const moderator = await member({ role: 'moderator' });
    expect((await get(moderator, `/api/messages/conversations/${conversationId}`)).statusCode).toBe(404);
    // A stranger cannot report what they cannot see.
    const [message] = (await get(buyer, `/api/messages/conversations/${conversationId}/messages`)).json<MessagePage>().items;
    const report = await as(t.app, stranger, { method: 'POST', url: '/api/reports', payload: { targetType: 'message', targetId: message!.id, reason: 'spam' } });
    expect(report.statusCode).toBe(404);
  });

  it('a member reports a message: moderators may read that conversation, never write in it', async () => {
    const [fromSeller] = (await get(buyer, `/api/messages/conversations/${conversationId}/messages`)).json<MessagePage>().items;
    const report = await as(t.app, buyer, { method: 'POST', url: '/api/reports', payload: { targetType: 'message', targetId: fromSeller!.id, reason: 'harassment' } });
    expect(report.statusCode, report.body).toBe(201);
    const moderator = await member({ role: 'moderator' });
    const detail = await get(moderator, `/api/messages/conversations/${conversationId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<ConversationDetail>()).toMatchObject({ viewerRole: 'moderator', refusal: 'moderator_view' });
    expect(detail.json<ConversationDetail>().members.map((m) => m.username).sort()).toEqual([buyer.username, seller.username].sort());
    expect((await get(moderator, `/api/messages/conversations/${conversationId}/messages`)).json<MessagePage>().items).toHaveLength(3);
    const write = await send(moderator, conversationId, 'Moderatör notu');
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('MESSAGE_READ_ONLY');
  });
});

describe('who may write', () => {
  it('never to oneself (400 SELF_MESSAGE), never to an unknown member (404)', async () => {
    const a = await member();
    expect((await start(a, { username: a.username, body: 'Not' })).json().error.code).toBe('SELF_MESSAGE');
    expect((await start(a, { username: 'boyle_biri_yok', body: 'Merhaba' })).statusCode).toBe(404);
    const empty = await start(a, { username: 'boyle_biri_yok', body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ body: 'MESSAGE_EMPTY' });
  });

  it('a block stops messages and follows both ways and removes the follows; lifting it allows messages again', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    await as(t.app, a, { method: 'PUT', url: `/api/users/${b.username}/follow` });
    await as(t.app, b, { method: 'PUT', url: `/api/users/${a.username}/follow` });
    const started = (await start(a, { username: b.username, body: 'Selam' })).json<ConversationStarted>();
    const feedOf = async (viewer: TestUser, of: TestUser) => (await get(viewer, `/api/activities?user=${of.username}`)).json<{ items: unknown[] }>().items.length;
    expect(await feedOf(b, a)).toBeGreaterThan(0);
    const blocked = await as(t.app, b, { method: 'PUT', url: `/api/users/${a.username}/block` });
    expect(blocked.json()).toEqual({ blocked: true });
    const follows = await queryRows(t.app.deps.db, sql`select 1 from follows where (follower_id = ${a.id} and following_id = ${b.id}) or (follower_id = ${b.id} and following_id = ${a.id})`);
    expect(follows).toHaveLength(0);
    const [counts] = await queryRows<{ followers_count: number; following_count: number }>(t.app.deps.db, sql`select followers_count, following_count from profiles where user_id = ${a.id}`);
    expect(counts).toEqual({ followers_count: 0, following_count: 0 });
    for (const [from, to] of [[a, b], [b, a]] as const) {
      const res = await start(from, { username: to.username, body: 'Tekrar selam' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('MESSAGE_BLOCKED');
      const follow = await as(t.app, from, { method: 'PUT', url: `/api/users/${to.username}/follow` });
      expect(follow.json().error.code).toBe('FOLLOW_BLOCKED');
    }
    expect((await send(a, started.conversationId, 'Hâlâ orada mısın?')).json().error.code).toBe('MESSAGE_BLOCKED');
    // Out of each other's feed, not out of anybody else's.
    expect(await feedOf(b, a)).toBe(0);
    expect(await feedOf(a, b)).toBe(0);
    expect(await feedOf(await member(), a)).toBeGreaterThan(0);
    expect((await get(b, `/api/messages/with/${a.username}`)).json<MessageRecipient>().refusal).toBe('blocked_by_me');
    expect((await get(a, `/api/messages/with/${b.username}`)).json<MessageRecipient>().refusal).toBe('blocked_me');
    expect((await get(b, '/api/me/blocks')).json().items.map((i: { member: { username: string } }) => i.member.username)).toEqual([a.username]);
    expect((await as(t.app, b, { method: 'PUT', url: `/api/users/${b.username}/block` })).json().error.code).toBe('SELF_BLOCK');

    expect((await as(t.app, b, { method: 'DELETE', url: `/api/users/${a.username}/block` })).json()).toEqual({ blocked: false });
    expect((await send(a, started.conversationId, 'Barıştık mı?')).statusCode).toBe(201);
  });

  it("the recipient's policy gates new conversations only: nobody, or only members they follow", async () => {
    const [quiet, fan, friend] = await Promise.all([member(), member(), member()]);
    const earlier = (await start(friend, { username: quiet.username, body: 'Eski sohbetimiz' })).json<ConversationStarted>();
    const set = await as(t.app, quiet, { method: 'PUT', url: '/api/me/message-settings', payload: { policy: 'nobody' } });
    expect(set.json()).toEqual({ policy: 'nobody' });
    expect((await get(quiet, '/api/me/message-settings')).json()).toEqual({ policy: 'nobody' });
    const refused = await start(fan, { username: quiet.username, body: 'Merhaba' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('MESSAGES_NOT_ACCEPTED');
    expect((await get(fan, `/api/messages/with/${quiet.username}`)).json<MessageRecipient>()).toMatchObject({ conversationId: null, refusal: 'policy' });
    // An existing conversation goes on.
    expect((await send(friend, earlier.conversationId, 'Devam')).statusCode).toBe(201);

    await as(t.app, quiet, { method: 'PUT', url: '/api/me/message-settings', payload: { policy: 'following' } });
    expect((await start(fan, { username: quiet.username, body: 'Merhaba' })).statusCode).toBe(403);
    await as(t.app, quiet, { method: 'PUT', url: `/api/users/${fan.username}/follow` });
    expect((await start(fan, { username: quiet.username, body: 'Merhaba' })).statusCode).toBe(201);
    expect((await as(t.app, quiet, { method: 'PUT', url: '/api/me/message-settings', payload: { policy: 'herkes' } })).statusCode).toBe(400);
  });

  it('an account younger than a day starts at most 3 conversations in 24 hours (429 CONVERSATION_LIMIT)', async () => {
    const fresh = await createUser(t.app);
    const others = await Promise.all([member(), member(), member(), member()]);
    for (const other of others.slice(0, 3)) expect((await start(fresh, { username: other.username, body: 'Merhaba' })).statusCode).toBe(201);
    const fourth = await start(fresh, { username: others[3]!.username, body: 'Merhaba' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('CONVERSATION_LIMIT');
    // Answers in started conversations are not limited, nor is an older account.
    const inbox = (await get(fresh, '/api/messages/conversations')).json<ConversationPage>();
    expect((await send(fresh, inbox.items[0]!.id, 'Bir şey daha')).statusCode).toBe(201);
    await ageAccount(fresh);
    expect((await start(fresh, { username: others[3]!.username, body: 'Merhaba' })).statusCode).toBe(201);
  });

  it("a conversation about a garage must name the recipient's garage; writing needs a verified e-mail", async () => {
    const [buyer, seller] = await Promise.all([member(), member()]);
    const garage = await as(t.app, seller, { method: 'POST', url: '/api/garages', payload: { name: 'Satılık Civic', carBrand: 'Honda', carModel: 'Civic' } });
    const garageId = garage.json().id as string;
    const listing = await as(t.app, seller, { method: 'PUT', url: `/api/listings/${garageId}`, payload: { priceTl: 850_000, km: 75_000, city: 'Ankara' } });
    expect(listing.statusCode).toBe(200);
    const mine = await as(t.app, buyer, { method: 'POST', url: '/api/garages', payload: { name: 'Benim', carBrand: 'Fiat', carModel: 'Egea' } });
    const wrong = await start(buyer, { username: seller.username, garageId: mine.json().id, body: 'Merhaba' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ garageId: 'VALUE_INVALID' });
    const res = await start(buyer, { username: seller.username, garageId, body: 'Civic için yazıyorum' });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await get(seller, `/api/messages/conversations/${res.json<ConversationStarted>().conversationId}`)).json<ConversationDetail>();
    expect(detail.garage).toMatchObject({ id: garageId, name: 'Satılık Civic', brand: 'Honda', model: 'Civic', isForSale: true, salePrice: '850.000 TL' });
    const image = await start(buyer, { username: seller.username, body: '', imageId: '00000000-0000-4000-8000-000000000000' });
    expect(image.json().error.fields).toEqual({ imageId: 'VALUE_INVALID' });
    const unverified = await createUser(t.app, { verified: false });
    expect((await start(unverified, { username: seller.username, body: 'Merhaba' })).json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('live', () => {
  it('messages.created reaches both members after the commit, and nobody else; messages.unread the recipient', async () => {
    const base = await listenOnce(t.app);
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    const open = async (user: TestUser) => {
      const stream = await openStream(`${base}/api/events?channels=messages`, { cookie: user.cookie });
      streams.push(stream);
      await stream.waitFor((e) => e.event === 'ready');
      return stream;
    };
    const [sa, sb, sc] = [await open(a), await open(b), await open(c)];
    const res = await start(a, { username: b.username, body: 'Canlı mesaj' });
    const id = res.json<ConversationStarted>().conversationId;
    const seen = await sb.waitFor((e) => e.event === 'messages.created');
    expect(seen.data).toMatchObject({ conversationId: id, message: { body: 'Canlı mesaj', senderId: a.id } });
    expect((await sb.waitFor((e) => e.event === 'messages.unread')).data).toEqual({ unreadConversations: 1 });
    await sa.waitFor((e) => e.event === 'messages.created');
    await as(t.app, b, { method: 'POST', url: `/api/messages/conversations/${id}/read` });
    expect((await sa.waitFor((e) => e.event === 'messages.read')).data).toMatchObject({ conversationId: id, readerId: b.id });
    expect(sc.events.filter((e) => e.event.startsWith('messages.'))).toEqual([]);
    expect((await openStream(`${base}/api/events?channels=messages`, {})).status).toBe(401);
  });
});
