/**
 * API shapes of the follow graph and the profile / directory extras (the user profile, the users
 * directory; up to 3 badges on the profile, 2 on directory cards).
 * Every count here is a count of rows (`follows`, `garages`, `user_badges`) or a counter kept in
 * the same transaction as its rows (`profiles.followers_count / following_count`).
 */
import { z } from 'zod';
import { FOLLOW_LIST_PAGE_SIZE, type BadgeId } from '../community.ts';
import { pageLimit } from './common.ts';
import type { PublicProfile, UserCard, UserDirectorySummary } from './account.ts';
import type { ImageView } from './garage.ts';

/**
 * PUT / DELETE /api/users/:username/follow — the stored state after the request.
 * `followersCount` / `followingCount` are those of the member followed (the profile's numbers).
 */
export interface FollowState {
  following: boolean;
  followersCount: number;
  followingCount: number;
}

/** A badge shown next to a member (profile: up to 3, directory card: up to 2). */
export interface MemberBadge {
  id: BadgeId;
  /** ISO time the badge was earned. */
  earnedAt: string;
}

/** GET /api/users/:username — the public profile with its follow and badge facts. */
export interface MemberProfile extends PublicProfile {
  followersCount: number;
  followingCount: number;
  /** The viewer follows this member (false for visitors and on one's own profile). */
  isFollowing: boolean;
  /** Up to PROFILE_BADGE_COUNT badges, rarest first. */
  badges: MemberBadge[];
  /** Achievements: how many badges the member holds (stored badges plus premium / moderator from the account). */
  badgeCount: number;
}

/** A card of GET /api/users. */
export interface DirectoryCard extends UserCard {
  followersCount: number;
  /** The viewer follows this member (false for visitors and for oneself). */
  isFollowing: boolean;
  /** Up to DIRECTORY_BADGE_COUNT badges, rarest first. */
  badges: MemberBadge[];
}

/** GET /api/users/summary — the directory's tiles; `totalFollowers` counts rows of `follows`. */
export interface UsersSummary extends UserDirectorySummary {
  totalFollowers: number;
}

/** One member of a followers / following list. */
export interface FollowListMember {
  id: string;
  username: string;
  fullName: string | null;
  avatar: ImageView | null;
  /** The viewer follows this member. */
  isFollowing: boolean;
  /** This member is the viewer. */
  isMe: boolean;
  /** ISO time of the follow that put them on the list. */
  followedAt: string;
}

/** GET /api/users/:username/followers and /following: newest follow first, keyset paged. */
export interface FollowListPage {
  items: FollowListMember[];
  nextCursor: string | null;
}

/** Which list of a member: who follows them, or whom they follow. */
export const FOLLOW_LIST_KINDS = ['followers', 'following'] as const;
export type FollowListKind = (typeof FOLLOW_LIST_KINDS)[number];

/** Query of the follow lists: `cursor` is the previous page's `nextCursor`; `limit` ≤ 50. */
export const followListQuery = z.object({
  cursor: z.string().max(200, { message: 'VALUE_INVALID' }).optional(),
  limit: pageLimit.default(FOLLOW_LIST_PAGE_SIZE),
});
export type FollowListQuery = z.input<typeof followListQuery>;
