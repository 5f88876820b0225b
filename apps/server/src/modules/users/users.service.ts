/**
 * The users directory (community §2 "Users directory", §5: search covers username, full name,
 * location, bio; §7: all profiles) and the profile's social facts (community §2 "User profile";
 * issue 8 §1). Search is Turkish-aware: the query is folded with
 * `searchTerms` (İ/I/ı → i, accents removed) and every term must be contained in
 * `profiles.search_text` (`foldForSearch(username fullName location bio)`, trigram-indexed), so
 * `isik` finds `Işık` and `sofor` finds `şoför`. Garage counts are computed from `garages`;
 * follower counts are `profiles.followers_count` (kept with the `follows` rows in one
 * transaction, modules/follows); badges are rows of `user_badges` (lib/badges.ts).
 */
import { and, asc, countDistinct, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DIRECTORY_BADGE_COUNT, PROFILE_BADGE_COUNT, type MemberBadge, type UserSort } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { containsEveryTerm } from '../../db/search-match.ts';
import { activeMember, bannedNow } from '../../db/visibility.ts';
import { notFound } from '../../lib/errors.ts';
import { follows, garages, images, profiles, users } from '../../db/schema/index.ts';
import { earnedBadgesFor } from '../../lib/badges.ts';
import type { StoredImage } from '../../lib/image-view.ts';
import { followedAmong } from '../follows/index.ts';
import type { GarageTotals, MemberRecord } from '../profiles/index.ts';
import { getPublicProfile } from '../profiles/index.ts';

export interface UserListOptions {
  /** Free text; empty or absent lists everyone. */
  q?: string;
  /** `followers` (followers count), `garages` (number of garages) or `joined` (registration time). */
  sort: UserSort;
  order: 'asc' | 'desc';
  /** 1-based page number. */
  page: number;
  /** Page size, 1..50. */
  limit: number;
}

/** A directory entry before presentation. */
export interface UserListEntry {
  member: Omit<MemberRecord, 'website' | 'phoneNumber'>;
  totals: Omit<GarageTotals, 'totalViews'>;
  followersCount: number;
}

/** A directory entry with what the viewer sees on its card (issue 8 §1). */
export interface DirectoryEntry extends UserListEntry {
  isFollowing: boolean;
  badges: MemberBadge[];
}


/**
 * One page of members matching `q` (every folded term contained in the member's search text),
 * ordered by `sort`/`order`, ties broken by newest registration, then id.
 *
 * @returns the entries and `nextPage` (the next page number, or null on the last page).
 */
export async function listUsers(db: Db, o: UserListOptions): Promise<{ items: UserListEntry[]; nextPage: number | null }> {
  const totals = db
    .select({
      userId: garages.userId,
      garageCount: sql<number>`count(*)`.as('garage_count'),
      totalLikes: sql<number>`sum(${garages.likesCount})`.as('total_likes'),
    })
    .from(garages)
    .groupBy(garages.userId)
    .as('garage_totals');

  const garageCount = sql<number>`coalesce(${totals.garageCount}, 0)`;
  const searchText = sql`coalesce(${profiles.searchText}, ${users.username})`;
  // Banned members are not listed (issue 10 §1).
  const conditions: SQL[] = [...containsEveryTerm(searchText, o.q), activeMember(users.id)];
  const dir = o.order === 'asc' ? asc : desc;
  const followersCount = sql<number>`coalesce(${profiles.followersCount}, 0)`;
  const orderBy =
    o.sort === 'followers'
      ? [dir(followersCount), desc(users.createdAt), asc(users.id)]
      : o.sort === 'garages'
        ? [dir(garageCount), desc(users.createdAt), asc(users.id)]
        : [dir(users.createdAt), dir(users.id)];

  const rows = await db
    .select({
      id: users.id,
      usernameKey: users.username,
      displayUsername: users.displayUsername,
      createdAt: users.createdAt,
      fullName: profiles.fullName,
      bio: profiles.bio,
      location: profiles.location,
      avatarUrl: profiles.avatarUrl,
      avatarId: images.id,
      avatarWidth: images.width,
      avatarHeight: images.height,
      avatarVariants: images.variants,
      garageCount: garageCount.mapWith(Number),
      totalLikes: sql<number>`coalesce(${totals.totalLikes}, 0)`.mapWith(Number),
      followersCount: followersCount.mapWith(Number),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(images, eq(images.id, profiles.avatarImageId))
    .leftJoin(totals, eq(totals.userId, users.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...orderBy)
    .limit(o.limit + 1)
    .offset((o.page - 1) * o.limit);

  const items = rows.slice(0, o.limit).map((row): UserListEntry => {
    const avatarImage: StoredImage | null =
      row.avatarId && row.avatarWidth !== null && row.avatarHeight !== null && row.avatarVariants
        ? { id: row.avatarId, width: row.avatarWidth, height: row.avatarHeight, variants: row.avatarVariants }
        : null;
    return {
      member: {
        id: row.id,
        username: row.displayUsername ?? row.usernameKey ?? '',
        fullName: row.fullName ?? null,
        bio: row.bio ?? null,
        location: row.location ?? null,
        avatarUrl: row.avatarUrl ?? null,
        avatarImage,
        createdAt: row.createdAt,
      },
      totals: { garageCount: row.garageCount, totalLikes: row.totalLikes },
      followersCount: row.followersCount,
    };
  });
  return { items, nextPage: rows.length > o.limit ? o.page + 1 : null };
}

/**
 * GET /api/users: one page of {@link listUsers} with, per card, whether the viewer follows the
 * member and up to DIRECTORY_BADGE_COUNT (2) badges, rarest first (spec community §9).
 * `viewerId` null for visitors.
 */
export async function directoryPage(db: Db, o: UserListOptions, viewerId: string | null): Promise<{ items: DirectoryEntry[]; nextPage: number | null }> {
  const page = await listUsers(db, o);
  const ids = page.items.map((entry) => entry.member.id);
  const [followed, badges] = await Promise.all([followedAmong(db, viewerId, ids), earnedBadgesFor(db, ids, DIRECTORY_BADGE_COUNT)]);
  return {
    items: page.items.map((entry) => ({ ...entry, isFollowing: followed.has(entry.member.id), badges: badges.get(entry.member.id) ?? [] })),
    nextPage: page.nextPage,
  };
}

/** The social facts of a profile (issue 8 §1; spec community §2 User profile). */
export interface ProfileSocial {
  followersCount: number;
  followingCount: number;
  /** The viewer follows the member (false for visitors and oneself). */
  isFollowing: boolean;
  /** Up to PROFILE_BADGE_COUNT (3) badges, rarest first. */
  badges: MemberBadge[];
  /** Badges the member holds (the achievements' badge count), counted like lib/badges.ts shows them. */
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
  /** Moderators and admins also open a banned member's profile; for others it is 404 (issue 10 §1). */
  moderator = false,
): Promise<{ member: MemberRecord; totals: GarageTotals; social: ProfileSocial }> {
  const { member, totals } = await getPublicProfile(db, username);
  if (!moderator) {
    const [ban] = await queryRows<{ banned: boolean }>(db, sql`select ${bannedNow(sql`${member.id}`)} as banned`);
    if (ban?.banned === true) throw notFound('USER_NOT_FOUND');
  }
  // Every badge the member holds (stored rows plus premium / moderator from the account, as
  // lib/badges.ts counts them): the first PROFILE_BADGE_COUNT are shown, all are counted.
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
 * Summary tiles of the directory (community §2): all members, members with at least one garage,
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
