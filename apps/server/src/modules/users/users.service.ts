/**
 * The users directory (search covers username, full name, location, bio; every profile is
 * listed) and the profile's social facts (followers, following). Search is Turkish-aware: the query
 * is folded with `searchTerms` (İ/I/ı → i, accents removed) and every term must be contained in
 * `profiles.search_text` (`foldForSearch(username fullName location bio)`, trigram-indexed), so
 * `isik` finds `Işık` and `sofor` finds `şoför`. Garage counts are `profiles.garages_count`
 * (kept by database triggers on `garages`), the likes summed for a page's members only;
 * follower counts are `profiles.followers_count` (kept with the `follows` rows in one
 * transaction, users.follows.service.ts); badges are rows of `user_badges` (modules/badges).
 */
import { and, countDistinct, count, eq, sql, type SQL } from 'drizzle-orm';
import { DIRECTORY_BADGE_COUNT, PROFILE_BADGE_COUNT, type MemberBadge, type UserSort } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { containsEveryTerm } from '../../db/search-match.ts';
import { bannedNow } from '../../db/visibility.ts';
import { notFound } from '../../lib/errors.ts';
import { follows, garages, profiles, users } from '../../db/schema/index.ts';
import { afterKeyset, decodeKeyset, encodeKeyset, type KeyKind, type KeyValue } from '../../db/pagination.ts';
import { allOf, imageFrom, isoUtc, type Raw } from '../../lib/member-rows.ts';
import { earnedBadgesFor } from '../badges/index.ts';
import { followedAmong } from './users.follows.service.ts';
import type { GarageTotals, MemberRecord } from '../profiles/index.ts';
import { getPublicProfile } from '../profiles/index.ts';

export interface UserListOptions {
  /** Free text; empty or absent lists everyone. */
  q?: string;
  /** `followers` (followers count), `garages` (number of garages) or `joined` (registration time). */
  sort: UserSort;
  order: 'asc' | 'desc';
  /** The previous page's `nextCursor`. */
  cursor?: string;
  /** Page size, 1..50. */
  limit: number;
}

/** A directory entry before presentation. */
export interface UserListEntry {
  member: Omit<MemberRecord, 'website' | 'phoneNumber'>;
  totals: Omit<GarageTotals, 'totalViews'>;
  followersCount: number;
}

/** A directory entry with what the viewer sees on its card. */
export interface DirectoryEntry extends UserListEntry {
  isFollowing: boolean;
  badges: MemberBadge[];
}


/**
 * Each directory sort as a keyset order: the stored column it reads (profiles.followers_count and
 * garages_count, kept in the writers' transactions; users.created_at), its cursor kind, and the
 * tie-breaker (the member id, in the same direction) — the indexes profiles_followers_keyset_idx,
 * profiles_garages_keyset_idx and users_created_idx hold exactly these pairs.
 */
const USER_SORT_KEYS: Record<UserSort, { column: SQL; id: SQL; kind: KeyKind; value: (r: Raw) => KeyValue }> = {
  followers: { column: sql`p.followers_count`, id: sql`p.user_id`, kind: 'int', value: (r) => Number(r.followers_count) },
  garages: { column: sql`p.garages_count`, id: sql`p.user_id`, kind: 'int', value: (r) => Number(r.garages_count) },
  joined: { column: sql`u.created_at`, id: sql`u.id`, kind: 'time', value: (r) => r.created_iso as string },
};

/**
 * One page of members matching `q` (every folded term contained in the member's search text),
 * ordered by `sort`/`order`, ties by member id in the same direction, keyset paged; each member's
 * garages' likes are summed for the page's members only (one grouped statement). Every member
 * has a profile row (made at sign-up); banned members are not listed.
 *
 * @returns the entries and `nextCursor` (null on the last page).
 * @throws 400 VALIDATION_FAILED for a malformed cursor or one made for another sort.
 */
export async function listUsers(db: Db, o: UserListOptions): Promise<{ items: UserListEntry[]; nextCursor: string | null }> {
  const key = USER_SORT_KEYS[o.sort];
  const sortName = `${o.sort}-${o.order}`;
  const cursor = decodeKeyset(o.cursor, sortName, [key.kind], 'text');
  const dir = o.order === 'asc' ? sql`asc` : sql`desc`;
  // Banned members are not listed; the user row is joined anyway, so no sub-query.
  const conditions: SQL[] = [...containsEveryTerm(sql`p.search_text`, o.q), sql`not (coalesce(u.banned, false) and (u.ban_expires is null or u.ban_expires > now()))`];
  if (cursor) conditions.push(afterKeyset([key.column], key.id, [key.kind], 'text', cursor, o.order === 'asc'));
  const rows = await queryRows<Raw>(
    db,
    sql`select u.id, u.username, u.display_username, ${isoUtc(sql`u.created_at`)} as created_iso,
          p.full_name, p.bio, p.location, p.avatar_url, p.followers_count, p.garages_count,
          ai.id as ai_id, ai.width as ai_width, ai.height as ai_height, ai.variants as ai_variants
        from profiles p
        join users u on u.id = p.user_id
        left join images ai on ai.id = p.avatar_image_id
        where ${allOf(conditions)}
        order by ${key.column} ${dir}, ${key.id} ${dir}
        limit ${o.limit + 1}`,
  );
  const page = rows.slice(0, o.limit);
  const likes = new Map<string, number>();
  if (page.length) {
    const ids = sql.join(page.map((r) => sql`${r.id as string}`), sql`, `);
    const sums = await queryRows<{ user_id: string; n: number | string }>(
      db,
      sql`select g.user_id, coalesce(sum(g.likes_count), 0)::int as n from garages g where g.user_id in (${ids}) group by g.user_id`,
    );
    for (const s of sums) likes.set(s.user_id, Number(s.n));
  }
  const items = page.map((row): UserListEntry => ({
    member: {
      id: row.id as string,
      username: (row.display_username as string | null) ?? (row.username as string | null) ?? '',
      fullName: (row.full_name as string | null) ?? null,
      bio: (row.bio as string | null) ?? null,
      location: (row.location as string | null) ?? null,
      avatarUrl: (row.avatar_url as string | null) ?? null,
      avatarImage: imageFrom(row, 'ai'),
      createdAt: new Date(row.created_iso as string),
    },
    totals: { garageCount: Number(row.garages_count), totalLikes: likes.get(row.id as string) ?? 0 },
    followersCount: Number(row.followers_count),
  }));
  const last = page[page.length - 1];
  return { items, nextCursor: rows.length > o.limit && last ? encodeKeyset(sortName, [key.value(last)], last.id as string) : null };
}

/**
 * GET /api/users: one page of {@link listUsers} with, per card, whether the viewer follows the
 * member and up to DIRECTORY_BADGE_COUNT (2) badges, rarest first.
 * `viewerId` null for visitors.
 */
export async function directoryPage(db: Db, o: UserListOptions, viewerId: string | null): Promise<{ items: DirectoryEntry[]; nextCursor: string | null }> {
  const page = await listUsers(db, o);
  const ids = page.items.map((entry) => entry.member.id);
  const [followed, badges] = await Promise.all([followedAmong(db, viewerId, ids), earnedBadgesFor(db, ids, DIRECTORY_BADGE_COUNT)]);
  return {
    items: page.items.map((entry) => ({ ...entry, isFollowing: followed.has(entry.member.id), badges: badges.get(entry.member.id) ?? [] })),
    nextCursor: page.nextCursor,
  };
}

/** The social facts of a profile (User profile). */
export interface ProfileSocial {
  followersCount: number;
  followingCount: number;
  /** The viewer follows the member (false for visitors and oneself). */
  isFollowing: boolean;
  /** Up to PROFILE_BADGE_COUNT (3) badges, rarest first. */
  badges: MemberBadge[];
  /** Badges the member holds (the achievements' badge count), counted like the badges module shows them. */
  badgeCount: number;
}

/**
 * GET /api/users/:username: the member (Turkish case ignored), the totals of their garages and
 * their social facts as seen by `viewerId` (null for visitors).
 * @throws 404 USER_NOT_FOUND (also a banned member, to non-moderators)
 */
export async function memberProfile(
  db: Db,
  username: string,
  viewerId: string | null,
  /** Moderators and admins also open a banned member's profile; for others it is 404. */
  moderator = false,
): Promise<{ member: MemberRecord; totals: GarageTotals; social: ProfileSocial }> {
  const { member, totals } = await getPublicProfile(db, username);
  if (!moderator) {
    const [ban] = await queryRows<{ banned: boolean }>(db, sql`select ${bannedNow(sql`${member.id}`)} as banned`);
    if (ban?.banned === true) throw notFound('USER_NOT_FOUND');
  }
  // Every badge the member holds (stored rows plus premium / moderator from the account, as
  // the badges module counts them): the first PROFILE_BADGE_COUNT are shown, all are counted.
  const [[counters], followed, badges] = await Promise.all([
    db.select({ followersCount: profiles.followersCount, followingCount: profiles.followingCount }).from(profiles).where(eq(profiles.userId, member.id)).limit(1),
    viewerId && viewerId !== member.id
      ? db.select({ one: sql<number>`1` }).from(follows).where(and(eq(follows.followerId, viewerId), eq(follows.followingId, member.id))).limit(1)
      : Promise.resolve([]),
    earnedBadgesFor(db, [member.id], Number.MAX_SAFE_INTEGER),
  ]);
  const held = badges.get(member.id) ?? [];
  return {
    member,
    totals,
    social: {
      followersCount: counters?.followersCount ?? 0,
      followingCount: counters?.followingCount ?? 0,
      isFollowing: followed.length > 0,
      badges: held.slice(0, PROFILE_BADGE_COUNT),
      badgeCount: held.length,
    },
  };
}

/**
 * Summary tiles of the directory: all members, members with at least one garage,
 * all follows (rows of `follows`) and all garages.
 */
export async function usersSummary(db: Db): Promise<{ totalUsers: number; activeUsers: number; totalFollowers: number; totalGarages: number }> {
  const [[members], [garageFacts], [followFacts]] = await Promise.all([
    db.select({ totalUsers: count() }).from(users),
    db.select({ activeUsers: countDistinct(garages.userId), totalGarages: count() }).from(garages),
    db.select({ totalFollowers: count() }).from(follows),
  ]);
  return {
    totalUsers: members?.totalUsers ?? 0,
    activeUsers: garageFacts?.activeUsers ?? 0,
    totalFollowers: followFacts?.totalFollowers ?? 0,
    totalGarages: garageFacts?.totalGarages ?? 0,
  };
}
