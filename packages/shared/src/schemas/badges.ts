/**
 * API shapes of the badges (the
 * exact rules and which badges are kept once earned: docs/badges.md). Every count and every
 * progress figure is computed from stored rows.
 */
import { z } from 'zod';
import { BADGE_CATEGORIES, BADGE_IDS, BADGE_RARITIES } from '../community.ts';

/**
 * How a badge behaves once earned: `kept` (stays earned), `site` (rarest-vehicle: follows the
 * site's garages), `account` (premium, moderator: follows the account).
 */
export const BADGE_KINDS = ['kept', 'site', 'account'] as const;
export type BadgeKindName = (typeof BADGE_KINDS)[number];

/** One badge with a member's state: earned or not, when, and the progress towards it. */
export const memberBadgeStateSchema = z.object({
  id: z.enum(BADGE_IDS),
  unlocked: z.boolean(),
  /** ISO time it was earned; null while locked. */
  unlockedAt: z.string().nullable(),
  /** The member's current count, capped at maxProgress (a kept badge stays unlocked if it falls). */
  progress: z.number().int(),
  /** The count that earns it (BADGES threshold; 1 for yes/no rules, 200 km/h for speed). */
  maxProgress: z.number().int(),
});
export type MemberBadgeState = z.infer<typeof memberBadgeStateSchema>;

/** A badge definition on GET /api/badges, with the viewer's state when signed in. */
export const badgeViewSchema = z.object({
  id: z.enum(BADGE_IDS),
  category: z.enum(BADGE_CATEGORIES),
  rarity: z.enum(BADGE_RARITIES),
  kind: z.enum(BADGE_KINDS),
  maxProgress: z.number().int(),
  /** How many members hold it now. */
  holders: z.number().int(),
  /** The viewer's state; null for visitors. */
  viewer: memberBadgeStateSchema.omit({ id: true, maxProgress: true }).nullable(),
});
export type BadgeView = z.infer<typeof badgeViewSchema>;

/** GET /api/badges. */
export const badgeCatalogSchema = z.object({
  badges: z.array(badgeViewSchema),
  /** Members holding at least one badge. */
  holders: z.number().int(),
  /** How many badges the viewer holds; null for visitors. */
  unlockedCount: z.number().int().nullable(),
});
export type BadgeCatalog = z.infer<typeof badgeCatalogSchema>;

/** GET /api/users/:username/badges: every badge with that member's state. */
export const memberBadgesSchema = z.object({
  username: z.string(),
  /** Earned badges first (rarest, then newest), then the locked ones by progress. */
  badges: z.array(memberBadgeStateSchema),
  unlockedCount: z.number().int(),
});
export type MemberBadges = z.infer<typeof memberBadgesSchema>;
