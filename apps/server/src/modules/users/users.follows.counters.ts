/**
 * The follow counters (`profiles.followers_count`, `profiles.following_count`) and their rows
 * (`follows`). The users module keeps them in the transaction that inserts or deletes a row
 * (users.follows.service.ts); these helpers recompute them from the rows — for the
 * integrity test that checks every counter after the seed and after a concurrent burst, and
 * for a repair if a counter was ever written by hand.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** A profile whose stored counters differ from its rows. */
export interface FollowCounterMismatch {
  userId: string;
  followersCount: number;
  followingCount: number;
  /** What the rows say. */
  followers: number;
  following: number;
}

/** `profiles` with the number of `follows` rows pointing at / from each member. */
const countsFromRows = sql`
  select p.user_id,
         p.followers_count,
         p.following_count,
         (select count(*) from follows f where f.following_id = p.user_id)::int as followers,
         (select count(*) from follows f where f.follower_id = p.user_id)::int as following
  from profiles p`;

/**
 * Every profile whose stored follow counters differ from the `follows` rows (empty when all
 * agree). Reads the whole profiles table: for tests and maintenance, not for requests.
 */
export async function followCounterMismatches(db: Db): Promise<FollowCounterMismatch[]> {
  const rows = await queryRows(
    db,
    sql`
    select * from (${countsFromRows}) c
    where c.followers_count <> c.followers or c.following_count <> c.following
    order by c.user_id`,
  );
  return rows.map((row) => ({
    userId: String(row.user_id),
    followersCount: Number(row.followers_count),
    followingCount: Number(row.following_count),
    followers: Number(row.followers),
    following: Number(row.following),
  }));
}

/**
 * Sets `profiles.followers_count` and `following_count` of every member to the number of their
 * `follows` rows (followers: rows with following_id = member; following: follower_id = member).
 * Only rows that differ are written.
 * @returns how many profiles were corrected (0 when the counters already matched their rows).
 */
export async function recomputeFollowCounters(db: Db): Promise<number> {
  const rows = await queryRows(
    db,
    sql`
    update profiles p
    set followers_count = c.followers, following_count = c.following
    from (${countsFromRows}) c
    where c.user_id = p.user_id
      and (p.followers_count <> c.followers or p.following_count <> c.following)
    returning p.user_id`,
  );
  return rows.length;
}
