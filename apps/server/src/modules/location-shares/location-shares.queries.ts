/**
 * Reading live location shares (decision 011). Every read goes through
 * {@link VISIBLE_TO}: a share is served only while `expires_at > now()` (whether or not the expiry
 * job has run yet), never for a banned or unnamed member, and a followers-only share
 * (`is_public = false`) only to the member and their followers. Timestamps leave the database as
 * ISO strings (`isoUtc`), coordinates exactly as stored (already rounded when approximate).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { activeMemberRow } from '../../db/visibility.ts';
import { imageFrom, isoUtc, MEMBER_COLUMNS, MEMBER_JOINS, memberFrom, type MemberRow, type Raw } from '../../lib/member-rows.ts';
import type { PublicLocationShare } from '@garaj/shared';
import type { StoredImage } from '../../lib/image-view.ts';

/** A share as read (internal; the presenter shapes it). */
export interface ShareRow extends Omit<PublicLocationShare, 'member' | 'vehicle'> {
  userId: string;
  member: MemberRow;
  garage: { id: string; name: string; brand: string; model: string; year: number | null; coverImage: StoredImage | null; coverUrl: string | null } | null;
  vehicleText: string | null;
}

/**
 * Shares (alias `s`, member `u`) the viewer may see: active, member not banned, public or the
 * viewer's own or of a member the viewer follows. `viewerId` null = a visitor (public only).
 */
export function visibleTo(viewerId: string | null): SQL {
  const base = sql`s.expires_at > now() and u.banned is not true and u.display_username is not null`;
  if (!viewerId) return sql`${base} and s.is_public`;
  return sql`${base} and (s.is_public or s.user_id = ${viewerId}
    or exists (select 1 from follows f where f.following_id = s.user_id and f.follower_id = ${viewerId}))`;
}

/** Reads shares matching `where` (over `s` and `u`), newest first. */
export async function selectShares(db: Db, where: SQL, limit = 500): Promise<ShareRow[]> {
  const rows = await queryRows<Raw>(
    db,
    sql`select s.id, s.user_id, s.vehicle_text, s.message, s.lat, s.lng, s.precision, s.is_public, s.duration_minutes,
          ${isoUtc(sql`s.created_at`)} as created_iso, ${isoUtc(sql`s.position_updated_at`)} as moved_iso, ${isoUtc(sql`s.expires_at`)} as expires_iso,
          (select count(*) from location_share_likes l where l.share_id = s.id)::int as likes_count,
          ${MEMBER_COLUMNS},
          g.id as g_id, g.name as g_name, g.car_brand as g_brand, g.car_model as g_model, g.car_year as g_year,
          c.external_url as cover_url, ci.id as ci_id, ci.width as ci_width, ci.height as ci_height, ci.variants as ci_variants
        from location_shares s
        join users u on u.id = s.user_id and ${activeMemberRow('u', 'id')}
        ${MEMBER_JOINS}
        left join garages g on g.id = s.garage_id
        left join lateral (
          select gp.image_id, gp.external_url from garage_photos gp where gp.garage_id = g.id order by gp.position limit 1
        ) c on true
        left join images ci on ci.id = c.image_id
        where ${where}
        order by s.created_at desc, s.id desc
        limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id as string,
    userId: r.user_id as string,
    member: memberFrom(r),
    garage: r.g_id
      ? {
          id: r.g_id as string,
          name: r.g_name as string,
          brand: r.g_brand as string,
          model: r.g_model as string,
          year: r.g_year === null || r.g_year === undefined ? null : Number(r.g_year),
          coverImage: imageFrom(r, 'ci'),
          coverUrl: (r.cover_url as string | null) ?? null,
        }
      : null,
    vehicleText: (r.vehicle_text as string | null) ?? null,
    message: r.message as string,
    lat: Number(r.lat),
    lng: Number(r.lng),
    precision: r.precision as ShareRow['precision'],
    isPublic: Boolean(r.is_public),
    durationMinutes: Number(r.duration_minutes),
    likesCount: Number(r.likes_count),
    createdAt: r.created_iso as string,
    positionUpdatedAt: r.moved_iso as string,
    expiresAt: r.expires_iso as string,
  }));
}

/** One share by id as the viewer may see it, or null (missing, ended or not visible). */
export async function selectVisibleShare(db: Db, id: string, viewerId: string | null): Promise<ShareRow | null> {
  const [row] = await selectShares(db, sql`s.id = ${id} and ${visibleTo(viewerId)}`, 1);
  return row ?? null;
}

/** A share by id whatever its visibility (to publish it), or null when it does not exist (or ended). */
export async function selectShareForEvent(db: Db, id: string): Promise<ShareRow | null> {
  const [row] = await selectShares(db, sql`s.id = ${id} and s.expires_at > now()`, 1);
  return row ?? null;
}

/** The ids of shares the viewer liked among `ids`. */
export async function selectLikedIds(db: Db, viewerId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{ share_id: string }>(
    db,
    sql`select share_id from location_share_likes where user_id = ${viewerId} and share_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
  return rows.map((r) => r.share_id);
}

/** The member's followers (ids): the audience, with the member, of a followers-only share. */
export async function selectFollowerIds(db: Db, userId: string): Promise<string[]> {
  const rows = await queryRows<{ follower_id: string }>(db, sql`select follower_id from follows where following_id = ${userId}`);
  return rows.map((r) => r.follower_id);
}
