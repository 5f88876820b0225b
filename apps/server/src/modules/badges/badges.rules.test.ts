/**
 * Badge rules at their thresholds (0, n−1, n) over real rows, the badges that are
 * revoked (rarest-vehicle, premium, moderator) and those that are kept, `badge.earned` emitted
 * once per badge, and recomputeAllBadges idempotent. Rules: docs/badges.md.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BadgeId } from '@garaj/shared';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { blogPosts, competitionEntries, competitions, follows, garageLikes, garagePhotos, garages, modifications, profiles, userBadges, users } from '../../db/schema/index.ts';
import { badgeCountsFor, computeBadgeProgress, earnedBadgesFor, evaluateBadges, recomputeAllBadges } from './badges.rules.ts';
import { registerDomainEventHandler, type DomainEvent } from '../../lib/domain-events.ts';

let t: TestApp;
let db: Db;
/** `badge.earned` events seen by a spy handler registered after the app's own. */
const announced: { userId: string; badgeId: string }[] = [];
/** 1,000 plain members: followers and likers. */
let crowd: string[] = [];

async function member(opts: { role?: string } = {}): Promise<string> {
  const id = randomUUID();
  const name = `m_${id.slice(0, 8)}`;
  await db.insert(users).values({ id, name, email: `${name}@example.com`, username: name, displayUsername: name, role: opts.role ?? 'user' });
  await db.insert(profiles).values({ userId: id });
  return id;
}

async function garage(userId: string, values: Partial<typeof garages.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(garages)
    .values({ userId, name: 'G', carBrand: `Marka-${randomUUID()}`, carModel: 'Model', ...values })
    .returning({ id: garages.id });
  return row!.id;
}

const evaluate = (userId: string, badgeIds?: BadgeId[]) => db.transaction((tx) => evaluateBadges(tx, userId, badgeIds));
async function holds(userId: string, badgeId: BadgeId): Promise<boolean> {
  const rows = await db.select().from(userBadges).where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, badgeId)));
  return rows.length === 1;
}
async function progress(userId: string, badgeId: BadgeId): Promise<number> {
  return (await computeBadgeProgress(db, [userId], [badgeId])).get(userId)!.get(badgeId)!;
}
/** Evaluates and returns [progress, held]. */
async function state(userId: string, badgeId: BadgeId): Promise<[number, boolean]> {
  await evaluate(userId, [badgeId]);
  return [await progress(userId, badgeId), await holds(userId, badgeId)];
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.deps.db;
  registerDomainEventHandler('test-spy', async (_tx, event: DomainEvent) => {
    if (event.type === 'badge.earned') announced.push({ userId: event.userId, badgeId: event.badgeId });
  });
  crowd = Array.from({ length: 1000 }, () => randomUUID());
  await db.insert(users).values(crowd.map((id, i) => ({ id, name: `c${i}`, email: `c${i}-${id.slice(0, 6)}@example.com`, username: `c${i}_${id.slice(0, 6)}` })));
});
afterAll(() => t.close());

/** Count rules: [badge, threshold, add k rows of the fact for the member]. */
const countRules: [BadgeId, number, (userId: string, k: number) => Promise<void>][] = [
  ['first-garage', 1, async (u, k) => void (await Promise.all(Array.from({ length: k }, () => garage(u))))],
  ['garage-master', 10, async (u, k) => void (await Promise.all(Array.from({ length: k }, () => garage(u))))],
  [
    'modification-master',
    10,
    async (u, k) => {
      // spread over two garages: the rule counts over all the member's garages
      const a = await garage(u);
      const b = await garage(u);
      if (k) await db.insert(modifications).values(Array.from({ length: k }, (_, i) => ({ garageId: i % 2 ? a : b, title: `Mod ${i}`, category: 'engine' })));
    },
  ],
  [
    'photo-master',
    50,
    async (u, k) => {
      const a = await garage(u);
      const b = await garage(u);
      if (k) await db.insert(garagePhotos).values(Array.from({ length: k }, (_, i) => ({ garageId: i % 2 ? a : b, externalUrl: `https://example.com/${i}.jpg`, position: i })));
    },
  ],
  [
    'community-leader',
    500,
    async (u, k) => {
      const a = await garage(u);
      const b = await garage(u);
      if (k) await db.insert(garageLikes).values(crowd.slice(0, k).map((liker, i) => ({ userId: liker, garageId: i % 2 ? a : b })));
    },
  ],
  ['popular', 100, async (u, k) => void (k && (await db.insert(follows).values(crowd.slice(0, k).map((f) => ({ followerId: f, followingId: u })))))],
  ['viral', 1000, async (u, k) => void (k && (await db.insert(follows).values(crowd.slice(0, k).map((f) => ({ followerId: f, followingId: u })))))],
  [
    'blog-author',
    5,
    async (u, k) => {
      // drafts never count
      await db.insert(blogPosts).values({ slug: `d-${randomUUID()}`, authorId: u, title: 'Taslak', bodyHtml: '<p>x</p>', category: 'tips', status: 'draft' });
      if (k)
        await db
          .insert(blogPosts)
          .values(Array.from({ length: k }, () => ({ slug: `p-${randomUUID()}`, authorId: u, title: 'Yazı', bodyHtml: '<p>x</p>', category: 'tips', status: 'published' as const, publishedAt: new Date() })));
    },
  ],
];

describe('count rules at 0, n−1 and n', () => {
  for (const [badgeId, n, add] of countRules) {
    it(`${badgeId}: ${n}`, async () => {
      const zero = await member();
      await add(zero, 0);
      expect(await state(zero, badgeId)).toEqual([0, false]);

      const below = await member();
      await add(below, n - 1);
      expect(await state(below, badgeId)).toEqual([n - 1, false]);

      const at = await member();
      await add(at, n);
      expect(await state(at, badgeId)).toEqual([n, true]);
    });
  }

  it('viral: a garage with 0, 999 or 1000 views (followers or views, whichever is higher)', async () => {
    for (const [views, earned] of [
      [0, false],
      [999, false],
      [1000, true],
    ] as const) {
      const u = await member();
      await garage(u, { viewsCount: 3 });
      await garage(u, { viewsCount: views });
      expect(await state(u, 'viral')).toEqual([Math.max(views, 3), earned]);
    }
  });

  it('speed-enthusiast: no top speed, 199 km/h, 200 km/h (any of the member’s garages)', async () => {
    for (const [speed, earned] of [
      [null, false],
      [199, false],
      [200, true],
    ] as const) {
      const u = await member();
      await garage(u, { topSpeed: 120 });
      await garage(u, { topSpeed: speed });
      expect((await state(u, 'speed-enthusiast'))[1]).toBe(earned);
      expect(await progress(u, 'speed-enthusiast')).toBe(speed ?? 120);
    }
  });
});

describe('competition winners', () => {
  async function finishedCompetition(category: string, finalized = true) {
    const [c] = await db
      .insert(competitions)
      .values({
        title: 'Y',
        description: 'D',
        category,
        startsAt: new Date(Date.now() - 2 * 86_400_000),
        endsAt: new Date(Date.now() - 86_400_000),
        maxParticipants: 10,
        finalizedAt: finalized ? new Date() : null,
      })
      .returning({ id: competitions.id });
    return c!.id;
  }
  async function enter(competitionId: string, userId: string, rank: number | null) {
    await db.insert(competitionEntries).values({ competitionId, userId, garageId: await garage(userId), rank });
  }

  it('best-photo: first place in a finalized clean or stance competition; second place or a modification win do not count', async () => {
    const none = await member();
    const second = await member();
    const notFinal = await member();
    const modWinner = await member();
    const cleanWinner = await member();
    const stanceWinner = await member();
    await enter(await finishedCompetition('clean'), second, 2);
    await enter(await finishedCompetition('clean', false), notFinal, 1);
    await enter(await finishedCompetition('modification'), modWinner, 1);
    await enter(await finishedCompetition('clean'), cleanWinner, 1);
    await enter(await finishedCompetition('stance'), stanceWinner, 1);
    expect(await state(none, 'best-photo')).toEqual([0, false]);
    expect(await state(second, 'best-photo')).toEqual([0, false]);
    expect(await state(notFinal, 'best-photo')).toEqual([0, false]);
    expect(await state(modWinner, 'best-photo')).toEqual([0, false]);
    expect(await state(cleanWinner, 'best-photo')).toEqual([1, true]);
    expect(await state(stanceWinner, 'best-photo')).toEqual([1, true]);
    expect(await state(modWinner, 'driver-of-the-year')).toEqual([1, true]);
    expect(await state(cleanWinner, 'driver-of-the-year')).toEqual([0, false]);
  });

  it('driver-of-the-year: first place in a popular competition, through the competition.finalized event', async () => {
    const winner = await member();
    const runnerUp = await member();
    const id = await finishedCompetition('popular');
    await enter(id, winner, 1);
    await enter(id, runnerUp, 2);
    const before = announced.length;
    await db.transaction(async (tx) => {
      const { emitDomainEvent } = await import('../../lib/domain-events.ts');
      await emitDomainEvent(tx, { type: 'competition.finalized', competitionId: id, entrantIds: [winner, runnerUp], winnerIds: [winner, runnerUp] });
    });
    expect(await holds(winner, 'driver-of-the-year')).toBe(true);
    expect(await holds(runnerUp, 'driver-of-the-year')).toBe(false);
    expect(announced.slice(before)).toEqual([{ userId: winner, badgeId: 'driver-of-the-year' }]);
  });
});

describe('rarest-vehicle follows the site', () => {
  it('the only garage of a make + model (case, Turkish i and spaces folded) earns it; a second one takes it away; deleting it gives it back', async () => {
    const a = await member();
    const b = await member();
    const suffix = randomUUID().slice(0, 6);
    await garage(a, { carBrand: `Tofaş${suffix}`, carModel: 'Şahin  İnce' });
    expect(await state(a, 'rarest-vehicle')).toEqual([1, true]);
    const second = await garage(b, { carBrand: ` TOFAŞ${suffix.toUpperCase()} `, carModel: 'şahin ınce' });
    expect(await state(a, 'rarest-vehicle')).toEqual([0, false]);
    expect(await state(b, 'rarest-vehicle')).toEqual([0, false]);
    await db.delete(garages).where(eq(garages.id, second));
    expect(await state(b, 'rarest-vehicle')).toEqual([0, false]);
    expect(await state(a, 'rarest-vehicle')).toEqual([1, true]);
  });

  it('two garages of the same make + model owned by one member are not the only one', async () => {
    const a = await member();
    await garage(a, { carBrand: 'İkiz', carModel: `M-${randomUUID()}` }).then(async (id) => {
      const [g] = await db.select().from(garages).where(eq(garages.id, id));
      await garage(a, { carBrand: 'ikiz', carModel: g!.carModel });
    });
    expect(await state(a, 'rarest-vehicle')).toEqual([0, false]);
  });
});

describe('premium and moderator follow the account', () => {
  it('premium: read from profiles.premium_since, with that date; revoked when it is cleared', async () => {
    const u = await member();
    expect(await state(u, 'premium')).toEqual([0, false]);
    const since = new Date('2026-01-02T03:04:05.000Z');
    await db.update(profiles).set({ premiumSince: since }).where(eq(profiles.userId, u));
    // shown from the account before any event wrote a row
    expect((await earnedBadgesFor(db, [u], 3)).get(u)).toEqual([{ id: 'premium', earnedAt: since.toISOString() }]);
    expect(await state(u, 'premium')).toEqual([1, true]);
    await db.update(profiles).set({ premiumSince: null }).where(eq(profiles.userId, u));
    expect((await earnedBadgesFor(db, [u], 3)).get(u)).toBeUndefined();
    expect(await state(u, 'premium')).toEqual([0, false]);
  });

  it('moderator: role moderator or admin; a plain member has none; a demoted member loses it', async () => {
    const plain = await member();
    const mod = await member({ role: 'moderator' });
    const admin = await member({ role: 'admin' });
    expect(await state(plain, 'moderator')).toEqual([0, false]);
    expect((await earnedBadgesFor(db, [mod], 3)).get(mod)?.map((b) => b.id)).toEqual(['moderator']);
    expect(await state(mod, 'moderator')).toEqual([1, true]);
    expect(await state(admin, 'moderator')).toEqual([1, true]);
    await db.update(users).set({ role: 'user' }).where(eq(users.id, mod));
    // the read follows the account at once, the stored row goes at the next evaluation
    expect((await earnedBadgesFor(db, [mod], 3)).get(mod)).toBeUndefined();
    expect(await badgeCountsFor(db, [mod])).toEqual(new Map([[mod, 0]]));
    expect(await state(mod, 'moderator')).toEqual([0, false]);
  });
});

describe('kept badges', () => {
  it('stay earned when the count falls later (first-garage after deleting the garage, popular after unfollows)', async () => {
    const u = await member();
    const id = await garage(u);
    expect(await state(u, 'first-garage')).toEqual([1, true]);
    await db.delete(garages).where(eq(garages.id, id));
    expect(await state(u, 'first-garage')).toEqual([0, true]);
    await db.insert(follows).values(crowd.slice(0, 100).map((f) => ({ followerId: f, followingId: u })));
    expect(await state(u, 'popular')).toEqual([100, true]);
    await db.delete(follows).where(eq(follows.followingId, u));
    expect(await state(u, 'popular')).toEqual([0, true]);
  });
});

describe('badge.earned', () => {
  it('is emitted once per badge, however often the rule is evaluated', async () => {
    const u = await member();
    await garage(u);
    const before = announced.length;
    await evaluate(u);
    await evaluate(u);
    await evaluate(u, ['first-garage']);
    const mine = announced.slice(before).filter((e) => e.userId === u);
    // its garage is also the only one of its make + model
    expect(mine.map((e) => e.badgeId).sort()).toEqual(['first-garage', 'rarest-vehicle']);
  });

  it('is emitted once when concurrent transactions evaluate the same new badge', async () => {
    const u = await member();
    await garage(u);
    const before = announced.length;
    await Promise.all(Array.from({ length: 5 }, () => evaluate(u, ['first-garage'])));
    expect(announced.slice(before).filter((e) => e.userId === u)).toEqual([{ userId: u, badgeId: 'first-garage' }]);
    const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from user_badges where user_id = ${u}`);
    expect(Number(rows[0]?.n)).toBe(1);
  });
});

describe('recomputeAllBadges', () => {
  it('matches the rules for every member and is idempotent (a second run changes and announces nothing)', async () => {
    const rich = await member({ role: 'moderator' });
    for (let i = 0; i < 10; i++) await garage(rich, { topSpeed: 250 });
    const first = await recomputeAllBadges(db);
    expect(first.earned.filter((e) => e.userId === rich).map((e) => e.badgeId).sort()).toEqual(
      ['first-garage', 'garage-master', 'moderator', 'rarest-vehicle', 'speed-enthusiast'].sort(),
    );
    const rowsAfterFirst = await db.select().from(userBadges).orderBy(userBadges.userId, userBadges.badgeId);
    const before = announced.length;
    const second = await recomputeAllBadges(db);
    expect(second).toEqual({ earned: [], revoked: [] });
    expect(announced.length).toBe(before);
    expect(await db.select().from(userBadges).orderBy(userBadges.userId, userBadges.badgeId)).toEqual(rowsAfterFirst);
    // every stored row holds by its rule (kept badges were met when written: here nothing fell)
    for (const row of rowsAfterFirst) {
      const value = (await computeBadgeProgress(db, [row.userId], [row.badgeId as BadgeId])).get(row.userId)!.get(row.badgeId as BadgeId)!;
      if (['first-garage', 'popular'].includes(row.badgeId)) continue; // the kept-badge test lowered these on purpose
      expect(value, `${row.userId} ${row.badgeId}`).toBeGreaterThan(0);
    }
  }, 120_000);
});
