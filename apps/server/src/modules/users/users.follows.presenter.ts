/**
 * What the follows API sends: the follow state with the followed member's counters,
 * and the members of a followers / following list (public facts only: no e-mail, no role).
 * The zod schemas are the response schemas: the serializer drops any key they do not list.
 */
import { z } from 'zod';
import type { FollowListMember, FollowListPage, FollowState } from '@garaj/shared';
import { presentImageOrUrl } from '../../lib/image-view.ts';
import { imageViewSchema } from '../images/index.ts';
import type { FollowListRow } from './users.follows.service.ts';

const count = z.number().int().min(0);

export const followStateSchema = z.object({
  following: z.boolean(),
  followersCount: count,
  followingCount: count,
}) satisfies z.ZodType<FollowState>;

export const followListMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  avatar: imageViewSchema.nullable(),
  isFollowing: z.boolean(),
  isMe: z.boolean(),
  followedAt: z.string(),
}) satisfies z.ZodType<FollowListMember>;

export const followListPageSchema = z.object({
  items: z.array(followListMemberSchema),
  nextCursor: z.string().nullable(),
}) satisfies z.ZodType<FollowListPage>;

/** One member of a follow list; `viewerId` null for visitors. */
export function presentFollowListMember(row: FollowListRow, viewerId: string | null): FollowListMember {
  return {
    id: row.member.id,
    username: row.member.username,
    fullName: row.member.fullName,
    avatar: presentImageOrUrl(row.member.avatarImage, row.member.avatarUrl),
    isFollowing: row.isFollowing,
    isMe: viewerId === row.member.id,
    followedAt: row.followedAt,
  };
}
