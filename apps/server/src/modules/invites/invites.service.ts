/**
 * Invite programme (invite a friend: codes, entries, rewards; states 'Beklemede' → 'Tamamlandı'
 * → 'Ödüllendirildi'; points and tiers). Design:
 *
 * - Codes: `profiles.invite_code`, 8 random characters of INVITE_CODE_ALPHABET (no 0/O, 1/I/L),
 *   made on first use; the unique constraint settles races (retry on a collision; a concurrent
 *   first use of the same member keeps whichever code was written first).
 * - Registration: the sign-up body's `ref` (the web form carries `/register?ref=CODE`) is read by
 *   the user-create hook of lib/auth.ts, which emits `member.joined` with it in the transaction
 *   that creates the profile; the invites handler calls `recordInvite` (invites.credit.ts). An unknown or malformed code is ignored (sign-up succeeds, no invite);
 *   never oneself (code check + the table's CHECK); one row per invited account (`invitee_id`
 *   unique) — a second sign-up with a registered address creates no account, so no credit.
 * - Verification: better-auth's user-update hook (the verification link sets `emailVerified`)
 *   emits `member.email_verified`; the handler calls `creditVerifiedInvite`: the invite becomes completed and is rewarded AT ONCE in
 *   the same transaction with INVITE_POINTS_PER_COMPLETED points (no job: nothing to wait for).
 *   Every step is a conditional UPDATE on the status, so running it twice credits once. An
 *   account created already verified (social sign-in) is credited by the create hook. A
 *   verification written outside better-auth (SQL, the seed) credits nothing, so the seed's
 *   states stay as written.
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, normalizeInviteCode } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { activeMember } from '../../db/visibility.ts';

/** A fresh random code (crypto RNG; never derived from the member's data). */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** True when `error` is a unique violation on `profiles_invite_code_unique`. */
function isInviteCodeCollision(error: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === 'profiles_invite_code_unique' || message?.includes('profiles_invite_code_unique'))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The member's permanent code, created when missing (race-safe: `where invite_code is null` +
 * the unique constraint, retried on a collision).
 * @throws when the member has no profile or no free code was found in 8 tries (practically never: 31^8 codes).
 */
export async function ensureInviteCode(db: Db, userId: string, generate: () => string = generateInviteCode): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await db.select({ code: profiles.inviteCode }).from(profiles).where(eq(profiles.userId, userId));
    if (!row) throw new Error(`no profile for ${userId}`);
    if (row.code) return row.code;
    try {
      const [written] = await db
        .update(profiles)
        .set({ inviteCode: generate() })
        .where(and(eq(profiles.userId, userId), sql`${profiles.inviteCode} is null`))
        .returning({ code: profiles.inviteCode });
      if (written?.code) return written.code;
      // Another request wrote it first: read it on the next turn.
    } catch (error) {
      if (!isInviteCodeCollision(error)) throw error;
    }
  }
  throw new Error('no free invite code');
}

// Recording and crediting an invite run in lib/auth.ts's hooks, so they live in lib/ (lib is below modules).
export { creditVerifiedInvite, recordInvite } from './invites.credit.ts';

/**
 * The member whose invite code `rawCode` is, for the sign-up page (`/register?ref=CODE`): the
 * username they show, or null when the code is malformed or unknown, or its owner is banned now
 * (their profile is not public either).
 */
export async function inviterOfCode(db: Db, rawCode: unknown): Promise<{ username: string } | null> {
  const code = normalizeInviteCode(rawCode);
  if (!code) return null;
  const [row] = await db
    .select({ username: users.username, displayUsername: users.displayUsername })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.inviteCode, code), activeMember(profiles.userId)));
  const username = row?.displayUsername ?? row?.username;
  return username ? { username } : null;
}

/** Counts and points of an inviter's invites. */
export async function inviteCounts(db: Db, inviterId: string): Promise<{ total: number; completed: number; pending: number; points: number }> {
  const [row] = await queryRows<{ total: string | number; completed: string | number; pending: string | number; points: string | number }>(
    db,
    sql`select count(*) as total,
               count(*) filter (where status in ('completed', 'rewarded')) as completed,
               count(*) filter (where status = 'pending') as pending,
               coalesce(sum(points), 0) as points
          from invites where inviter_id = ${inviterId}`,
  );
  return { total: Number(row?.total ?? 0), completed: Number(row?.completed ?? 0), pending: Number(row?.pending ?? 0), points: Number(row?.points ?? 0) };
}

/** ISO completion times of the inviter's verified invites, oldest first (the rewards' unlock dates). */
export async function completedDates(db: Db, inviterId: string): Promise<string[]> {
  const rows = await queryRows<{ at: string }>(
    db,
    sql`select to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
          from invites where inviter_id = ${inviterId} and completed_at is not null
         order by completed_at asc, id asc`,
  );
  return rows.map((r) => r.at);
}

