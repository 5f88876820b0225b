/**
 * Profile and directory extras: follow counters, the viewer's follow state, badges
 * (3 on the profile, 2 on cards), the badge count, the followers sort (the default, descending)
 * and the summary's follows tile — all from rows.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, userBadges } from '../../db/schema/index.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
let star: TestUser;
let mid: TestUser;
let quiet: TestUser;
let fan: TestUser;

const follow = async (user: TestUser, username: string) => {
  const res = await as(t.app, user, { method: 'PUT', url: `/api/users/${username}/follow` });
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  star = await createUser(t.app, { username: 'yildiz' });
  mid = await createUser(t.app, { username: 'orta' });
  quiet = await createUser(t.app, { username: 'sessiz' });
  fan = await createUser(t.app, { username: 'hayran' });
  // star: 3 followers, mid: 1, quiet and fan: 0.
  for (const user of [mid, quiet, fan]) await follow(user, 'yildiz');
  await follow(fan, 'orta');
  await t.app.deps.db.insert(userBadges).values([
    { userId: star.id, badgeId: 'first-garage', earnedAt: new Date('2025-01-01T00:00:00Z') },
    { userId: star.id, badgeId: 'viral', earnedAt: new Date('2025-02-01T00:00:00Z') },
    { userId: star.id, badgeId: 'popular', earnedAt: new Date('2025-03-01T00:00:00Z') },
    { userId: star.id, badgeId: 'garage-master', earnedAt: new Date('2025-04-01T00:00:00Z') },
  ]);
});
afterAll(() => t.close());

type Card = { username: string; followersCount: number; isFollowing: boolean; badges: { id: string }[] };
async function directory(viewer: TestUser | null, query = '') {
  const res = await as(t.app, viewer, { method: 'GET', url: `/api/users${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Card[] }).items;
}

describe('GET /api/users/:username (profile extras)', () => {
  it('carries the follow counters, up to 3 badges rarest first, the badge count and the viewer’s follow state', async () => {
    const asFan = await as(t.app, fan, { method: 'GET', url: '/api/users/yildiz' });
    expect(asFan.statusCode).toBe(200);
    expect(asFan.headers['cache-control']).toContain('private');
    const profile = asFan.json();
    expect(profile).toMatchObject({ username: 'yildiz', followersCount: 3, followingCount: 0, isFollowing: true, isMe: false, badgeCount: 4 });
    expect(profile.badges.map((b: { id: string }) => b.id)).toEqual(['viral', 'garage-master', 'popular']);
    expect(profile.badges[0].earnedAt).toBe('2025-02-01T00:00:00.000Z');

    const visitor = (await as(t.app, null, { method: 'GET', url: '/api/users/yildiz' })).json();
    expect(visitor).toMatchObject({ followersCount: 3, isFollowing: false, isMe: false });
    const own = (await as(t.app, star, { method: 'GET', url: '/api/users/yildiz' })).json();
    expect(own).toMatchObject({ isFollowing: false, isMe: true });
    const fanProfile = (await as(t.app, null, { method: 'GET', url: '/api/users/hayran' })).json();
    expect(fanProfile).toMatchObject({ followersCount: 0, followingCount: 2, badges: [], badgeCount: 0 });
    expect(JSON.stringify(profile)).not.toContain('@example.com');
  });

  it('moves the counts with a follow and back', async () => {
    await follow(star, 'sessiz');
    expect((await as(t.app, star, { method: 'GET', url: '/api/users/sessiz' })).json()).toMatchObject({ followersCount: 1, isFollowing: true });
    expect((await as(t.app, null, { method: 'GET', url: '/api/users/yildiz' })).json()).toMatchObject({ followingCount: 1 });
    await as(t.app, star, { method: 'DELETE', url: '/api/users/sessiz/follow' });
    expect((await as(t.app, star, { method: 'GET', url: '/api/users/sessiz' })).json()).toMatchObject({ followersCount: 0, isFollowing: false });
  });
});

describe('GET /api/users (directory extras)', () => {
  it('sorts by followers, descending, by default; ascending on request', async () => {
    const names = (await directory(null)).map((c) => c.username);
    expect(names.slice(0, 2)).toEqual(['yildiz', 'orta']);
    const defaults = await directory(null);
    expect(defaults).toEqual(await directory(null, '?sort=followers&order=desc'));
    const ascending = (await directory(null, '?sort=followers&order=asc')).map((c) => c.followersCount);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending.at(-1)).toBe(3);
  });

  it('cards carry the followers count, up to 2 badges and the viewer’s follow state', async () => {
    const cards = await directory(fan);
    const yildiz = cards.find((c) => c.username === 'yildiz')!;
    expect(yildiz).toMatchObject({ followersCount: 3, isFollowing: true });
    expect(yildiz.badges.map((b) => b.id)).toEqual(['viral', 'garage-master']);
    expect(cards.find((c) => c.username === 'orta')).toMatchObject({ followersCount: 1, isFollowing: true });
    expect(cards.find((c) => c.username === 'hayran')).toMatchObject({ isFollowing: false });
    expect((await directory(null)).every((c) => !c.isFollowing)).toBe(true);
  });

  it('summary counts the follows rows', async () => {
    const [rows] = await t.app.deps.db.select({ n: count() }).from(follows);
    const summary = (await as(t.app, null, { method: 'GET', url: '/api/users/summary' })).json();
    expect(summary.totalFollowers).toBe(rows!.n);
    expect(summary.totalFollowers).toBe(4);
  });
});
