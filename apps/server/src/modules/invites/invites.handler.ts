/**
 * The invite programme's reactions to domain events (registered by modules/community-handlers.ts):
 * `member.joined` with an invite code records the pending invite; `member.email_verified`
 * completes and rewards it. Both run in the emitter's transaction (lib/domain-events.ts), so a
 * sign-up and its invite commit together; both steps are idempotent.
 */
import type { Db } from '../../db/client.ts';
import type { DomainEvent } from '../../lib/domain-events.ts';
import { creditVerifiedInvite, recordInvite } from './invites.credit.ts';

/** Handles `member.joined` (with `inviteCode`) and `member.email_verified`; ignores every other event. */
export async function invitesHandler(tx: Db, event: DomainEvent): Promise<void> {
  if (event.type === 'member.joined' && event.inviteCode !== undefined) await recordInvite(tx, event.userId, event.inviteCode);
  else if (event.type === 'member.email_verified') await creditVerifiedInvite(tx, event.userId);
}
