/**
 * Per-account password throttling, on top of the per-address rate limit. It guards EVERY
 * route that checks a password (lib/auth.ts `PASSWORD_CHECKS`: e-mail and username sign-in,
 * change-password, verify-password, delete-user with a password):
 * - the first {@link FREE_FAILURES} failed password attempts on an account cost nothing;
 * - after that each attempt must wait `2^(failures − FREE_FAILURES) × 5 s` (at most 15 min) after
 *   the previous failure — a member typing their password still gets in, a guesser slows to a crawl;
 * - after {@link LOCK_AFTER_FAILURES} failures, password sign-in is refused until the member sets a
 *   new password through the reset link (which only the owner of the mailbox can follow), so a
 *   stranger can make a member use the reset link but never keep them out;
 * - a success or a password reset clears the count; failures older than a day are forgotten.
 *
 * Atomic: an attempt is RESERVED — counted as a failure — by one statement before the password
 * is checked ({@link reserveAttempt}: an upsert whose update only happens while the gate is open,
 * so concurrent attempts queue on the row lock and each sees the count the previous one left).
 * A success then clears the count; any other outcome keeps it. So ten attempts at once get
 * exactly the free ones checked, never ten.
 *
 * Keyed by ACCOUNT ({@link accountKey}): the account's lower-cased e-mail, whichever name the
 * attempt used (a username is resolved to its account's e-mail). A name that has no account
 * is keyed by itself and throttled the same way, so the answers never tell whether one exists.
 */
import { eq, sql } from 'drizzle-orm';
import { usernameKey } from '@garaj/shared';
import type { Db } from '../db/client.ts';
import { signInFailures, users } from '../db/schema/index.ts';

export const FREE_FAILURES = 5;
export const LOCK_AFTER_FAILURES = 20;
const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 15 * 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export type SignInGate = { state: 'open' } | { state: 'wait'; retryAfterSeconds: number } | { state: 'locked' };

/** Delay (ms) required after the `failures`-th consecutive failure. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

const keyOf = (key: string) => key.trim().toLowerCase();

/**
 * The throttle key of an account named by `by`: its lower-cased e-mail. A username is resolved
 * to its account (Turkish-folded key, as the username plugin looks it up); an unknown username
 * gets `username:<key>` (no `@`, so it never meets an e-mail key).
 */
export async function accountKey(db: Db, by: { email: string } | { username: string }): Promise<string> {
  if ('email' in by) return keyOf(by.email);
  const name = usernameKey(by.username.trim());
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.username, name)).limit(1);
  return row ? keyOf(row.email) : `username:${name}`;
}

/** The gate of a counter row as it stands (no row: open). */
function gateOf(row: { failures: number; lastFailedAt: Date } | undefined, now: Date): SignInGate {
  if (!row) return { state: 'open' };
  const since = now.getTime() - row.lastFailedAt.getTime();
  if (since > FORGET_AFTER_MS && row.failures < LOCK_AFTER_FAILURES) return { state: 'open' };
  if (row.failures >= LOCK_AFTER_FAILURES) return { state: 'locked' };
  const wait = delayAfter(row.failures) - since;
  return wait > 0 ? { state: 'wait', retryAfterSeconds: Math.ceil(wait / 1000) } : { state: 'open' };
}

/** May a password for account `key` be tried now? Reads only (the routes use {@link reserveAttempt}). */
export async function signInGate(db: Db, key: string, now: Date = new Date()): Promise<SignInGate> {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.email, keyOf(key))).limit(1);
  return gateOf(row, now);
}

/**
 * Reserves one password attempt on account `key`: when the gate is open, counts it as a failure
 * (failures + 1, or 1 after a day of quiet) and answers `open` — the caller may check the
 * password and must {@link clearSignInFailures} on success. When closed, changes nothing and
 * answers `wait` (with seconds) or `locked`. One upsert: concurrent reservations serialise on
 * the row, so no more than the allowed attempts pass.
 */
export async function reserveAttempt(db: Db, key: string, now: Date = new Date()): Promise<SignInGate> {
  const k = keyOf(key);
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  const t = signInFailures;
  const forgotten = sql`(${t.lastFailedAt} < ${forgetBefore}::timestamptz and ${t.failures} < ${LOCK_AFTER_FAILURES})`;
  // delayAfter() in SQL: 0 below FREE_FAILURES, then 5 s doubling, capped at 15 min.
  const delayMs = sql`(case when ${t.failures} < ${FREE_FAILURES} then 0 else least(${BASE_DELAY_MS} * power(2, ${t.failures} - ${FREE_FAILURES}), ${MAX_DELAY_MS}) end)`;
  const waited = sql`(${t.failures} < ${LOCK_AFTER_FAILURES} and ${t.lastFailedAt} <= ${at}::timestamptz - make_interval(secs => ${delayMs} / 1000.0))`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const reserved = await db
      .insert(t)
      .values({ email: k, failures: 1, lastFailedAt: now })
      .onConflictDoUpdate({
        target: t.email,
        set: { failures: sql`case when ${forgotten} then 1 else ${t.failures} + 1 end`, lastFailedAt: sql`${at}::timestamptz` },
        setWhere: sql`${forgotten} or ${waited}`,
      })
      .returning({ failures: t.failures });
    if (reserved.length) return { state: 'open' };
    const gate = await signInGate(db, k, now);
    // Cleared by a success between the two statements: reserve again.
    if (gate.state !== 'open') return gate;
  }
  // Cleared and refilled by others three times over: this attempt was not counted, so it waits.
  return { state: 'wait', retryAfterSeconds: 1 };
}

/** Forgets the failures of account `key` (after a successful password check or a password reset). */
export async function clearSignInFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, keyOf(key)));
}
