/**
 * Demo invite programme data: every member gets an invite code; the two
 * earliest members invited later ones, in every state — rewarded (500 points), completed
 * (verified, reward not yet written: the state the verification hook passes through) and pending.
 * The invites start when the invitee joined. Only into an empty `invites` table.
 */
import { eq, sql } from 'drizzle-orm';
import { INVITE_POINTS_PER_COMPLETED, type InviteStatus } from '@garaj/shared';
import type { Db } from '../db/client.ts';
import { invites, profiles } from '../db/schema/index.ts';
import { generateInviteCode } from '../modules/invites/invites.service.ts';

export interface SeedInviteMember {
  id: string;
  joinedAt: Date;
}

/** Statuses of the first inviter's invites, then the second's. */
const PLAN: InviteStatus[][] = [
  ['rewarded', 'rewarded', 'rewarded', 'rewarded', 'rewarded', 'completed', 'pending'],
  ['rewarded', 'pending'],
];

/** Writes codes and invites; returns how many invites were written. */
export async function seedInvites(tx: Db, members: SeedInviteMember[]): Promise<number> {
  const codes = new Set<string>();
  for (const m of members) {
    let code = generateInviteCode();
    while (codes.has(code)) code = generateInviteCode();
    codes.add(code);
    await tx.update(profiles).set({ inviteCode: code }).where(eq(profiles.userId, m.id));
  }
  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(invites);
  if ((existing?.n ?? 0) > 0) return 0;
  const byJoin = [...members].sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime());
  const inviters = byJoin.slice(0, PLAN.length);
  const invitees = byJoin.slice(PLAN.length);
  const rows: (typeof invites.$inferInsert)[] = [];
  let next = 0;
  PLAN.forEach((statuses, i) => {
    for (const status of statuses) {
      const invitee = invitees[next++];
      if (!invitee) return;
      const createdAt = invitee.joinedAt;
      const completedAt = status === 'pending' ? null : new Date(createdAt.getTime() + 60 * 60 * 1000);
      rows.push({
        inviterId: inviters[i]!.id,
        inviteeId: invitee.id,
        status,
        points: status === 'rewarded' ? INVITE_POINTS_PER_COMPLETED : 0,
        createdAt,
        completedAt,
        rewardedAt: status === 'rewarded' ? completedAt : null,
      });
    }
  });
  if (rows.length) await tx.insert(invites).values(rows);
  return rows.length;
}
