/**
 * Badge reads (rules: docs/badges.md): the
 * catalogue with how many members hold each badge and the viewer's own state, and one member's
 * badges with progress. Everything is computed from stored rows (badges.rules.ts).
 */
import { eq } from 'drizzle-orm';
import { BADGES, usernameKey, type BadgeId } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badgeHolderCounts, badgeHolderTotal, memberBadgeStates } from './badges.rules.ts';
import type { MemberBadgeState } from '@garaj/shared';
import { notFound } from '../../lib/errors.ts';

export interface BadgeCatalogData {
  holders: Map<BadgeId, number>;
  holderTotal: number;
  /** The viewer's state per badge (BADGES order); null for visitors. */
  viewer: MemberBadgeState[] | null;
}

/** GET /api/badges: holders per badge, members with any badge, and the viewer's states. */
export async function badgeCatalog(db: Db, viewerId: string | null): Promise<BadgeCatalogData> {
  const [holders, holderTotal, viewer] = await Promise.all([
    badgeHolderCounts(db),
    badgeHolderTotal(db),
    viewerId ? memberBadgeStates(db, viewerId) : Promise.resolve(null),
  ]);
  return { holders, holderTotal, viewer };
}

const rarityRank = new Map(BADGES.map((b) => [b.id, ['legendary', 'epic', 'rare', 'common'].indexOf(b.rarity)]));

/**
 * GET /api/users/:username/badges: every badge with that member's state — earned ones first
 * (rarest, then newest), then the locked ones by how far along they are (progress share).
 * @throws 404 USER_NOT_FOUND (Turkish case ignored in the name, as for profiles)
 */
export async function memberBadges(db: Db, username: string): Promise<{ username: string; badges: MemberBadgeState[] }> {
  const [member] = await db
    .select({ id: users.id, username: users.username, displayUsername: users.displayUsername })
    .from(users)
    .where(eq(users.username, usernameKey(username)))
    .limit(1);
  if (!member) throw notFound('USER_NOT_FOUND');
  const states = await memberBadgeStates(db, member.id);
  const share = (s: MemberBadgeState) => s.progress / s.maxProgress;
  states.sort((a, b) => {
    if (a.unlocked !== b.unlocked) return a.unlocked ? -1 : 1;
    if (a.unlocked) return rarityRank.get(a.id)! - rarityRank.get(b.id)! || (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? '');
    return share(b) - share(a);
  });
  return { username: member.displayUsername ?? member.username ?? username, badges: states };
}
