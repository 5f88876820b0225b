/**
 * Badges (the exact rules: docs/badges.md).
 * Each rule is computed from stored rows — never random, never sent by the client:
 *
 * - **kept once earned** (`user_badges` row inserted when the rule is first met, never deleted by
 *   the rules): first-garage, garage-master, modification-master, photo-master,
 *   community-leader, popular, viral, blog-author, speed-enthusiast, best-photo,
 *   driver-of-the-year;
 * - **follows the site**: rarest-vehicle — its row is inserted when the member owns the only
 *   garage of a make + model and deleted when that stops being true;
 * - **follows the account**: premium (`profiles.premium_since` set) and moderator (`users.role`
 *   moderator or admin) are read from the account at read time. A row is also written (and
 *   deleted) on `member.account_changed` and by {@link recomputeAllBadges}, only to record the
 *   date and to notify; reads never trust it without the account.
 *
 * {@link evaluateBadges} runs inside the transaction of the write that changed the facts (the
 * badges handler, modules/badges/badges.handler.ts) and emits `badge.earned` once per new row.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import { BADGES, BADGE_IDS, type BadgeDefinition, type BadgeId, type BadgeKindName, type MemberBadgeState } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { blogPosts, competitionEntries, competitions, follows, garageLikes, garagePhotos, garages, modifications, profiles, userBadges, users } from '../../db/schema/index.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { premiumNow } from '../premium/index.ts';

export interface EarnedBadge {
  id: BadgeId;
  /**
   * ISO timestamp. Premium: `profiles.premium_since`. Moderator: the date its row recorded
   * (member.account_changed, recomputeAllBadges), else the account's last update (`users.updated_at`).
   */
  earnedAt: string;
}

/** How a badge behaves once earned (docs/badges.md "Kept or revoked"). */
export const BADGE_KIND: Record<BadgeId, BadgeKindName> = {
  'first-garage': 'kept',
  'garage-master': 'kept',
  'modification-master': 'kept',
  'photo-master': 'kept',
  'community-leader': 'kept',
  popular: 'kept',
  viral: 'kept',
  'blog-author': 'kept',
  'speed-enthusiast': 'kept',
  'rarest-vehicle': 'site',
  'best-photo': 'kept',
  'driver-of-the-year': 'kept',
  premium: 'account',
  moderator: 'account',
};

/** Roles that hold the moderator badge. */
export const MODERATOR_ROLES = ['moderator', 'admin'] as const;
/** Competition categories whose first place earns best-photo / driver-of-the-year. */
export const BEST_PHOTO_CATEGORIES = ['clean', 'stance'] as const;
export const DRIVER_OF_THE_YEAR_CATEGORIES = ['modification', 'popular'] as const;

export const BADGE_BY_ID: ReadonlyMap<BadgeId, BadgeDefinition> = new Map(BADGES.map((b) => [b.id, b]));
const ACCOUNT_BADGES = BADGE_IDS.filter((id) => BADGE_KIND[id] === 'account');
const rarityRank = new Map(BADGES.map((b) => [b.id, ['legendary', 'epic', 'rare', 'common'].indexOf(b.rarity)]));

/** Each member's current count per badge rule (uncapped), for the badges asked. */
export type BadgeProgress = Map<string, Map<BadgeId, number>>;

/**
 * A make or model folded for the rarest-vehicle comparison, in SQL: the four Turkish i's (İ I ı i)
 * are one letter, Ç Ğ Ö Ş Ü lower-cased like ASCII letters (PGlite's `lower()` only knows ASCII),
 * spaces trimmed and inner runs of white space made one space. `BMW  M3` = `bmw m3`, `Şahin` =
 * `şahin`, `CIVIC` = `civic`. The expression index `garages_vehicle_fold_idx` (migration 0007) is
 * this expression on `car_brand`, `car_model`: keep the two identical, or the look-ups read every
 * garage (measured at 100,000 garages on PGlite: 1–2 s per look-up without it, 1–9 ms with it).
 */
export function foldedVehicleSql(column: SQL): SQL {
  return sql`lower(translate(btrim(regexp_replace(${column}, '\\s+', ' ', 'g')), 'İIıÇĞÖŞÜ', 'iiiçğöşü'))`;
}
const foldedBrand = (alias: string) => foldedVehicleSql(sql.raw(`${alias}.car_brand`));
const foldedModel = (alias: string) => foldedVehicleSql(sql.raw(`${alias}.car_model`));

/** `in (…)` over text ids for raw SQL. */
const idList = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * The members among `userIds` who own a garage that is the only garage of its folded make + model
 * on the site (rarest-vehicle). Compares against every garage of that make + model (a scan of
 * `garages` by the folded columns: the one site-wide look-up a badge rule makes).
 */
export async function rarestVehicleOwners(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select distinct g.user_id from garages g
        where g.user_id in (${idList(userIds)})
          and not exists (
            select 1 from garages o
            where o.id <> g.id and ${foldedBrand('o')} = ${foldedBrand('g')} and ${foldedModel('o')} = ${foldedModel('g')})`,
  );
  return new Set(rows.map((r) => r.user_id));
}

/** Every member who owns the only garage of a make + model (one grouped pass over `garages`). */
async function allRarestVehicleOwners(db: Db): Promise<Set<string>> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`with k as (select g.user_id, ${foldedBrand('g')} as b, ${foldedModel('g')} as m from garages g),
             single as (select b, m from k group by b, m having count(*) = 1)
        select distinct k.user_id from k join single s on s.b = k.b and s.m = k.m`,
  );
  return new Set(rows.map((r) => r.user_id));
}

/**
 * The members who own a garage of one of the given makes + models (folded) — those whose
 * rarest-vehicle may change when a garage of that make + model appears, changes or goes.
 */
export async function ownersOfSameVehicle(db: Db, vehicles: readonly { carBrand: string; carModel: string }[]): Promise<string[]> {
  if (!vehicles.length) return [];
  const conditions = vehicles.map(
    (v) => sql`(${foldedBrand('g')} = ${foldedVehicleSql(sql`${v.carBrand}::text`)} and ${foldedModel('g')} = ${foldedVehicleSql(sql`${v.carModel}::text`)})`,
  );
  const rows = await queryRows<{ user_id: string }>(db, sql`select distinct g.user_id from garages g where ${sql.join(conditions, sql` or `)}`);
  return rows.map((r) => r.user_id);
}

const needs = (wanted: ReadonlySet<BadgeId>, ...ids: BadgeId[]) => ids.some((id) => wanted.has(id));

/**
 * Each member's current count for each badge asked (docs/badges.md): garages, modifications and
 * photos over their garages, likes received on their garages (`garage_likes` rows), followers
 * (`follows` rows), the highest of followers and the most viewed garage's views (viral),
 * published blog posts, the highest top speed of their garages (km/h), 1/0 for rarest-vehicle,
 * first places in finalized competitions of the badge's categories, 1/0 for premium and moderator.
 * One grouped query per kind of fact, only for the badges asked.
 * @param rarest  precomputed rarest-vehicle owners (recomputeAllBadges), else looked up
 */
export async function computeBadgeProgress(
  db: Db,
  userIds: readonly string[],
  badgeIds: readonly BadgeId[] = BADGE_IDS,
  rarest?: ReadonlySet<string>,
): Promise<BadgeProgress> {
  const wanted = new Set(badgeIds);
  const result: BadgeProgress = new Map(userIds.map((id) => [id, new Map<BadgeId, number>()]));
  if (!userIds.length || !wanted.size) return result;
  const ids = [...userIds];
  const set = (userId: string, badgeId: BadgeId, value: number) => {
    if (wanted.has(badgeId)) result.get(userId)?.set(badgeId, Math.max(value, result.get(userId)?.get(badgeId) ?? 0));
  };
  for (const userId of ids) for (const badgeId of wanted) result.get(userId)!.set(badgeId, 0);

  if (needs(wanted, 'first-garage', 'garage-master', 'speed-enthusiast', 'viral')) {
    const rows = await db
      .select({ userId: garages.userId, n: count(), topSpeed: max(garages.topSpeed), views: max(garages.viewsCount) })
      .from(garages)
      .where(inArray(garages.userId, ids))
      .groupBy(garages.userId);
    for (const r of rows) {
      set(r.userId, 'first-garage', r.n);
      set(r.userId, 'garage-master', r.n);
      set(r.userId, 'speed-enthusiast', r.topSpeed ?? 0);
      set(r.userId, 'viral', r.views ?? 0);
    }
  }
  if (needs(wanted, 'modification-master')) {
    const rows = await db
      .select({ userId: garages.userId, n: count() })
      .from(modifications)
      .innerJoin(garages, eq(garages.id, modifications.garageId))
      .where(inArray(garages.userId, ids))
      .groupBy(garages.userId);
    for (const r of rows) set(r.userId, 'modification-master', r.n);
  }
  if (needs(wanted, 'photo-master')) {
    const rows = await db
      .select({ userId: garages.userId, n: count() })
      .from(garagePhotos)
      .innerJoin(garages, eq(garages.id, garagePhotos.garageId))
      .where(inArray(garages.userId, ids))
      .groupBy(garages.userId);
    for (const r of rows) set(r.userId, 'photo-master', r.n);
  }
  if (needs(wanted, 'community-leader')) {
    const rows = await db
      .select({ userId: garages.userId, n: count() })
      .from(garageLikes)
      .innerJoin(garages, eq(garages.id, garageLikes.garageId))
      .where(inArray(garages.userId, ids))
      .groupBy(garages.userId);
    for (const r of rows) set(r.userId, 'community-leader', r.n);
  }
  if (needs(wanted, 'popular', 'viral')) {
    const rows = await db
      .select({ userId: follows.followingId, n: count() })
      .from(follows)
      .where(inArray(follows.followingId, ids))
      .groupBy(follows.followingId);
    for (const r of rows) {
      set(r.userId, 'popular', r.n);
      set(r.userId, 'viral', r.n);
    }
  }
  if (needs(wanted, 'blog-author')) {
    const rows = await db
      .select({ userId: blogPosts.authorId, n: count() })
      .from(blogPosts)
      .where(and(inArray(blogPosts.authorId, ids), eq(blogPosts.status, 'published')))
      .groupBy(blogPosts.authorId);
    for (const r of rows) set(r.userId, 'blog-author', r.n);
  }
  if (needs(wanted, 'rarest-vehicle')) {
    const owners = rarest ?? (await rarestVehicleOwners(db, ids));
    for (const userId of ids) if (owners.has(userId)) set(userId, 'rarest-vehicle', 1);
  }
  if (needs(wanted, 'best-photo', 'driver-of-the-year')) {
    const rows = await db
      .select({ userId: competitionEntries.userId, category: competitions.category, n: count() })
      .from(competitionEntries)
      .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
      .where(and(inArray(competitionEntries.userId, ids), eq(competitionEntries.rank, 1), isNotNull(competitions.finalizedAt)))
      .groupBy(competitionEntries.userId, competitions.category);
    for (const r of rows) {
      if ((BEST_PHOTO_CATEGORIES as readonly string[]).includes(r.category)) set(r.userId, 'best-photo', r.n);
      if ((DRIVER_OF_THE_YEAR_CATEGORIES as readonly string[]).includes(r.category)) set(r.userId, 'driver-of-the-year', r.n);
    }
  }
  if (needs(wanted, 'premium', 'moderator')) {
    const rows = await db
      .select({ userId: users.id, role: users.role, premiumSince: profiles.premiumSince, premiumUntil: profiles.premiumUntil })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(inArray(users.id, ids));
    for (const r of rows) {
      set(r.userId, 'premium', premiumActive(r) ? 1 : 0);
      set(r.userId, 'moderator', (MODERATOR_ROLES as readonly string[]).includes(r.role) ? 1 : 0);
    }
  }
  return result;
}

/**
 * Premium now, as the premium module's `premiumNow` for rows already read: started
 * and not ended (`premiumUntil` null = no end).
 */
function premiumActive(r: { premiumSince: Date | null; premiumUntil: Date | null }, now = new Date()): boolean {
  return r.premiumSince !== null && (r.premiumUntil === null || r.premiumUntil > now);
}

/** Whether a count meets the badge's threshold (`maxProgress`). */
export function meetsRule(badgeId: BadgeId, value: number): boolean {
  return value >= BADGE_BY_ID.get(badgeId)!.threshold;
}

/** What an evaluation changed. */
export interface BadgeChanges {
  earned: { userId: string; badgeId: BadgeId }[];
  revoked: { userId: string; badgeId: BadgeId }[];
}

/**
 * Applies the rules to the members given, for the badges given (default: all): inserts a
 * `user_badges` row (earned_at = now, or `opts.now`) for each rule newly met and emits
 * `badge.earned` once per inserted row (the primary key makes a second insert a no-op, so a
 * badge is announced once even under concurrent events); deletes the rows of revocable badges
 * (rarest-vehicle, premium, moderator) whose rule no longer holds. Call it inside the
 * transaction of the write that changed the facts.
 */
export async function evaluateBadgesFor(
  tx: Db,
  userIds: readonly string[],
  badgeIds: readonly BadgeId[] = BADGE_IDS,
  opts: { emit?: boolean; now?: Date; rarest?: ReadonlySet<string> } = {},
): Promise<BadgeChanges> {
  const changes: BadgeChanges = { earned: [], revoked: [] };
  const ids = [...new Set(userIds)];
  if (!ids.length || !badgeIds.length) return changes;
  const progress = await computeBadgeProgress(tx, ids, badgeIds, opts.rarest);
  const stored = await tx
    .select({ userId: userBadges.userId, badgeId: userBadges.badgeId })
    .from(userBadges)
    .where(and(inArray(userBadges.userId, ids), inArray(userBadges.badgeId, [...badgeIds])));
  const has = new Set(stored.map((r) => `${r.userId} ${r.badgeId}`));
  const toInsert: { userId: string; badgeId: BadgeId }[] = [];
  for (const [userId, values] of progress) {
    for (const [badgeId, value] of values) {
      const key = `${userId} ${badgeId}`;
      if (meetsRule(badgeId, value)) {
        if (!has.has(key)) toInsert.push({ userId, badgeId });
      } else if (has.has(key) && BADGE_KIND[badgeId] !== 'kept') {
        changes.revoked.push({ userId, badgeId });
      }
    }
  }
  for (const { userId, badgeId } of changes.revoked) {
    await tx.delete(userBadges).where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, badgeId)));
  }
  for (let i = 0; i < toInsert.length; i += 1000) {
    const chunk = toInsert.slice(i, i + 1000);
    const inserted = await tx
      .insert(userBadges)
      .values(chunk.map((row) => ({ ...row, ...(opts.now ? { earnedAt: opts.now } : {}) })))
      .onConflictDoNothing()
      .returning({ userId: userBadges.userId, badgeId: userBadges.badgeId });
    for (const row of inserted) changes.earned.push({ userId: row.userId, badgeId: row.badgeId as BadgeId });
  }
  if (opts.emit !== false) {
    for (const { userId, badgeId } of changes.earned) await emitDomainEvent(tx, { type: 'badge.earned', userId, badgeId });
  }
  return changes;
}

/**
 * One member's badges, the way the badges handler calls it (evaluation).
 * @see evaluateBadgesFor
 */
export async function evaluateBadges(tx: Db, userId: string, badgeIds?: readonly BadgeId[]): Promise<BadgeChanges> {
  return evaluateBadgesFor(tx, [userId], badgeIds);
}

/**
 * Applies every rule to every member (the seed, the integrity test, a repair), in chunks of 500
 * members; idempotent — a second run inserts, deletes and emits nothing. `emit: false` writes
 * the rows without `badge.earned` events (no notifications); `now` dates the new rows.
 * @returns what changed, over all members
 */
export async function recomputeAllBadges(db: Db, opts: { emit?: boolean; now?: Date } = {}): Promise<BadgeChanges> {
  const total: BadgeChanges = { earned: [], revoked: [] };
  const rarest = await allRarestVehicleOwners(db);
  let after = '';
  for (;;) {
    const chunk = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} > ${after}`)
      .orderBy(asc(users.id))
      .limit(500);
    if (!chunk.length) break;
    after = chunk[chunk.length - 1]!.id;
    const run = async (tx: Db) => evaluateBadgesFor(tx, chunk.map((r) => r.id), BADGE_IDS, { ...opts, rarest });
    const changes = await db.transaction(run);
    total.earned.push(...changes.earned);
    total.revoked.push(...changes.revoked);
  }
  return total;
}

/** Members' badges that hold now: stored rows of kept and site badges, account badges from the account. */
async function currentBadges(db: Db, userIds: readonly string[]): Promise<Map<string, EarnedBadge[]>> {
  const result = new Map<string, EarnedBadge[]>();
  if (!userIds.length) return result;
  const ids = [...new Set(userIds)];
  const push = (userId: string, badge: EarnedBadge) => {
    const list = result.get(userId) ?? [];
    list.push(badge);
    result.set(userId, list);
  };
  const rows = await db
    .select({ userId: userBadges.userId, badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(inArray(userBadges.userId, ids))
    .orderBy(asc(userBadges.userId), desc(userBadges.earnedAt));
  const moderatorDates = new Map<string, Date>();
  for (const row of rows) {
    const id = row.badgeId as BadgeId;
    if (!BADGE_BY_ID.has(id)) continue;
    if (id === 'moderator') moderatorDates.set(row.userId, row.earnedAt);
    if (BADGE_KIND[id] === 'account') continue;
    push(row.userId, { id, earnedAt: row.earnedAt.toISOString() });
  }
  const accounts = await db
    .select({ userId: users.id, role: users.role, updatedAt: users.updatedAt, premiumSince: profiles.premiumSince, premiumUntil: profiles.premiumUntil })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids));
  for (const a of accounts) {
    if (a.premiumSince && premiumActive(a)) push(a.userId, { id: 'premium', earnedAt: a.premiumSince.toISOString() });
    if ((MODERATOR_ROLES as readonly string[]).includes(a.role)) push(a.userId, { id: 'moderator', earnedAt: (moderatorDates.get(a.userId) ?? a.updatedAt).toISOString() });
  }
  for (const list of result.values()) {
    list.sort((a, b) => rarityRank.get(a.id)! - rarityRank.get(b.id)! || b.earnedAt.localeCompare(a.earnedAt));
  }
  return result;
}

/**
 * Each member's earned badges, rarest first then newest, at most `limit` per member (profiles
 * show 3, directory cards 2). Premium and moderator come from the account.
 * @returns userId → badges (members with none are absent)
 */
export async function earnedBadgesFor(db: Db, userIds: readonly string[], limit: number): Promise<Map<string, EarnedBadge[]>> {
  const all = await currentBadges(db, userIds);
  for (const [userId, list] of all) all.set(userId, list.slice(0, limit));
  return all;
}

/**
 * Every badge's state for one member, in BADGES order (GET /api/badges signed in, GET
 * /api/users/:username/badges): unlocked and its date as {@link earnedBadgesFor} says; progress
 * is the current count capped at the threshold.
 */
export async function memberBadgeStates(db: Db, userId: string): Promise<MemberBadgeState[]> {
  const [progress, current] = await Promise.all([computeBadgeProgress(db, [userId]), currentBadges(db, [userId])]);
  const earned = new Map((current.get(userId) ?? []).map((b) => [b.id, b]));
  const values = progress.get(userId) ?? new Map<BadgeId, number>();
  return BADGES.map((b) => {
    const held = earned.get(b.id);
    return {
      id: b.id,
      unlocked: Boolean(held),
      unlockedAt: held?.earnedAt ?? null,
      progress: Math.min(values.get(b.id) ?? 0, b.threshold),
      maxProgress: b.threshold,
    };
  });
}

/**
 * How many members hold each badge now: stored rows for kept and site badges; premium and
 * moderator from the accounts.
 */
export async function badgeHolderCounts(db: Db): Promise<Map<BadgeId, number>> {
  const counts = new Map<BadgeId, number>(BADGE_IDS.map((id) => [id, 0]));
  const stored = await db
    .select({ badgeId: userBadges.badgeId, n: count() })
    .from(userBadges)
    .where(sql`${userBadges.badgeId} not in (${idList(ACCOUNT_BADGES)})`)
    .groupBy(userBadges.badgeId);
  for (const r of stored) if (counts.has(r.badgeId as BadgeId)) counts.set(r.badgeId as BadgeId, r.n);
  const [premium] = await db.select({ n: count() }).from(profiles).where(premiumNow('profiles'));
  const [moderators] = await db
    .select({ n: count() })
    .from(users)
    .where(inArray(users.role, [...MODERATOR_ROLES]));
  counts.set('premium', premium?.n ?? 0);
  counts.set('moderator', moderators?.n ?? 0);
  return counts;
}

/** How many members hold at least one badge now. */
export async function badgeHolderTotal(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
          select user_id from user_badges where badge_id not in (${idList(ACCOUNT_BADGES)})
          union select user_id from profiles p where ${premiumNow('p')}
          union select id from users where role in (${idList(MODERATOR_ROLES)})) h`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * How many badges each member holds now (profile achievements: badge count), counted like
 * {@link earnedBadgesFor}: stored kept and site badges plus premium / moderator from the account.
 * @returns userId → count (0 for members with none)
 */
export async function badgeCountsFor(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  const all = await currentBadges(db, userIds);
  return new Map(userIds.map((id) => [id, all.get(id)?.length ?? 0]));
}
