/**
 * Username availability: a name is free when no other member has the same key
 * (`usernameKey`, Turkish case fold) nor the same look-alike skeleton (`usernameSkeleton`,
 * stored unique in `profiles.username_skeleton`). Reserved words and the one-script rule are
 * checked by the shared zod schema (`usernameField`) before this runs.
 */
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { usernameKey, usernameSkeleton } from '@garaj/shared';
import type { Db } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { isUniqueViolation } from './errors.ts';

/** Why a username cannot be had, or null when it is free. */
export type UsernameConflict = 'USERNAME_TAKEN' | 'USERNAME_TOO_SIMILAR' | null;

/**
 * Checks `username` against every other member (`exceptUserId` excluded: a member keeping
 * their own name). Not a lock: the unique indexes on `users.username` and
 * `profiles.username_skeleton` settle concurrent claims.
 */
export async function usernameConflict(db: Db, username: string, exceptUserId?: string): Promise<UsernameConflict> {
  const key = usernameKey(username);
  const skeleton = usernameSkeleton(username);
  const notMe = exceptUserId ? ne(users.id, exceptUserId) : undefined;
  const [row] = await db
    .select({ key: users.username })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(or(eq(users.username, key), eq(profiles.usernameSkeleton, skeleton)), notMe))
    .limit(1);
  if (!row) return null;
  return row.key === key ? 'USERNAME_TAKEN' : 'USERNAME_TOO_SIMILAR';
}

/** True when `error` is PostgreSQL's unique violation on the skeleton index. */
export function isSkeletonUniqueViolation(error: unknown): boolean {
  return isUniqueViolation(error, 'profiles_username_skeleton_idx');
}

/**
 * Fills `profiles.username_skeleton` where it is missing (rows from before the column, or
 * written by bulk tools). A row whose skeleton another member already holds keeps null and is
 * logged by the caller; it does not block start-up. Safe to run from several instances at once
 * (each row is filled at most once; the unique index settles races). Returns how many rows were filled.
 */
export async function backfillUsernameSkeletons(db: Db): Promise<{ filled: number; clashes: string[] }> {
  const rows = await db
    .select({ userId: profiles.userId, key: users.username, shown: users.displayUsername })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(isNull(profiles.usernameSkeleton));
  let filled = 0;
  const clashes: string[] = [];
  for (const row of rows) {
    const name = row.shown ?? row.key;
    if (!name) continue;
    const skeleton = usernameSkeleton(name);
    let count = 0;
    try {
      const updated = await db.execute(
        sql`update profiles set username_skeleton = ${skeleton}
            where user_id = ${row.userId} and username_skeleton is null
              and not exists (select 1 from profiles p where p.username_skeleton = ${skeleton})`,
      );
      count = (updated as { affectedRows?: number }).affectedRows ?? (updated as { rowCount?: number }).rowCount ?? 0;
    } catch (error) {
      // Another instance starting at the same moment filled the same skeleton first.
      if (!isSkeletonUniqueViolation(error)) throw error;
    }
    if (count > 0) filled++;
    else clashes.push(name);
  }
  return { filled, clashes };
}
