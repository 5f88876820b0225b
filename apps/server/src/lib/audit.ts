/**
 * The audit log: every moderator and admin action is recorded as ONE row of
 * `audit_log`, written with the action's own transaction `tx` — the action and its record
 * commit or roll back together. The table is append-only (migration 0009's trigger).
 *
 * `action` is `<target>.<verb>` (`user.ban`, `user.role`, `garage.delete`, `post.hide`,
 * `report.resolve`, `ad.create`, `faq.update`, `settings.update`, `premium.grant` …);
 * `before` / `after` hold the changed fields where the action changes something (JSON, no
 * secrets: never e-mail bodies, passwords or tokens).
 */
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { Viewer } from './session.ts';

/** One audit entry; the actor is the signed-in moderator or admin (null for a system action). */
export interface AuditEntry {
  actor: Pick<Viewer, 'id' | 'username'> | null;
  action: string;
  targetType?: string;
  targetId?: string;
  /** What the target was called when the action happened (a garage's title, a member's username). */
  targetLabel?: string | null;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Appends one row to `audit_log` inside `tx`. Throws only what the database throws. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorUsername: entry.actor?.username ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
