/**
 * Moderating content: hide / show again, and delete, the five moderatable types
 * (`MODERATABLE_TYPES`: post, post_comment, topic, reply, garage_comment) — for the moderation
 * endpoints (modules/moderation) and for resolving a report (modules/reports).
 *
 * Both functions run inside the caller's transaction and NEVER write the audit row: the
 * service that performs the action records exactly one (`<type>.hide`, `<type>.delete`, or
 * `report.resolve`) with the same `tx`.
 *
 * Hidden content stays stored (reports and the audit log point at it) but is served to nobody
 * but moderators, admins and its author (db/visibility.ts). Public counters count visible
 * items only: hiding a comment lowers its post's or garage's `comments_count`, hiding a reply
 * its topic's and category's `replies_count`, hiding a topic its category's counters; showing
 * it again gives them back, and deleting a hidden item leaves them (each module's delete knows).
 *
 * Deleting reuses each module's own delete (the same function its DELETE endpoint runs): blog
 * post images are left to {@link DeleteResult.afterCommit} (or the orphan sweeper), counters,
 * votes, reputation and category members follow as they do there; forum deletes publish their
 * realtime event at commit.
 */
import { eq, sql } from 'drizzle-orm';
import type { ModeratableType } from '@garaj/shared';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { blogPostComments, blogPosts, garageComments, garages } from '../../db/schema/index.ts';
import { deletePostCommentInTransaction } from '../blog/index.ts';
import { deletePostInTransaction, deleteUnusedImages } from '../blog/index.ts';
import {
  deleteReplyInTransaction,
  deleteTopicInTransaction,
  setReplyHiddenInTransaction,
  setTopicHiddenInTransaction,
} from '../forum/index.ts';
import { deleteCommentInTransaction } from '../garages/index.ts';
import { invalidateGarageLists } from '../garages/index.ts';
import { notFound } from '../../lib/errors.ts';
import { publishInTransaction } from '../../lib/realtime.ts';
import type { Viewer } from '../../lib/session.ts';

/** What an audit row and a notification need: the item's title (or first 80 characters) and author. */
export interface ModerationResult {
  label: string;
  authorId: string;
  /**
   * Work for after the commit (drop cached garage lists, delete a deleted post's unused image
   * files). Optional to call: what it does is also done later (cache expiry, orphan sweeper).
   */
  afterCommit: (deps: Pick<AppDeps, 'db' | 'storage'>) => Promise<void>;
}

const nothing = async () => {};
const label80 = (text: string) => text.slice(0, 80);

/** The 404 code of each type, as its module answers. */
const NOT_FOUND_CODE: Record<ModeratableType, 'BLOG_POST_NOT_FOUND' | 'COMMENT_NOT_FOUND' | 'TOPIC_NOT_FOUND' | 'REPLY_NOT_FOUND'> = {
  post: 'BLOG_POST_NOT_FOUND',
  post_comment: 'COMMENT_NOT_FOUND',
  topic: 'TOPIC_NOT_FOUND',
  reply: 'REPLY_NOT_FOUND',
  garage_comment: 'COMMENT_NOT_FOUND',
};

/** The `hidden_*` values a hide or a show writes. */
const hiddenValues = (actor: Viewer, hidden: boolean, reason: string | null) =>
  hidden ? { hiddenAt: sql`now()`, hiddenBy: actor.id, hiddenReason: reason } : { hiddenAt: null, hiddenBy: null, hiddenReason: null };

/**
 * Hides (`hidden: true`, with the moderator's `reason`) or shows again one item, keeping the
 * public counters to visible items. Hiding an item already hidden only replaces the reason;
 * showing a visible one changes nothing. The caller checks the actor is a moderator/admin.
 * @throws 404 `BLOG_POST_NOT_FOUND` / `COMMENT_NOT_FOUND` / `TOPIC_NOT_FOUND` / `REPLY_NOT_FOUND`
 */
export async function setContentHidden(
  tx: Db,
  actor: Viewer,
  target: { type: ModeratableType; id: string; hidden: boolean; reason?: string | null },
): Promise<ModerationResult> {
  const { type, id, hidden } = target;
  const reason = hidden ? (target.reason ?? null) : null;
  switch (type) {
    case 'post': {
      const [row] = await tx
        .select({ title: blogPosts.title, authorId: blogPosts.authorId, hiddenAt: blogPosts.hiddenAt })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for('update');
      if (!row) throw notFound(NOT_FOUND_CODE[type]);
      if (Boolean(row.hiddenAt) !== hidden || hidden) await tx.update(blogPosts).set(hiddenValues(actor, hidden, reason)).where(eq(blogPosts.id, id));
      return { label: row.title, authorId: row.authorId, afterCommit: nothing };
    }
    case 'post_comment': {
      const [row] = await tx
        .select({ body: blogPostComments.body, authorId: blogPostComments.userId, postId: blogPostComments.postId, hiddenAt: blogPostComments.hiddenAt })
        .from(blogPostComments)
        .where(eq(blogPostComments.id, id))
        .for('update');
      if (!row) throw notFound(NOT_FOUND_CODE[type]);
      if (Boolean(row.hiddenAt) !== hidden) {
        await tx.update(blogPostComments).set(hiddenValues(actor, hidden, reason)).where(eq(blogPostComments.id, id));
        await tx
          .update(blogPosts)
          .set({ commentsCount: sql`greatest(${blogPosts.commentsCount} + ${hidden ? -1 : 1}, 0)` })
          .where(eq(blogPosts.id, row.postId));
      } else if (hidden) {
        await tx.update(blogPostComments).set({ hiddenReason: reason }).where(eq(blogPostComments.id, id));
      }
      return { label: label80(row.body), authorId: row.authorId, afterCommit: nothing };
    }
    case 'garage_comment': {
      const [row] = await tx
        .select({ body: garageComments.body, authorId: garageComments.userId, garageId: garageComments.garageId, hiddenAt: garageComments.hiddenAt })
        .from(garageComments)
        .where(eq(garageComments.id, id))
        .for('update');
      if (!row) throw notFound(NOT_FOUND_CODE[type]);
      if (Boolean(row.hiddenAt) !== hidden) {
        await tx.update(garageComments).set(hiddenValues(actor, hidden, reason)).where(eq(garageComments.id, id));
        await tx
          .update(garages)
          .set({ commentsCount: sql`greatest(${garages.commentsCount} + ${hidden ? -1 : 1}, 0)` })
          .where(eq(garages.id, row.garageId));
      } else if (hidden) {
        await tx.update(garageComments).set({ hiddenReason: reason }).where(eq(garageComments.id, id));
      }
      return { label: label80(row.body), authorId: row.authorId, afterCommit: async (deps) => invalidateGarageLists(deps.db) };
    }
    case 'topic': {
      const { title, authorId } = await setTopicHiddenInTransaction(tx, actor, id, hidden, reason);
      return { label: title, authorId, afterCommit: nothing };
    }
    case 'reply': {
      const { label, authorId } = await setReplyHiddenInTransaction(tx, actor, id, hidden, reason);
      return { label, authorId, afterCommit: nothing };
    }
  }
}

/**
 * Deletes one item as its module's DELETE endpoint does for a moderator (same function): the
 * row and what cascades, counters, reputation; forum realtime events at commit. The caller
 * checks the actor is a moderator/admin and records the audit row.
 * @throws 404 as {@link setContentHidden}
 */
export async function deleteContent(tx: Db, actor: Viewer, target: { type: ModeratableType; id: string }): Promise<ModerationResult> {
  const { type, id } = target;
  switch (type) {
    case 'post': {
      const deleted = await deletePostInTransaction(tx, actor, id);
      return {
        label: deleted.title,
        authorId: deleted.authorId,
        afterCommit: (deps) => deleteUnusedImages(deps, deleted.authorId, deleted.imageIds),
      };
    }
    case 'post_comment': {
      const deleted = await deletePostCommentInTransaction(tx, actor, id);
      return { label: label80(deleted.body), authorId: deleted.authorId, afterCommit: nothing };
    }
    case 'garage_comment': {
      const deleted = await deleteCommentInTransaction(tx, actor, id);
      return { label: label80(deleted.body), authorId: deleted.authorId, afterCommit: async (deps) => invalidateGarageLists(deps.db) };
    }
    case 'topic': {
      const deleted = await deleteTopicInTransaction(tx, actor, id);
      await publishInTransaction(tx, 'forum', 'topic.deleted', { topicId: id, categoryId: deleted.categoryId });
      return { label: deleted.title, authorId: deleted.authorId, afterCommit: nothing };
    }
    case 'reply': {
      const deleted = await deleteReplyInTransaction(tx, actor, id);
      await publishInTransaction(tx, 'forum', 'reply.deleted', deleted.event);
      return { label: deleted.label, authorId: deleted.authorId, afterCommit: nothing };
    }
  }
}
