/**
 * What leaves the server about a member (ARCHITECTURE.md house rules: never a password hash, the
 * e-mail of another member, or an internal flag such as `banned` or the username key).
 *
 * - `MyProfile` (GET/PUT /api/me/profile) is only ever sent to the member themselves and is the
 *   one shape with an e-mail address.
 * - `PublicProfile` (GET /api/users/:username) and `UserCard` (GET /api/users) carry no e-mail.
 *
 * The zod schemas double as response schemas: the serializer drops any key they do not list.
 */
import { z } from 'zod';
import type { MyProfile, ProfileFields, PublicProfile, UserCard, UserDirectorySummary } from '@garaj/shared';
import { presentImageOrUrl, type StoredImage } from '../../lib/image-view.ts';
import { imageViewSchema } from '../images/index.ts';

/** A member's account and profile fields as read from `users`, `profiles` and `images`. */
export interface MemberRecord extends Omit<ProfileFields, 'avatar' | 'createdAt'> {
  avatarImage: StoredImage | null;
  avatarUrl: string | null;
  createdAt: Date;
}

/** The signed-in member's own account facts. */
export interface OwnAccountRecord extends MemberRecord {
  email: string;
  emailVerified: boolean;
  /** profiles.pending_email: the address a change of e-mail waits to verify. */
  pendingEmail: string | null;
  role: string;
}

/** Facts computed from a member's garages (docs/product.md, "Counts are facts"). */
export interface GarageTotals {
  garageCount: number;
  totalLikes: number;
  totalViews: number;
}

/** The fields every view of a member shows, directory cards included (no contact details). */
function presentMemberBasics(m: Omit<MemberRecord, 'website' | 'phoneNumber'>): Omit<ProfileFields, 'website' | 'phoneNumber'> {
  return {
    id: m.id,
    username: m.username,
    fullName: m.fullName,
    bio: m.bio,
    location: m.location,
    avatar: presentImageOrUrl(m.avatarImage, m.avatarUrl),
    createdAt: m.createdAt.toISOString(),
  };
}

/** The profile fields both the member's own profile and the public one show. */
function presentProfileFields(m: MemberRecord): ProfileFields {
  return { ...presentMemberBasics(m), website: m.website, phoneNumber: m.phoneNumber };
}

/** GET/PUT /api/me/profile — the profile settings screen. */
export function presentMyProfile(m: OwnAccountRecord): MyProfile {
  return {
    ...presentProfileFields(m),
    email: m.email,
    emailVerified: m.emailVerified,
    pendingEmail: m.pendingEmail,
    role: m.role === 'admin' || m.role === 'moderator' ? m.role : 'user',
  };
}

/** GET /api/users/:username — a member's public profile. `viewerId` null for visitors. */
export function presentPublicProfile(m: MemberRecord, totals: GarageTotals, viewerId: string | null): PublicProfile {
  return {
    ...presentProfileFields(m),
    garageCount: totals.garageCount,
    totalLikes: totals.totalLikes,
    totalViews: totals.totalViews,
    isMe: viewerId === m.id,
  };
}

/** A card of GET /api/users — the members directory. */
export function presentUserCard(m: Omit<MemberRecord, 'website' | 'phoneNumber'>, totals: Omit<GarageTotals, 'totalViews'>): UserCard {
  return {
    ...presentMemberBasics(m),
    garageCount: totals.garageCount,
    totalLikes: totals.totalLikes,
  };
}

const count = z.number().int().min(0);

const profileFieldsSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  avatar: imageViewSchema.nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<ProfileFields>;

export const myProfileSchema = profileFieldsSchema.extend({
  email: z.string(),
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
  role: z.enum(['user', 'moderator', 'admin']),
}) satisfies z.ZodType<MyProfile>;

export const publicProfileSchema = profileFieldsSchema.extend({
  garageCount: count,
  totalLikes: count,
  totalViews: count,
  isMe: z.boolean(),
}) satisfies z.ZodType<PublicProfile>;

export const userCardSchema = profileFieldsSchema.omit({ website: true, phoneNumber: true }).extend({
  garageCount: count,
  totalLikes: count,
}) satisfies z.ZodType<UserCard>;

export const userDirectorySummarySchema = z.object({
  totalUsers: count,
  activeUsers: count,
  totalGarages: count,
}) satisfies z.ZodType<UserDirectorySummary>;
