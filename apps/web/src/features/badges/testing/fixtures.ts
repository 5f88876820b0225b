import { BADGES, type BadgeCatalog, type BadgeView } from '@garaj/shared';

/** A catalogue as GET /api/badges answers; `viewer` per badge id when signed in. */
export function makeCatalog(opts: { viewer?: Partial<Record<string, BadgeView['viewer']>>; signedIn?: boolean; omitCategory?: string } = {}): BadgeCatalog {
  const badges: BadgeView[] = BADGES.filter((b) => b.category !== opts.omitCategory).map((b) => ({
    id: b.id,
    category: b.category,
    rarity: b.rarity,
    kind: b.id === 'premium' || b.id === 'moderator' ? 'account' : b.id === 'rarest-vehicle' ? 'site' : 'kept',
    maxProgress: b.threshold,
    holders: b.id === 'first-garage' ? 12 : 0,
    viewer: opts.signedIn ? (opts.viewer?.[b.id] ?? { unlocked: false, unlockedAt: null, progress: 0 }) : null,
  }));
  return {
    badges,
    holders: 12,
    unlockedCount: opts.signedIn ? badges.filter((b) => b.viewer?.unlocked).length : null,
  };
}
