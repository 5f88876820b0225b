/**
 * The users directory (community §2 "Users directory", §5: search covers username, full name,
 * location, bio; §7: all profiles). Search is Turkish-aware: the query is folded with
 * `searchTerms` (İ/I/ı → i, accents removed) and every term must be contained in
 * `profiles.search_text` (`foldForSearch(username fullName location bio)`, trigram-indexed), so
 * `isik` finds `Işık` and `sofor` finds `şoför`. Counts are computed from `garages`.
 */
import { and, asc, countDistinct, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { UserSort } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { containsEveryTerm } from '../../db/search-match.ts';
import { garages, images, profiles, users } from '../../db/schema/index.ts';
import type { StoredImage } from '../../lib/image-view.ts';
import type { GarageTotals, MemberRecord } from '../profiles/profiles.presenter.ts';

export interface UserListOptions {
  /** Free text; empty or absent lists everyone. */
  q?: string;
  /** `garages` (number of garages) or `joined` (registration time). */
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
  const conditions: SQL[] = containsEveryTerm(searchText, o.q);
  const dir = o.order === 'asc' ? asc : desc;
  const orderBy = o.sort === 'garages' ? [dir(garageCount), desc(users.createdAt), asc(users.id)] : [dir(users.createdAt), dir(users.id)];

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
    };
  });
  return { items, nextPage: rows.length > o.limit ? o.page + 1 : null };
}

/**
 * Summary tiles of the directory (community §2): all members, members with at least one garage,
 * and all garages. (Followers arrive with the follow graph.)
 */
export async function usersSummary(db: Db): Promise<{ totalUsers: number; activeUsers: number; totalGarages: number }> {
  const [[members], [garageFacts]] = await Promise.all([
    db.select({ totalUsers: count() }).from(users),
    db.select({ activeUsers: countDistinct(garages.userId), totalGarages: count() }).from(garages),
  ]);
  return {
    totalUsers: members?.totalUsers ?? 0,
    activeUsers: garageFacts?.activeUsers ?? 0,
    totalGarages: garageFacts?.totalGarages ?? 0,
  };
}
