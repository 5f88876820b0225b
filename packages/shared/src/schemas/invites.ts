/**
 * Invite programme contract (invite entries, rewards, the invite code and link; states; points,
 * tiers, rewards). API doc:
 * docs/api.md "Invite programme". GET /api/me/invites and GET /api/me/invites/friends.
 */
import { z } from 'zod';
import { INVITE_REWARDS, INVITE_TIERS, type InviteStatus } from '../admin.ts';

/**
 * Invite code alphabet: capitals and digits without the look-alikes 0/O, 1/I/L (Crockford-like),
 * so a code read aloud or typed from a screenshot is unambiguous. Codes are random, never
 * derived from the member's name or id.
 */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
/** A well-formed code after {@link normalizeInviteCode}. */
export const INVITE_CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);
/** Friends per page on /affiliate. */
export const INVITE_FRIENDS_PAGE_SIZE = 20;

/** Trims and upper-cases a typed or linked code; null when it cannot be a code. */
export function normalizeInviteCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  return INVITE_CODE_PATTERN.test(code) ? code : null;
}

export type InviteTierId = (typeof INVITE_TIERS)[number]['id'];

/** The tier `completed` invites reach (Bronze 1–5, Silver 6–15, Gold 16+); null below 1. */
export function inviteTierFor(completed: number): InviteTierId | null {
  let tier: InviteTierId | null = null;
  for (const t of INVITE_TIERS) if (completed >= t.minInvites) tier = t.id;
  return tier;
}

/** The next tier and how many more completed invites reach it; null at the top tier. */
export function nextInviteTier(completed: number): { id: InviteTierId; minInvites: number; remaining: number } | null {
  const next = INVITE_TIERS.find((t) => completed < t.minInvites);
  return next ? { id: next.id, minInvites: next.minInvites, remaining: next.minInvites - completed } : null;
}

/** Who an invite code belongs to, shown on `/register?ref=CODE` (GET /api/invites/:code). */
export interface InviteInviter {
  /** The inviter's username as they typed it (the one shown). */
  username: string;
}

/** One invited friend (Invite entry). */
export interface InvitedFriend {
  id: string;
  username: string;
  /** When the friend's account was created (ISO). */
  joinedAt: string;
  status: InviteStatus;
  /** Points this invite earned (INVITE_POINTS_PER_COMPLETED once rewarded, else 0). */
  points: number;
}

/** A page of invited friends, newest first. */
export interface InvitedFriendsPage {
  items: InvitedFriend[];
  nextCursor: string | null;
}

/** One reward badge (1, 5, 10, 25 friends worth 100, 500, 1000, 2500 points). */
export interface InviteReward {
  /** `invites-<n>`: names and descriptions are the web's texts. */
  id: string;
  type: 'badge';
  /** Completed invites needed. */
  invites: number;
  points: number;
  unlocked: boolean;
  /** When the n-th invite was completed (ISO); null while locked. */
  unlockedAt: string | null;
}

/** The member's invite programme (GET /api/me/invites). */
export interface MyInvites {
  code: string;
  /** `<PUBLIC_URL>/register?ref=CODE`. */
  link: string;
  stats: {
    /** Every invited account. */
    total: number;
    /** Verified invitees: completed + rewarded. */
    completed: number;
    pending: number;
    /** Points credited on rewarded invites (500 each). */
    points: number;
    /** Points of the unlocked reward badges. */
    rewardPoints: number;
    tier: InviteTierId | null;
    nextTier: { id: InviteTierId; minInvites: number; remaining: number } | null;
  };
  friends: InvitedFriendsPage;
  rewards: InviteReward[];
}

export const inviteFriendsQuery = z.object({
  cursor: z.string().max(200).optional(),
});

/** The reward list for `completedDates` (ISO, oldest first). */
export function inviteRewardsFor(completedDates: string[]): InviteReward[] {
  return INVITE_REWARDS.map((r) => {
    const at = completedDates[r.invites - 1] ?? null;
    return { id: `invites-${r.invites}`, type: 'badge' as const, invites: r.invites, points: r.points, unlocked: at !== null, unlockedAt: at };
  });
}
