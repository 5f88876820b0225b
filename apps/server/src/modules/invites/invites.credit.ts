/**
 * The two steps of the invite programme that follow an account's life: a sign-up with a code
 * records a pending invite; the invitee's e-mail verification completes and rewards it. The
 * sign-up hooks do not call them: they emit `member.joined` and `member.email_verified`, which
 * the invites handler (invites.handler.ts) turns into these calls in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { INVITE_POINTS_PER_COMPLETED, normalizeInviteCode } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { invites, profiles, users } from '../../db/schema/index.ts';

/**
 * Records that `inviteeId` signed up with `rawCode` (status pending). Returns the inviter's id,
 * or null when the code is malformed or unknown, is the invitee's own, or the account is already
 * someone's invitee.
 */
export async function recordInvite(tx: Db, inviteeId: string, rawCode: unknown): Promise<string | null> {
  const code = normalizeInviteCode(rawCode);
  if (!code) return null;
  const [inviter] = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.inviteCode, code));
  if (!inviter || inviter.userId === inviteeId) return null;
  const [row] = await tx.insert(invites).values({ inviterId: inviter.userId, inviteeId }).onConflictDoNothing().returning({ inviterId: invites.inviterId });
  return row?.inviterId ?? null;
}

/**
 * Credits the invite of `inviteeId` when their e-mail is verified: pending → completed, then
 * completed → rewarded with INVITE_POINTS_PER_COMPLETED points (same transaction). Idempotent;
 * an unverified invitee is never credited. Returns the inviter's id when this call rewarded.
 */
export async function creditVerifiedInvite(db: Db, inviteeId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [verified] = await tx.select({ ok: users.emailVerified }).from(users).where(eq(users.id, inviteeId));
    if (!verified?.ok) return null;
    await tx
      .update(invites)
      .set({ status: 'completed', completedAt: sql`now()` })
      .where(and(eq(invites.inviteeId, inviteeId), eq(invites.status, 'pending')));
    const [rewarded] = await tx
      .update(invites)
      .set({ status: 'rewarded', points: INVITE_POINTS_PER_COMPLETED, rewardedAt: sql`now()` })
      .where(and(eq(invites.inviteeId, inviteeId), eq(invites.status, 'completed')))
      .returning({ inviterId: invites.inviterId });
    return rewarded?.inviterId ?? null;
  });
}
