/** Presents badge reads as the API shapes of packages/shared/src/schemas/badges.ts. */
import { BADGES, type BadgeCatalog, type MemberBadges } from '@garaj/shared';
import { BADGE_KIND } from './badges.rules.ts';
import type { BadgeCatalogData } from './badges.service.ts';

/** GET /api/badges: BADGES order; `viewer` per badge only when signed in. */
export function presentBadgeCatalog(data: BadgeCatalogData): BadgeCatalog {
  const states = new Map((data.viewer ?? []).map((s) => [s.id, s]));
  return {
    badges: BADGES.map((b) => {
      const state = states.get(b.id);
      return {
        id: b.id,
        category: b.category,
        rarity: b.rarity,
        kind: BADGE_KIND[b.id],
        maxProgress: b.threshold,
        holders: data.holders.get(b.id) ?? 0,
        viewer: state ? { unlocked: state.unlocked, unlockedAt: state.unlockedAt, progress: state.progress } : null,
      };
    }),
    holders: data.holderTotal,
    unlockedCount: data.viewer ? data.viewer.filter((s) => s.unlocked).length : null,
  };
}

/** GET /api/users/:username/badges. */
export function presentMemberBadges(data: { username: string; badges: MemberBadges['badges'] }): MemberBadges {
  return { username: data.username, badges: data.badges, unlockedCount: data.badges.filter((b) => b.unlocked).length };
}
