/**
 * Badges (issue 8 §4; spec community §3 Badge, §9 badge rules; exact rules in docs/badges.md):
 * what a member has earned, for profiles (3) and directory cards (2). The rules and progress
 * are computed here from stored rows (being written: the badges part of issue 8).
 */
import { asc, desc, inArray } from 'drizzle-orm';
import { BADGES, type BadgeId } from '@garaj/shared';
import type { Db } from '../db/client.ts';
import { userBadges } from '../db/schema/index.ts';

export interface EarnedBadge {
  id: BadgeId;
  earnedAt: string;
}

const rarityRank = new Map(BADGES.map((b) => [b.id, ['legendary', 'epic', 'rare', 'common'].indexOf(b.rarity)]));

/**
 * Each member's earned badges, rarest first then newest, at most `limit` per member.
 * @returns userId → badges (members with none are absent)
 */
export async function earnedBadgesFor(db: Db, userIds: readonly string[], limit: number): Promise<Map<string, EarnedBadge[]>> {
  const result = new Map<string, EarnedBadge[]>();
  if (!userIds.length) return result;
  const rows = await db
    .select({ userId: userBadges.userId, badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(inArray(userBadges.userId, [...userIds]))
    .orderBy(asc(userBadges.userId), desc(userBadges.earnedAt));
  for (const row of rows) {
    if (!rarityRank.has(row.badgeId as BadgeId)) continue;
    const list = result.get(row.userId) ?? [];
    list.push({ id: row.badgeId as BadgeId, earnedAt: row.earnedAt.toISOString() });
    result.set(row.userId, list);
  }
  for (const [userId, list] of result) {
    list.sort((a, b) => rarityRank.get(a.id)! - rarityRank.get(b.id)! || b.earnedAt.localeCompare(a.earnedAt));
    result.set(userId, list.slice(0, limit));
  }
  return result;
}
