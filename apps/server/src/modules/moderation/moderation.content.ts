/**
 * Moderating content: hide / show again, and delete, the moderatable kinds (`MODERATABLE_TYPES`)
 * — for the moderation endpoints (modules/moderation) and for resolving a report
 * (modules/reports). What each kind does is its descriptor's (modules/content-kinds.ts).
 *
 * Both functions run inside the caller's transaction and NEVER write the audit row: the
 * service that performs the action records exactly one (`<type>.hide`, `<type>.delete`, or
 * `report.resolve`) with the same `tx`.
 *
 * Hidden content stays stored (reports and the audit log point at it) but is served to nobody
 * but moderators, admins and its author (db/visibility.ts). Public counters count visible items
 * only: hiding a comment lowers its post's or garage's `comments_count`, hiding a reply its
 * topic's and category's `replies_count`, hiding a topic its category's counters; showing it
 * again gives them back, and deleting a hidden item leaves them (each module's delete knows).
 *
 * Deleting reuses each module's own delete (the same function its DELETE endpoint runs): blog
 * post images are left to `afterCommit` (or the orphan sweeper), counters, votes, reputation and
 * category members follow as they do there; forum deletes publish their realtime event at commit.
 */
import type { ModeratableType } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import type { ModerationResult } from '../../lib/content-kinds.ts';
import type { Viewer } from '../../lib/session.ts';
import { moderatableKind } from '../content-kinds.ts';

/**
 * Hides (`hidden: true`, with the moderator's `reason`) or shows again one item, keeping the
 * public counters to visible items. Hiding an item already hidden only replaces the reason;
 * showing a visible one changes nothing. The caller checks the actor is a moderator/admin.
 * @throws 404 with the kind's code (`BLOG_POST_NOT_FOUND` / `COMMENT_NOT_FOUND` / `TOPIC_NOT_FOUND` / `REPLY_NOT_FOUND`)
 */
export async function setContentHidden(
  tx: Db,
  actor: Viewer,
  target: { type: ModeratableType; id: string; hidden: boolean; reason?: string | null },
): Promise<ModerationResult> {
  const reason = target.hidden ? (target.reason ?? null) : null;
  return moderatableKind(target.type).moderation.setHidden(tx, actor, target.id, target.hidden, reason);
}

/**
 * Deletes one item as its module's DELETE endpoint does for a moderator (same function): the
 * row and what cascades, counters, reputation; forum realtime events at commit. The caller
 * checks the actor is a moderator/admin and records the audit row.
 * @throws 404 as {@link setContentHidden}
 */
export async function deleteContent(tx: Db, actor: Viewer, target: { type: ModeratableType; id: string }): Promise<ModerationResult> {
  return moderatableKind(target.type).moderatorDelete(tx, actor, target.id);
}
