/**
 * Member profiles: the settings screen (username required; the row is created when missing)
 * and the public profile.
 *
 * The username lives on `users` (better-auth's username plugin): `users.username` holds
 * `usernameKey(name)` — unique under Turkish case folding (`Işık` = `IŞIK`) — and
 * `users.display_username` the name as typed. `users.name` and `users.image` mirror the full
 * name and avatar so better-auth's session shows them. `profiles.search_text` keeps
 * `foldForSearch(username fullName location bio)` for the users directory.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { usernameKey, usernameSkeleton, type profileInput } from '@garaj/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { garages, images, profiles, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { presentImageOrUrl, type StoredImage } from '../../lib/image-view.ts';
import type { Storage } from '../../lib/storage.ts';
import { deleteImageIfUnused, findOwnImage } from '../images/index.ts';
import type { GarageTotals, MemberRecord, OwnAccountRecord } from './profiles.presenter.ts';
import { profileSearchText, profileSuggestText } from '../../db/search-text.ts';
import { isSkeletonUniqueViolation, usernameConflict } from '../../lib/usernames.ts';

/** A validated PUT /api/me/profile body. */
export type ProfileData = z.output<typeof profileInput>;

export interface ProfileDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** Columns of a member as `MemberRecord`/`OwnAccountRecord` need them (users ⟕ profiles ⟕ images). */
const memberColumns = {
  id: users.id,
  usernameKey: users.username,
  displayUsername: users.displayUsername,
  email: users.email,
  emailVerified: users.emailVerified,
  pendingEmail: profiles.pendingEmail,
  role: users.role,
  createdAt: users.createdAt,
  fullName: profiles.fullName,
  bio: profiles.bio,
  location: profiles.location,
  website: profiles.website,
  phoneNumber: profiles.phoneNumber,
  avatarUrl: profiles.avatarUrl,
  avatarId: images.id,
  avatarWidth: images.width,
  avatarHeight: images.height,
  avatarVariants: images.variants,
};

async function findMember(db: Db, where: ReturnType<typeof eq>): Promise<OwnAccountRecord | null> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(images, eq(images.id, profiles.avatarImageId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const avatarImage: StoredImage | null =
    row.avatarId && row.avatarWidth !== null && row.avatarHeight !== null && row.avatarVariants
      ? { id: row.avatarId, width: row.avatarWidth, height: row.avatarHeight, variants: row.avatarVariants }
      : null;
  return {
    id: row.id,
    username: row.displayUsername ?? row.usernameKey ?? '',
    email: row.email,
    emailVerified: row.emailVerified,
    pendingEmail: row.pendingEmail ?? null,
    role: row.role,
    createdAt: row.createdAt,
    fullName: row.fullName ?? null,
    bio: row.bio ?? null,
    location: row.location ?? null,
    website: row.website ?? null,
    phoneNumber: row.phoneNumber ?? null,
    avatarUrl: row.avatarUrl ?? null,
    avatarImage,
  };
}

/**
 * The signed-in member's own profile (GET /api/me/profile), e-mail included. A member without a
 * `profiles` row gets empty fields.
 * @throws AppError 404 USER_NOT_FOUND when the account no longer exists.
 */
export async function getMyProfile(db: Db, viewerId: string): Promise<OwnAccountRecord> {
  const member = await findMember(db, eq(users.id, viewerId));
  if (!member) throw notFound('USER_NOT_FOUND');
  return member;
}

/**
 * A member by username, Turkish case ignored (`ışık` finds `IŞIK`), with facts from their
 * garages. The record carries the e-mail: present it with `presentPublicProfile`, never raw.
 * @throws AppError 404 USER_NOT_FOUND.
 */
export async function getPublicProfile(db: Db, username: string): Promise<{ member: MemberRecord; totals: GarageTotals }> {
  const member = await findMember(db, eq(users.username, usernameKey(username)));
  if (!member) throw notFound('USER_NOT_FOUND');
  return { member, totals: await garageTotals(db, member.id) };
}

/** Number of garages of `userId` and the sums of their likes and views (0 when none). */
export async function garageTotals(db: Db, userId: string): Promise<GarageTotals> {
  const [row] = await db
    .select({
      garageCount: count(),
      totalLikes: sql<number>`coalesce(sum(${garages.likesCount}), 0)`.mapWith(Number),
      totalViews: sql<number>`coalesce(sum(${garages.viewsCount}), 0)`.mapWith(Number),
    })
    .from(garages)
    .where(eq(garages.userId, userId));
  return row ?? { garageCount: 0, totalLikes: 0, totalViews: 0 };
}

/** PostgreSQL unique violation on the username (the race the pre-check cannot exclude). */
function isUsernameUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint !== 'string' || constraint.includes('username');
  }
  return false;
}

/**
 * Replaces the signed-in member's profile (PUT /api/me/profile; created when missing). The body is the whole profile: omitted optional fields are cleared. In one transaction:
 * - username: `users.username = usernameKey(username)`, `users.display_username = username`;
 * - full name, bio, location, website (http/https only, checked by the schema), phone;
 * - avatar: `avatarImageId` (an image of this member uploaded with purpose `avatar`) or
 *   `avatarUrl`; the image wins when both are sent; neither removes the avatar;
 * - `profiles.search_text`, `users.name` (full name, else username) and `users.image` (avatar URL);
 * - the `profiles` row is created when missing.
 * After the commit, an uploaded avatar that was replaced or removed is deleted (files, then row).
 *
 * @returns the updated profile.
 * @throws AppError 409 USERNAME_TAKEN ('Bu kullanıcı adı zaten kullanılıyor.') when another member
 *   has the same username key, also when they take it concurrently (unique violation);
 *   409 USERNAME_TOO_SIMILAR when another member's name has the same look-alike skeleton
 *   (lib/usernames.ts: no look-alike names);
 *   400 IMAGE_NOT_FOUND when `avatarImageId` is not an avatar image of this member;
 *   400 EXTERNAL_IMAGE_UNSUPPORTED for an `avatarUrl` other than the stored one.
 */
export async function updateMyProfile(deps: ProfileDeps, viewerId: string, input: ProfileData): Promise<OwnAccountRecord> {
  const displayUsername = input.username;
  const key = usernameKey(displayUsername);
  const searchText = profileSearchText({ username: displayUsername, fullName: input.fullName, location: input.location, bio: input.bio });

  const newAvatarId = input.avatarImageId ?? null;
  let previousAvatarId: string | null;
  try {
    previousAvatarId = await deps.db.transaction(async (tx) => {
      // Serialises concurrent updates of one member.
      const [me] = await tx.select({ id: users.id }).from(users).where(eq(users.id, viewerId)).for('update');
      if (!me) throw notFound('USER_NOT_FOUND');
      const [current] = await tx.select({ avatarImageId: profiles.avatarImageId, avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, viewerId));

      let avatarImage: StoredImage | null = null;
      if (newAvatarId) {
        avatarImage = await findOwnImage(tx, viewerId, newAvatarId, 'avatar');
        if (!avatarImage) throw badRequest('IMAGE_NOT_FOUND', { avatarImageId: 'IMAGE_NOT_FOUND' });
      }
      const avatarUrl = avatarImage ? null : input.avatarUrl;
      // No new external avatar addresses; an avatar URL already stored may stay.
      if (avatarUrl && avatarUrl !== current?.avatarUrl) throw badRequest('EXTERNAL_IMAGE_UNSUPPORTED', { avatarUrl: 'EXTERNAL_IMAGE_UNSUPPORTED' });

      const clash = await usernameConflict(tx, displayUsername, viewerId);
      if (clash) throw conflict(clash, { username: clash });

      const now = new Date();
      await tx
        .update(users)
        .set({
          username: key,
          displayUsername,
          name: input.fullName ?? displayUsername,
          image: presentImageOrUrl(avatarImage, avatarUrl)?.url ?? null,
          updatedAt: now,
        })
        .where(eq(users.id, viewerId));

      const fields = {
        fullName: input.fullName,
        bio: input.bio,
        location: input.location,
        website: input.website,
        phoneNumber: input.phoneNumber,
        avatarImageId: avatarImage?.id ?? null,
        avatarUrl,
        searchText,
        suggestText: profileSuggestText({ username: displayUsername, fullName: input.fullName }),
        usernameSkeleton: usernameSkeleton(displayUsername),
        updatedAt: now,
      };
      await tx
        .insert(profiles)
        .values({ userId: viewerId, ...fields })
        .onConflictDoUpdate({ target: profiles.userId, set: fields });
      return current?.avatarImageId ?? null;
    });
  } catch (err) {
    if (isUsernameUniqueViolation(err)) throw conflict('USERNAME_TAKEN', { username: 'USERNAME_TAKEN' });
    if (isSkeletonUniqueViolation(err)) throw conflict('USERNAME_TOO_SIMILAR', { username: 'USERNAME_TOO_SIMILAR' });
    throw err;
  }

  if (previousAvatarId && previousAvatarId !== newAvatarId) await deleteImageIfUnused(deps, previousAvatarId);
  return getMyProfile(deps.db, viewerId);
}
