/**
 * Per-account sign-in throttling (issue #11 §5), on top of the per-address rate limit:
 * - the first {@link FREE_FAILURES} failed password attempts on an address cost nothing;
 * - after that each attempt must wait `2^(failures − FREE_FAILURES) × 5 s` (at most 15 min) after
 *   the previous failure — a member typing their password still gets in, a guesser slows to a crawl;
 * - after {@link LOCK_AFTER_FAILURES} failures, password sign-in is refused until the member sets a
 *   new password through the reset link (which only the owner of the mailbox can follow), so a
 *   stranger can make a member use the reset link but never keep them out;
 * - a success or a password reset clears the count; failures older than a day are forgotten.
 * Keyed by the lower-cased e-mail, whether an account exists or not (no enumeration).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFailures } from '../db/schema/index.ts';

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

const keyOf = (email: string) => email.trim().toLowerCase();

/** May a password sign-in for `email` be tried now? */
export async function signInGate(db: Db, email: string, now: Date = new Date()): Promise<SignInGate> {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.email, keyOf(email))).limit(1);
  if (!row) return { state: 'open' };
  const since = now.getTime() - row.lastFailedAt.getTime();
  if (since > FORGET_AFTER_MS && row.failures < LOCK_AFTER_FAILURES) return { state: 'open' };
  if (row.failures >= LOCK_AFTER_FAILURES) return { state: 'locked' };
  const wait = delayAfter(row.failures) - since;
  return wait > 0 ? { state: 'wait', retryAfterSeconds: Math.ceil(wait / 1000) } : { state: 'open' };
}

/** Counts one failed attempt (atomically; a failure after a day of quiet starts again at 1). */
export async function recordSignInFailure(db: Db, email: string, now: Date = new Date()): Promise<void> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  await db
    .insert(signInFailures)
    .values({ email: keyOf(email), failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${signInFailures.lastFailedAt} < ${forgetBefore.toISOString()}::timestamptz and ${signInFailures.failures} < ${LOCK_AFTER_FAILURES} then 1 else ${signInFailures.failures} + 1 end`,
        lastFailedAt: now,
      },
    });
}

/** Forgets the failures of `email` (after a successful sign-in or a password reset). */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, keyOf(email)));
}
