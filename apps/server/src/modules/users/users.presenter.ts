/**
 * What GET /api/users, /api/users/summary and /api/users/:username send (the users
 * directory and the user profile): the profiles module's public shapes plus the follow
 * counters, the viewer's follow state and the member's badges. No e-mail, no role.
 * The zod schemas are the response schemas: the serializer drops any key they do not list.
 */
import { z } from 'zod';
import { BADGE_IDS, type DirectoryCard, type MemberBadge, type MemberProfile, type UsersSummary } from '@garaj/shared';
import { presentPublicProfile, presentUserCard, publicProfileSchema, userCardSchema, userDirectorySummarySchema } from '../profiles/index.ts';
import type { DirectoryEntry, ProfileSocial } from './users.service.ts';
import type { GarageTotals, MemberRecord } from '../profiles/index.ts';

const count = z.number().int().min(0);

export const memberBadgeSchema = z.object({ id: z.enum(BADGE_IDS), earnedAt: z.string() }) satisfies z.ZodType<MemberBadge>;

export const memberProfileSchema = publicProfileSchema.extend({
  followersCount: count,
  followingCount: count,
  isFollowing: z.boolean(),
  badges: z.array(memberBadgeSchema),
  badgeCount: count,
}) satisfies z.ZodType<MemberProfile>;

export const directoryCardSchema = userCardSchema.extend({
  followersCount: count,
  isFollowing: z.boolean(),
  badges: z.array(memberBadgeSchema),
}) satisfies z.ZodType<DirectoryCard>;

export const usersSummarySchema = userDirectorySummarySchema.extend({ totalFollowers: count }) satisfies z.ZodType<UsersSummary>;

/** GET /api/users/:username — `viewerId` null for visitors. */
export function presentMemberProfile(member: MemberRecord, totals: GarageTotals, social: ProfileSocial, viewerId: string | null): MemberProfile {
  return { ...presentPublicProfile(member, totals, viewerId), ...social };
}

/** A card of GET /api/users. */
export function presentDirectoryCard(entry: DirectoryEntry): DirectoryCard {
  return {
    ...presentUserCard(entry.member, entry.totals),
    followersCount: entry.followersCount,
    isFollowing: entry.isFollowing,
    badges: entry.badges,
  };
}
