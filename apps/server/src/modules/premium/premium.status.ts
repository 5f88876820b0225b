/**
 * Premium membership: the one check of "is this member premium now", shared
 * by the ads (premium members see no ads) and, later, the premium limits.
 *
 * A member is premium while `profiles.premium_since` is set and `profiles.premium_until` is
 * either null (no end) or still in the future.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** SQL condition on a `profiles` row alias `p`: premium at this instant. */
export const premiumNow = (alias = 'p'): SQL =>
  sql.raw(
    `(${alias}.premium_since is not null and (${alias}.premium_until is null or ${alias}.premium_until > now()))`,
  );

/** True when `userId` (null = visitor → false) is a premium member now. One indexed lookup. */
export async function isPremium(db: Db, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const rows = await queryRows<{ premium: boolean }>(
    db,
    sql`select ${premiumNow('p')} as premium from profiles p where p.user_id = ${userId}`,
  );
  return rows[0]?.premium === true;
}
