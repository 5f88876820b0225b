/**
 * Notifications: one per type from the real actions, none for one's own actions,
 * grouping ("3 people liked"), undo, the authorization matrix, read one / all, paging,
 * preferences, and a rolled-back write that leaves nothing behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NOTIFICATION_EMAIL_DEFAULTS, NOTIFICATION_PUSH_DEFAULTS, NOTIFICATION_TYPES, NOTIFICATION_UNREAD_CAP, type NotificationItem, type NotificationPage } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { emitDomainEvent, type DomainEvent } from '../../lib/domain-events.ts';
import { as, createTestApp, createUser, makePremium, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { notificationsFor } from './notifications.handler.ts';

let t: TestApp;
let owner: TestUser;
let b: TestUser;
let c: TestUser;
let d: TestUser;
let e: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [owner, b, c, d, e, admin] = await Promise.all([
    createUser(t.app, { username: 'sahip_ayşe' }),
    createUser(t.app, { username: 'beğenen_bora' }),
    createUser(t.app, { username: 'cem_c' }),
    createUser(t.app, { username: 'deniz_d' }),
    createUser(t.app, { username: 'ece_e' }),
    createUser(t.app, { role: 'admin' }),
  ]);
  // The owner makes more garages than a free member may (limits: premium.test.ts).
  await makePremium(t.app, owner.id);
  const res = await as(t.app, admin, {
    method: 'POST',
    url: '/api/forum/categories',
    payload: { id: 'engine', name: 'Motor', nameEn: 'Engine', description: '', descriptionEn: '', icon: 'cog', isQa: true, position: 1 },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

async function newGarage(user: TestUser, name = 'Kırmızı Golf'): Promise<string> {
  const res = await as(t.app, user, { method: 'POST', url: '/api/garages', payload: { name, carBrand: 'Volkswagen', carModel: 'Golf', carYear: 2015 } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function newPost(user: TestUser, title = 'Turbo bakımı'): Promise<{ id: string; slug: string }> {
  const res = await as(t.app, user, {
    method: 'POST',
    url: '/api/blog/posts',
    payload: { title, excerpt: 'Kısa özet.', body: '<p>Gövde metni burada.</p>', category: 'guides', tags: [], status: 'published' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; slug: string };
}

async function newTopic(user: TestUser, kind: 'question' | 'discussion' = 'question'): Promise<string> {
  const res = await as(t.app, user, {
    method: 'POST',
    url: '/api/forum/topics',
    payload: { categoryId: 'engine', kind, title: kind === 'question' ? 'Motor neden ısınıyor?' : 'Favori yağ markanız', body: '<p>Ayrıntılar burada yazıyor.</p>', tags: [] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function list(user: TestUser, query = ''): Promise<NotificationPage> {
  const res = await as(t.app, user, { method: 'GET', url: `/api/notifications${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationPage;
}

const ofType = async (user: TestUser, type: NotificationItem['type']) => (await list(user, '?limit=50')).items.filter((n) => n.type === type);
const unread = async (user: TestUser) => (await as(t.app, user, { method: 'GET', url: '/api/notifications/unread-count' })).json().unreadCount as number;
const readAll = (user: TestUser) => as(t.app, user, { method: 'POST', url: '/api/notifications/read-all' });
const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);

describe('notificationsFor (pure)', () => {
  it('maps each event to its recipient, type and group, and nothing for one’s own action', () => {
    const cases: [DomainEvent, string | null][] = [
      [{ type: 'garage.liked', actorId: 'b', garageId: 'g', ownerId: 'a' }, 'a garage_like garage_like:g'],
      [{ type: 'garage.favorited', actorId: 'b', garageId: 'g', ownerId: 'a' }, 'a garage_favorite garage_favorite:g'],
      [{ type: 'garage.commented', actorId: 'b', garageId: 'g', ownerId: 'a', commentId: 'x' }, 'a garage_comment garage_comment:g'],
      [{ type: 'post.liked', actorId: 'b', postId: 'p', authorId: 'a' }, 'a post_like post_like:p'],
      [{ type: 'post.favorited', actorId: 'b', postId: 'p', authorId: 'a' }, 'a post_favorite post_favorite:p'],
      [{ type: 'post.commented', actorId: 'b', postId: 'p', authorId: 'a', commentId: 'x' }, 'a post_comment post_comment:p'],
      [{ type: 'member.followed', actorId: 'b', userId: 'a' }, 'a follow follow'],
      [{ type: 'reply.created', actorId: 'b', topicId: 't', replyId: 'r', topicAuthorId: 'a', kind: 'question' }, 'a answer answer:t'],
      [{ type: 'reply.created', actorId: 'b', topicId: 't', replyId: 'r', topicAuthorId: 'a', kind: 'discussion' }, 'a topic_reply topic_reply:t'],
      [{ type: 'reply.accepted', actorId: 'b', topicId: 't', replyId: 'r', replyAuthorId: 'a' }, 'a answer_accepted answer_accepted:r'],
      [{ type: 'badge.earned', userId: 'a', badgeId: 'first-garage' }, 'a badge_earned badge_earned:first-garage'],
      [{ type: 'competition.finalized', competitionId: 'k', entrantIds: ['a'], winnerIds: [] }, 'a competition_ended competition_ended:k'],
      // One's own actions: nothing.
      [{ type: 'garage.liked', actorId: 'a', garageId: 'g', ownerId: 'a' }, null],
      [{ type: 'post.commented', actorId: 'a', postId: 'p', authorId: 'a', commentId: 'x' }, null],
      [{ type: 'reply.created', actorId: 'a', topicId: 't', replyId: 'r', topicAuthorId: 'a', kind: 'question' }, null],
      [{ type: 'reply.accepted', actorId: 'a', topicId: 't', replyId: 'r', replyAuthorId: 'a' }, null],
      [{ type: 'garage.viewed', garageId: 'g', ownerId: 'a', viewsCount: 5 }, null],
    ];
    for (const [event, expected] of cases) {
      const { write } = notificationsFor(event);
      expect(write.length ? `${write[0]!.recipientIds.join(',')} ${write[0]!.type} ${write[0]!.groupKey}` : null, event.type).toBe(expected);
    }
  });
});

describe('one notification per type, from the real actions', () => {
  it('garage like, favorite and comment reach the owner with the target; the owner’s own actions do not', async () => {
    const garageId = await newGarage(owner, 'Mavi Civic');
    ok(await as(t.app, b, { method: 'PUT', url: `/api/garages/${garageId}/like` }));
    ok(await as(t.app, b, { method: 'PUT', url: `/api/garages/${garageId}/favorite` }));
    ok(await as(t.app, b, { method: 'POST', url: `/api/garages/${garageId}/comments`, payload: { body: 'Çok temiz olmuş!' } }));
    // The owner's own favorite and comment: nothing.
    ok(await as(t.app, owner, { method: 'PUT', url: `/api/garages/${garageId}/favorite` }));
    ok(await as(t.app, owner, { method: 'POST', url: `/api/garages/${garageId}/comments`, payload: { body: 'Teşekkürler' } }));

    for (const type of ['garage_like', 'garage_favorite', 'garage_comment'] as const) {
      const items = (await ofType(owner, type)).filter((n) => n.target?.url === `/garage/${garageId}`);
      expect(items, type).toHaveLength(1);
      expect(items[0]!.actorCount).toBe(1);
      expect(items[0]!.actors.map((a) => a.username)).toEqual(['beğenen_bora']);
      expect(items[0]!.target).toEqual({ kind: 'garage', title: 'Mavi Civic', url: `/garage/${garageId}` });
      expect(items[0]!.read).toBe(false);
    }
    // The actor got nothing for acting.
    expect((await list(b)).items.filter((n) => n.target?.url === `/garage/${garageId}`)).toEqual([]);
  });

  it('post like, favorite and comment reach the author', async () => {
    const post = await newPost(owner, 'Egzoz sesi rehberi');
    ok(await as(t.app, c, { method: 'PUT', url: `/api/blog/posts/${post.id}/like` }));
    ok(await as(t.app, c, { method: 'PUT', url: `/api/blog/posts/${post.id}/favorite` }));
    ok(await as(t.app, c, { method: 'POST', url: `/api/blog/posts/${post.id}/comments`, payload: { body: 'Eline sağlık.' } }));
    ok(await as(t.app, owner, { method: 'POST', url: `/api/blog/posts/${post.id}/comments`, payload: { body: 'Rica ederim.' } }));
    for (const type of ['post_like', 'post_favorite', 'post_comment'] as const) {
      const items = (await ofType(owner, type)).filter((n) => n.target?.title === 'Egzoz sesi rehberi');
      expect(items, type).toHaveLength(1);
      expect(items[0]!.actors.map((a) => a.username)).toEqual(['cem_c']);
      expect(items[0]!.target!.url.startsWith(`/blog/${post.slug}`)).toBe(true);
    }
  });

  it('a follow names the follower and links to their profile', async () => {
    ok(await as(t.app, d, { method: 'PUT', url: `/api/users/${owner.username}/follow` }));
    const [item] = await ofType(owner, 'follow');
    expect(item!.actors.map((a) => a.username)).toEqual(['deniz_d']);
    expect(item!.target).toEqual({ kind: 'member', title: 'deniz_d', url: '/user/deniz_d' });
  });

  it('an answer to my question, a reply to my topic and my accepted answer', async () => {
    const question = await newTopic(owner, 'question');
    const reply = await as(t.app, e, { method: 'POST', url: `/api/forum/topics/${question}/replies`, payload: { body: '<p>Termostatı kontrol et.</p>' } });
    expect(reply.statusCode, reply.body).toBe(201);
    // The asker answering their own question: nothing.
    ok(await as(t.app, owner, { method: 'POST', url: `/api/forum/topics/${question}/replies`, payload: { body: '<p>Ek bilgi: kışın oluyor.</p>' } }));
    const answers = (await ofType(owner, 'answer')).filter((n) => n.target?.url === `/forum/engine/topic/${question}`);
    expect(answers).toHaveLength(1);
    expect(answers[0]!.actors.map((a) => a.username)).toEqual(['ece_e']);

    const discussion = await newTopic(owner, 'discussion');
    ok(await as(t.app, e, { method: 'POST', url: `/api/forum/topics/${discussion}/replies`, payload: { body: '<p>Ben sentetik kullanıyorum.</p>' } }));
    expect((await ofType(owner, 'topic_reply')).filter((n) => n.target?.url === `/forum/engine/topic/${discussion}`)).toHaveLength(1);

    const accept = await as(t.app, owner, { method: 'PUT', url: `/api/forum/topics/${question}/accepted-reply`, payload: { replyId: reply.json().id } });
    ok(accept);
    const accepted = await ofType(e, 'answer_accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.actors.map((a) => a.username)).toEqual(['sahip_ayşe']);
    expect(accepted[0]!.target?.title).toBe('Motor neden ısınıyor?');
  });

  it('a finished competition reaches every entrant (winners with their rank) and a badge reaches its earner', async () => {
    const [competition] = await queryRows<{ id: string }>(
      t.app.deps.db,
      sql`insert into competitions (title, description, category, starts_at, ends_at, max_participants)
          values ('Yaz Temizlik Yarışması', 'Açıklama', 'clean', now() - interval '10 days', now() - interval '1 day', 10) returning id`,
    );
    const garageB = await newGarage(b, 'Bora’nın aracı');
    const garageC = await newGarage(c, 'Cem’in aracı');
    await t.app.deps.db.execute(sql`insert into competition_entries (competition_id, user_id, garage_id, rank, final_votes) values
      (${competition!.id}, ${b.id}, ${garageB}, 1, 3), (${competition!.id}, ${c.id}, ${garageC}, null, 0)`);
    await t.app.deps.db.transaction((tx) => emitDomainEvent(tx, { type: 'competition.finalized', competitionId: competition!.id, entrantIds: [b.id, c.id], winnerIds: [b.id] }));
    const forB = (await ofType(b, 'competition_ended')).filter((n) => n.target?.url === `/competitions/${competition!.id}`);
    const forC = (await ofType(c, 'competition_ended')).filter((n) => n.target?.url === `/competitions/${competition!.id}`);
    expect(forB.map((n) => [n.rank, n.actorCount, n.target?.title])).toEqual([[1, 0, 'Yaz Temizlik Yarışması']]);
    expect(forC.map((n) => n.rank)).toEqual([null]);

    await t.app.deps.db.transaction((tx) => emitDomainEvent(tx, { type: 'badge.earned', userId: d.id, badgeId: 'popular' }));
    const badges = (await ofType(d, 'badge_earned')).filter((n) => n.target?.title === 'popular');
    expect(badges.map((n) => n.target)).toEqual([{ kind: 'badge', title: 'popular', url: '/badges' }]);
  });
});

describe('grouping and undo', () => {
  it('a burst of concurrent likes is one unread notification with 3 actors; after reading, the next like opens a new one', async () => {
    const garageId = await newGarage(owner, 'Grup Testi');
    const mine = async () => (await ofType(owner, 'garage_like')).filter((n) => n.target?.url === `/garage/${garageId}`);
    // Three members like at the same time: one row, three actors (concurrent upserts meet on the partial unique index).
    await Promise.all([b, c, d].map((u) => as(t.app, u, { method: 'PUT', url: `/api/garages/${garageId}/like` }).then(ok)));
    let items = await mine();
    expect(items).toHaveLength(1);
    expect(items[0]!.actorCount).toBe(3);
    expect(items[0]!.actors.map((a) => a.username).sort()).toEqual(['beğenen_bora', 'cem_c', 'deniz_d']);
    const [rows] = await queryRows<{ n: number }>(t.app.deps.db, sql`select count(*)::int as n from notifications where user_id = ${owner.id} and group_key = ${`garage_like:${garageId}`}`);
    expect(Number(rows!.n)).toBe(1);

    // An unlike takes the member out of the unread group.
    ok(await as(t.app, c, { method: 'DELETE', url: `/api/garages/${garageId}/like` }));
    items = await mine();
    expect(items[0]!.actorCount).toBe(2);
    expect(items[0]!.actors.map((a) => a.username).sort()).toEqual(['beğenen_bora', 'deniz_d']);

    ok(await as(t.app, owner, { method: 'POST', url: `/api/notifications/${items[0]!.id}/read` }));
    ok(await as(t.app, e, { method: 'PUT', url: `/api/garages/${garageId}/like` }));
    items = await mine();
    expect(items.map((n) => [n.read, n.actorCount])).toEqual([
      [false, 1],
      [true, 2],
    ]);
    // Unliking after the read: the read notification stays as it was.
    ok(await as(t.app, b, { method: 'DELETE', url: `/api/garages/${garageId}/like` }));
    expect((await mine()).map((n) => n.actorCount)).toEqual([1, 2]);
  });

  it('shows the three newest of many actors with their number, which follows an actor whose account is deleted', async () => {
    const garageId = await newGarage(owner, 'Kalabalık Beğeni');
    const mine = async () => (await ofType(owner, 'garage_like')).find((n) => n.target?.url === `/garage/${garageId}`)!;
    const gone = await createUser(t.app, { username: 'gidecek_g' });
    for (const liker of [gone, b, c, d, e, await createUser(t.app, { username: 'fatih_f' })]) {
      ok(await as(t.app, liker, { method: 'PUT', url: `/api/garages/${garageId}/like` }));
    }
    let item = await mine();
    expect(item.actorCount).toBe(6);
    expect(item.actors.map((a) => a.username)).toEqual(['fatih_f', 'ece_e', 'deniz_d']);
    // Deleting an account cascades to its actor rows; the stored number follows.
    await t.app.deps.db.execute(sql`delete from users where id = ${gone.id}`);
    item = await mine();
    expect(item.actorCount).toBe(5);
    expect(item.actors.map((a) => a.username)).toEqual(['fatih_f', 'ece_e', 'deniz_d']);
  });

  it('the last actor leaving deletes the unread notification (unfollow)', async () => {
    const target = await createUser(t.app);
    ok(await as(t.app, e, { method: 'PUT', url: `/api/users/${target.username}/follow` }));
    expect(await unread(target)).toBe(1);
    ok(await as(t.app, e, { method: 'DELETE', url: `/api/users/${target.username}/follow` }));
    expect(await unread(target)).toBe(0);
    expect((await list(target)).items).toEqual([]);
  });

  it('a rolled-back write leaves no notification', async () => {
    const target = await createUser(t.app);
    const garageId = await newGarage(target, 'Geri Alınan');
    const before = await unread(target);
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await emitDomainEvent(tx, { type: 'garage.favorited', actorId: b.id, garageId, ownerId: target.id });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await unread(target)).toBe(before);
    expect(await ofType(target, 'garage_favorite')).toEqual([]);
  });
});

describe('authorization matrix', () => {
  it('every endpoint needs a session (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', `/api/notifications/${id}/read`],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/api/me/notification-preferences'],
      ['PUT', '/api/me/notification-preferences'],
    ] as const) {
      const res = await as(t.app, null, { method, url, ...(method === 'PUT' ? { payload: { items: [{ type: 'follow', email: true }] } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('another member’s notification answers 404 and stays unread; a missing one too', async () => {
    const target = await createUser(t.app);
    ok(await as(t.app, b, { method: 'PUT', url: `/api/users/${target.username}/follow` }));
    const [item] = (await list(target)).items;
    const res = await as(t.app, c, { method: 'POST', url: `/api/notifications/${item!.id}/read` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await as(t.app, c, { method: 'POST', url: '/api/notifications/00000000-0000-4000-8000-000000000000/read' })).statusCode).toBe(404);
    expect((await as(t.app, c, { method: 'POST', url: '/api/notifications/not-a-uuid/read' })).statusCode).toBe(400);
    expect(await unread(target)).toBe(1);
    // Nobody else's list shows it.
    expect((await list(c, '?limit=50')).items.some((n) => n.id === item!.id)).toBe(false);
  });
});

describe('reading', () => {
  it('marks one read, then all read; the counts follow', async () => {
    const target = await createUser(t.app);
    const garageId = await newGarage(target, 'Okuma Testi');
    // Creating a first garage earns a badge (and its notification): start from zero.
    ok(await readAll(target));
    ok(await as(t.app, b, { method: 'PUT', url: `/api/garages/${garageId}/like` }));
    ok(await as(t.app, c, { method: 'PUT', url: `/api/users/${target.username}/follow` }));
    ok(await as(t.app, d, { method: 'PUT', url: `/api/garages/${garageId}/favorite` }));
    expect(await unread(target)).toBe(3);
    const page = await list(target);
    expect(page.unreadCount).toBe(3);
    // Newest first (the read badge notification last).
    expect(page.items.map((n) => [n.type, n.read])).toEqual([
      ['garage_favorite', false],
      ['follow', false],
      ['garage_like', false],
      ['badge_earned', true],
    ]);
    const one = await as(t.app, target, { method: 'POST', url: `/api/notifications/${page.items[1]!.id}/read` });
    expect(one.json()).toEqual({ unreadCount: 2 });
    // Idempotent.
    expect((await as(t.app, target, { method: 'POST', url: `/api/notifications/${page.items[1]!.id}/read` })).json()).toEqual({ unreadCount: 2 });
    expect((await readAll(target)).json()).toEqual({ unreadCount: 0 });
    expect((await list(target)).items.every((n) => n.read)).toBe(true);
  });

  it('pages newest first with a cursor, without repeats', async () => {
    const target = await createUser(t.app);
    await makePremium(t.app, target.id); // five garages: more than a free member may have
    const garages = [];
    for (let i = 0; i < 5; i++) garages.push(await newGarage(target, `Sayfa ${i}`));
    ok(await readAll(target)); // the first-garage badge
    for (const g of garages) ok(await as(t.app, b, { method: 'PUT', url: `/api/garages/${g}/like` }));
    const first = await list(target, '?limit=2');
    expect(first.items.map((n) => n.target?.title)).toEqual(['Sayfa 4', 'Sayfa 3']);
    const second = await list(target, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.target?.title)).toEqual(['Sayfa 2', 'Sayfa 1']);
    const third = await list(target, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((n) => n.target?.title)).toEqual(['Sayfa 0', 'first-garage']);
    expect(third.nextCursor).toBeNull();
    expect((await as(t.app, target, { method: 'GET', url: '/api/notifications?cursor=bozuk' })).statusCode).toBe(400);
  });

  it(`counts unread notifications up to NOTIFICATION_UNREAD_CAP (${NOTIFICATION_UNREAD_CAP}), and exactly below it`, async () => {
    const target = await createUser(t.app);
    const insertUnread = (from: number, to: number) =>
      t.app.deps.db.execute(sql`
        insert into notifications (user_id, type, group_key, actor_id, created_at, updated_at)
        select ${target.id}, 'follow', 'follow:sayim-' || n, ${b.id}, now(), now() from generate_series(${from}::int, ${to}::int) n`);
    await insertUnread(1, NOTIFICATION_UNREAD_CAP - 1);
    expect(await unread(target)).toBe(NOTIFICATION_UNREAD_CAP - 1);
    await insertUnread(NOTIFICATION_UNREAD_CAP, NOTIFICATION_UNREAD_CAP + 20);
    expect(await unread(target)).toBe(NOTIFICATION_UNREAD_CAP);
    expect((await list(target, '?limit=1')).unreadCount).toBe(NOTIFICATION_UNREAD_CAP);
    expect((await readAll(target)).json()).toEqual({ unreadCount: 0 });
  });
});

describe('preferences', () => {
  it('defaults: only answers, maintenance reminders, private messages and mentions (forum and comments) by e-mail; a change is stored and read back', async () => {
    const target = await createUser(t.app);
    const get = async () => (await as(t.app, target, { method: 'GET', url: '/api/me/notification-preferences' })).json().items as { type: string; email: boolean; push: boolean }[];
    expect(await get()).toEqual(NOTIFICATION_TYPES.map((type) => ({ type, email: NOTIFICATION_EMAIL_DEFAULTS[type], push: NOTIFICATION_PUSH_DEFAULTS[type] })));
    expect((await get()).filter((p) => p.push).map((p) => p.type)).toEqual(['answer', 'maintenance_due', 'message', 'mention', 'garage_mention', 'post_mention']);
    expect((await get()).filter((p) => p.email).map((p) => p.type)).toEqual(['answer', 'maintenance_due', 'message', 'mention', 'garage_mention', 'post_mention']);
    const put = await as(t.app, target, {
      method: 'PUT',
      url: '/api/me/notification-preferences',
      payload: { items: [{ type: 'follow', email: true }, { type: 'answer', email: false }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get()).filter((p) => p.email).map((p) => p.type)).toEqual(['follow', 'maintenance_due', 'message', 'mention', 'garage_mention', 'post_mention']);
    // Each switch on its own: a push change keeps the e-mail one, and the other way round.
    const push = await as(t.app, target, {
      method: 'PUT',
      url: '/api/me/notification-preferences',
      payload: { items: [{ type: 'follow', push: true }, { type: 'message', push: false }, { type: 'message', email: false }] },
    });
    expect(push.statusCode, push.body).toBe(200);
    const after = await get();
    expect(after.find((p) => p.type === 'follow')).toEqual({ type: 'follow', email: true, push: true });
    expect(after.find((p) => p.type === 'message')).toEqual({ type: 'message', email: false, push: false });
    expect(after.find((p) => p.type === 'answer')).toEqual({ type: 'answer', email: false, push: true });
    const neither = await as(t.app, target, { method: 'PUT', url: '/api/me/notification-preferences', payload: { items: [{ type: 'follow' }] } });
    expect(neither.statusCode).toBe(400);
    const bad = await as(t.app, target, { method: 'PUT', url: '/api/me/notification-preferences', payload: { items: [{ type: 'nope', email: true }] } });
    expect(bad.statusCode).toBe(400);
  });

  it('decides the e-mail of a new notification: pending when wanted and verified, else none', async () => {
    const wants = await createUser(t.app);
    const unverified = await createUser(t.app, { verified: false });
    const quiet = await createUser(t.app);
    ok(await as(t.app, wants, { method: 'PUT', url: '/api/me/notification-preferences', payload: { items: [{ type: 'follow', email: true }] } }));
    ok(await as(t.app, unverified, { method: 'PUT', url: '/api/me/notification-preferences', payload: { items: [{ type: 'follow', email: true }] } }));
    for (const u of [wants, unverified, quiet]) ok(await as(t.app, b, { method: 'PUT', url: `/api/users/${u.username}/follow` }));
    const status = async (u: TestUser) =>
      (await queryRows<{ s: string | null }>(t.app.deps.db, sql`select email_status as s from notifications where user_id = ${u.id}`)).map((r) => r.s);
    // 'pending' may already be 'sent' by the worker.
    expect(['pending', 'sending', 'sent']).toContain((await status(wants))[0]);
    expect(await status(unverified)).toEqual([null]);
    expect(await status(quiet)).toEqual([null]);
  });
});
