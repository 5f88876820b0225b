/**
 * `@username` in comments: the members a comment names hear of it through the parent's
 * `mentioned` event (a `*_mention` notification pointing at the garage or post), exactly as
 * mentions in forum answers — at most MENTION_LIMIT names, never the author, a banned member or
 * one kept apart from the author by a block (users' `mentionableMembers`).
 */
import type { Db } from '../../db/client.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { mentionableMembers } from '../users/index.ts';
import type { CommentParent } from './comments.service.ts';

/**
 * Tells the mentionable members among `usernames` (those a new comment names, or those an edit
 * names for the first time) about comment `commentId`, in `tx`; nothing when none is left.
 */
export async function notifyCommentMentions(
  tx: Db,
  parent: CommentParent,
  comment: { actorId: string; parentId: string; commentId: string },
  usernames: readonly string[],
): Promise<void> {
  const userIds = await mentionableMembers(tx, comment.actorId, usernames);
  if (userIds.length) await emitDomainEvent(tx, parent.mentioned({ ...comment, userIds }));
}
