/**
 * The member's signed-in devices (`/profile`): each session with its browser, system and kind of
 * device (read from the user agent with bowser), the address it was opened from with its last
 * part hidden and roughly where it is (province or state, country: lib/geo-ip.ts), when it began
 * and when it was last seen (`sessions.updated_at`, refreshed at most
 * once a minute); one can be signed out, or every one but the current. A signed-out device's
 * cookie-cached session stops working at once on every instance (publishSessionsRevoked).
 */
import Bowser from 'bowser';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MemberSession } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { placeOfAddress } from '../../lib/geo-ip.ts';
import { isoUtc } from '../../lib/member-rows.ts';
import { publishSessionsRevoked } from '../../lib/session.ts';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The token of the request's session cookie (its signature is checked by the session lookup, not here). */
export function currentSessionToken(request: FastifyRequest): string | null {
  const raw = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (!raw) return null;
  return decodeURIComponent(raw).split('.')[0] ?? null;
}

/** `85.105.12.34` → `85.105.12.x`; IPv6 keeps its first four groups. */
export function maskAddress(address: string | null): string | null {
  if (!address) return null;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(address)) return address.replace(/\.\d+$/, '.x');
  const groups = address.split(':').filter(Boolean);
  return groups.length > 4 ? `${groups.slice(0, 4).join(':')}:…` : address;
}

function describe(userAgent: string | null): Pick<MemberSession, 'browser' | 'os' | 'device'> {
  if (!userAgent) return { browser: null, os: null, device: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const version = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? `${parsed.browser.name}${version ? ` ${version}` : ''}` : null;
  const os = parsed.os.name ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : parsed.os.version ? ` ${parsed.os.version}` : ''}` : null;
  const type = parsed.platform.type;
  return { browser, os, device: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'unknown' };
}

/** GET /api/me/sessions — the member's unexpired sessions, most recently seen first. */
export async function listSessions(db: Db, userId: string, currentToken: string | null): Promise<MemberSession[]> {
  const rows = await queryRows<{ id: string; token: string; ip_address: string | null; user_agent: string | null; created_at: string; updated_at: string }>(
    db,
    sql`select id, token, ip_address, user_agent, ${isoUtc(sql`created_at`)} as created_at, ${isoUtc(sql`updated_at`)} as updated_at
        from sessions where user_id = ${userId} and expires_at > now() order by updated_at desc, id limit 50`,
  );
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      current: row.token === currentToken,
      ...describe(row.user_agent),
      address: maskAddress(row.ip_address),
      place: await placeOfAddress(row.ip_address),
      createdAt: row.created_at,
      lastSeenAt: row.updated_at,
    })),
  );
}

/**
 * DELETE /api/me/sessions/:id — signs that device out.
 * @throws 404 SESSION_NOT_FOUND (none of the member's), 400 SESSION_IS_CURRENT (sign out instead)
 */
export async function revokeSession(db: Db, userId: string, id: string, currentToken: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ token: string }>(tx, sql`select token from sessions where id = ${id} and user_id = ${userId}`);
    if (!row) throw notFound('SESSION_NOT_FOUND');
    if (row.token === currentToken) throw badRequest('SESSION_IS_CURRENT');
    await tx.execute(sql`delete from sessions where id = ${id}`);
    await publishSessionsRevoked(tx, userId);
  });
}

/** POST /api/me/sessions/revoke-others — signs every device but this one out. */
export async function revokeOtherSessions(db: Db, userId: string, currentToken: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from sessions where user_id = ${userId} and token is distinct from ${currentToken}`);
    await publishSessionsRevoked(tx, userId);
  });
}
