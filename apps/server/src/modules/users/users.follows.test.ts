/**
 * The follows API: who may do what (signed out / member / self / unknown member /
 * unverified), one row per pair under concurrent requests with counters equal to the rows,
 * idempotent unfollow, the followers / following lists and their pages.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, profiles } from '../../db/schema/index.ts';
import { followCounterMismatches, recomputeFollowCounters } from './users.follows.counters.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
let ali: TestUser;
let ayse: TestUser;
let can: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ali = await createUser(t.app, { username: 'Ali_Takip' });
  ayse = await createUser(t.app, { username: 'ayse_takip' });
  can = await createUser(t.app, { username: 'can_takip' });
});
afterAll(() => t.close());

const follow = (user: TestUser | null, username: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  as(t.app, user, { method, url: `/api/users/${encodeURIComponent(username)}/follow` });

async function rowsBetween(followerId: string, followingId: string): Promise<number> {
  const [row] = await t.app.deps.db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
  return row!.n;
}

async function counters(userId: string) {
  const [row] = await t.app.deps.db
    .select({ followersCount: profiles.followersCount, followingCount: profiles.followingCount })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row!;
}

describe('authorization matrix', () => {
  it('PUT /follow: 401 signed out, 403 SELF_FOLLOW for oneself, 404 for an unknown member, 403 unverified, 200 for a member', async () => {
    const out = await follow(null, ayse.username);
    expect(out.statusCode).toBe(401);
    expect(out.json().error.code).toBe('UNAUTHENTICATED');

    const self = await follow(ali, ali.username);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('SELF_FOLLOW');

    const unknown = await follow(ali, 'kimse_yok_boyle');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('USER_NOT_FOUND');

    const unverified = await createUser(t.app, { verified: false });
    const refused = await follow(unverified, ayse.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const ok = await follow(ali, 'AYSE_TAKIP');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ following: true, followersCount: 1, followingCount: 0 });
    expect(await counters(ali.id)).toEqual({ followersCount: 0, followingCount: 1 });
    expect(await followCounterMismatches(t.app.deps.db)).toEqual([]);
  });

  it('DELETE /follow: 401 signed out, 403 SELF_FOLLOW for oneself, 404 for an unknown member, 200 for a member', async () => {
    expect((await follow(null, ayse.username, 'DELETE')).statusCode).toBe(401);
    const self = await follow(ali, ali.username, 'DELETE');
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('SELF_FOLLOW');
    const unknown = await follow(ali, 'kimse_yok_boyle', 'DELETE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('USER_NOT_FOUND');
    const ok = await follow(ali, ayse.username, 'DELETE');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ following: false, followersCount: 0, followingCount: 0 });
    expect(await counters(ali.id)).toEqual({ followersCount: 0, followingCount: 0 });
  });

  it('GET /followers and /following: public (signed out, member, self), 404 for an unknown member', async () => {
    for (const kind of ['followers', 'following']) {
      for (const viewer of [null, ali, ayse]) {
        const res = await as(t.app, viewer, { method: 'GET', url: `/api/users/${ayse.username}/${kind}` });
        expect(res.statusCode, `${kind} as ${viewer?.username ?? 'visitor'}`).toBe(200);
      }
      const unknown = await as(t.app, ali, { method: 'GET', url: `/api/users/kimse_yok_boyle/${kind}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('USER_NOT_FOUND');
      const bad = await as(t.app, null, { method: 'GET', url: `/api/users/${ayse.username}/${kind}?cursor=bozuk` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { cursor: 'VALUE_INVALID' } });
      expect((await as(t.app, null, { method: 'GET', url: `/api/users/${ayse.username}/${kind}?limit=51` })).statusCode).toBe(400);
    }
  });
});

describe('one row per pair, counters from rows', () => {
  it('10 concurrent PUTs insert one row and move each counter once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => follow(can, ayse.username)));
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(await rowsBetween(can.id, ayse.id)).toBe(1);
    expect(await counters(ayse.id)).toMatchObject({ followersCount: 1 });
    expect(await counters(can.id)).toMatchObject({ followingCount: 1 });
    expect(await followCounterMismatches(t.app.deps.db)).toEqual([]);
  });

  it('members following each other at the same moment: no deadlock, counters equal rows', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => createUser(t.app)));
    const requests = members.flatMap((a) => members.filter((b) => b !== a).map((b) => follow(a, b.username)));
    const answers = await Promise.all(requests);
    for (const res of answers) expect(res.statusCode).toBe(200);
    for (const m of members) expect(await counters(m.id)).toEqual({ followersCount: 3, followingCount: 3 });
    expect(await followCounterMismatches(t.app.deps.db)).toEqual([]);
  });

  it('unfollow is idempotent: 10 concurrent DELETEs remove the row once, the counters never go below the rows', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => follow(can, ayse.username, 'DELETE')));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ following: false, followersCount: 0 });
    }
    expect(await rowsBetween(can.id, ayse.id)).toBe(0);
    expect(await counters(can.id)).toMatchObject({ followingCount: 0 });
    const again = await follow(can, ayse.username, 'DELETE');
    expect(again.json()).toEqual({ following: false, followersCount: 0, followingCount: 0 });
    expect(await followCounterMismatches(t.app.deps.db)).toEqual([]);
  });

  it('a second PUT after the first answers the same state and moves nothing', async () => {
    const first = await follow(ayse, can.username);
    const second = await follow(ayse, can.username);
    expect(second.json()).toEqual(first.json());
    expect(second.json()).toMatchObject({ following: true, followersCount: 1 });
    await follow(ayse, can.username, 'DELETE');
  });

  it('recomputeFollowCounters sets every counter back to its rows', async () => {
    await t.app.deps.db.update(profiles).set({ followersCount: 42 }).where(eq(profiles.userId, can.id));
    expect(await followCounterMismatches(t.app.deps.db)).toEqual([{ userId: can.id, followersCount: 42, followingCount: 0, followers: 0, following: 0 }]);
    expect(await recomputeFollowCounters(t.app.deps.db)).toBe(1);
    expect(await followCounterMismatches(t.app.deps.db)).toEqual([]);
    expect(await recomputeFollowCounters(t.app.deps.db)).toBe(0);
  });
});

describe('followers / following lists', () => {
  it('lists newest follow first with the viewer’s follow state, in keyset pages', async () => {
    const star = await createUser(t.app, { username: 'yildiz_uye' });
    const fans: TestUser[] = [];
    for (let i = 0; i < 5; i++) {
      const fan = await createUser(t.app, { username: `hayran_${i}` });
      fans.push(fan);
      expect((await follow(fan, star.username)).statusCode).toBe(200);
    }
    // ali follows hayran_3 and hayran_1; the viewer's flags follow that.
    await follow(ali, 'hayran_3');
    await follow(ali, 'hayran_1');

    type ListPage = { items: { username: string; isFollowing: boolean; isMe: boolean; followedAt: string; avatar: unknown }[]; nextCursor: string | null };
    const page = async (viewer: TestUser | null, query: string) => {
      const res = await as(t.app, viewer, { method: 'GET', url: `/api/users/yildiz_uye/followers${query}` });
      expect(res.statusCode).toBe(200);
      return res.json() as ListPage;
    };
    const first = await page(ali, '?limit=2');
    expect(first.items.map((i) => i.username)).toEqual(['hayran_4', 'hayran_3']);
    expect(first.items.map((i) => i.isFollowing)).toEqual([false, true]);
    expect(Object.keys(first.items[0]!).sort()).toEqual(['avatar', 'followedAt', 'fullName', 'id', 'isFollowing', 'isMe', 'username']);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(ali, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.username)).toEqual(['hayran_2', 'hayran_1']);
    expect(second.items.map((i) => i.isFollowing)).toEqual([false, true]);
    const third = await page(ali, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((i) => i.username)).toEqual(['hayran_0']);
    expect(third.nextCursor).toBeNull();

    const asVisitor = await page(null, '');
    expect(asVisitor.items).toHaveLength(5);
    expect(asVisitor.items.every((i) => !i.isFollowing && !i.isMe)).toBe(true);
    const asFan = await page(fans[2]!, '');
    expect(asFan.items.find((i) => i.username === 'hayran_2')!.isMe).toBe(true);
    expect(JSON.stringify(asVisitor)).not.toContain('@example.com');

    const following = await as(t.app, null, { method: 'GET', url: '/api/users/Ali_Takip/following' });
    expect((following.json() as ListPage).items.map((i) => i.username)).toEqual(['hayran_1', 'hayran_3']);
  });
});
