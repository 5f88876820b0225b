/**
 * The activity feed's reaction to domain events (lib/domain-events.ts): each public thing that happened becomes one
 * `activities` row, written with the emitter's `tx`, so it commits or rolls back with the write.
 *
 * What is recorded (type ← event):
 * - `join` ← member.joined; `follow` ← member.followed (subject: the followed member);
 * - `new_garage` ← garage.created; `garage_update` ← garage.updated, at most one per garage per
 *   GARAGE_UPDATE_ACTIVITY_WINDOW_MS (a `new_garage` row of that garage inside the window counts
 *   too: editing a garage just after creating it is not news);
 * - `modification` ← modification.created, except for modifications saved with the garage's own
 *   creation (same transaction: the `new_garage` row stands for them);
 * - `like` ← garage.liked and post.liked (decision: post likes are likes too — the filter is
 *   'like', and both are public counts of other members' votes; the target tells them apart);
 * - `comment` ← garage.commented and post.commented (target: the garage or the post);
 * - `blog_post` ← post.published (first publication only);
 * - `question` ← topic.created of kind 'question'; `answer` ← reply.created on a question.
 *   Forum discussions and their replies are not in the type list and are not recorded.
 *
 * Undo events remove their row: garage.unliked / post.unliked → that like's row,
 * member.unfollowed → the follow row, post.unpublished → the blog_post row. Deleting a garage,
 * modification, comment, post, topic, reply or member deletes its rows by cascade (foreign keys
 * of `activities`). Nothing private is stored: no draft (posts are recorded when published and
 * the feed shows post rows only while the post is published), no e-mail; `search_text` is
 * `foldForSearch(actor username + full name + target title)` as they were at the event.
 *
 * Favorites, views, photo changes, accepted answers, competitions and badges record nothing here.
 */
import { sql } from 'drizzle-orm';
import { GARAGE_UPDATE_ACTIVITY_WINDOW_MS, foldForSearch, type ActivityType } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { activityFor, type ActivityTarget } from './activities.rows.ts';
import type { DomainEvent, DomainEventHandler } from '../../lib/domain-events.ts';

type Target = ActivityTarget;

/** `username full_name` of a member (empty when the member is gone). */
async function memberNames(tx: Db, userId: string): Promise<string> {
  const [row] = await queryRows<{ username: string | null; full_name: string | null }>(
    tx,
    sql`select u.display_username as username, p.full_name from users u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
  return row ? [row.username, row.full_name].filter(Boolean).join(' ') : '';
}

/** The searchable title of the row's target: garage name with make and model, post or topic title, member names. */
async function targetTitle(tx: Db, target: Target): Promise<string> {
  if (target.garageId) {
    const [g] = await queryRows<{ t: string }>(tx, sql`select concat_ws(' ', name, car_brand, car_model) as t from garages where id = ${target.garageId}`);
    return g?.t ?? '';
  }
  if (target.postId) {
    const [p] = await queryRows<{ t: string }>(tx, sql`select title as t from blog_posts where id = ${target.postId}`);
    return p?.t ?? '';
  }
  if (target.topicId) {
    const [t] = await queryRows<{ t: string }>(tx, sql`select title as t from forum_topics where id = ${target.topicId}`);
    return t?.t ?? '';
  }
  if (target.subjectUserId) return memberNames(tx, target.subjectUserId);
  return '';
}

/** Inserts one activity row with its search text. */
async function record(tx: Db, type: ActivityType, actorId: string, target: Target = {}): Promise<void> {
  const searchText = foldForSearch(`${await memberNames(tx, actorId)} ${await targetTitle(tx, target)}`);
  await queryRows(
    tx,
    sql`insert into activities (type, actor_id, garage_id, modification_id, garage_comment_id, post_id, post_comment_id, topic_id, reply_id, subject_user_id, search_text)
        values (${type}, ${actorId}, ${target.garageId ?? null}, ${target.modificationId ?? null}, ${target.garageCommentId ?? null},
                ${target.postId ?? null}, ${target.postCommentId ?? null}, ${target.topicId ?? null}, ${target.replyId ?? null},
                ${target.subjectUserId ?? null}, ${searchText})`,
  );
}

/** True when a row of one of `types` exists for the garage and `where` holds for it. */
async function garageRowExists(tx: Db, garageId: string, types: ActivityType[], where: ReturnType<typeof sql>): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from activities where garage_id = ${garageId} and type in (${sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    )}) and ${where} limit 1`,
  );
  return rows.length > 0;
}

/** Deletes rows of `type` by `actorId` matching `where`. */
async function remove(tx: Db, type: ActivityType, actorId: string | null, where: ReturnType<typeof sql>): Promise<void> {
  const byActor = actorId ? sql` and actor_id = ${actorId}` : sql``;
  await queryRows(tx, sql`delete from activities where type = ${type}${byActor} and ${where}`);
}

/**
 * Writes, or removes, the activity rows of one domain event inside the emitter's transaction.
 * Unknown or unrecorded events do nothing.
 */
export const activitiesHandler: DomainEventHandler = async (tx: Db, event: DomainEvent) => {
  // Undo events and the time-window rules; every other event records what activityFor says.
  switch (event.type) {
    case 'member.unfollowed':
      return remove(tx, 'follow', event.actorId, sql`subject_user_id = ${event.userId}`);
    case 'garage.unliked':
      return remove(tx, 'like', event.actorId, sql`garage_id = ${event.garageId}`);
    case 'post.unpublished':
      return remove(tx, 'blog_post', null, sql`post_id = ${event.postId}`);
    case 'post.unliked':
      return remove(tx, 'like', event.actorId, sql`post_id = ${event.postId}`);
    case 'garage.updated': {
      const windowMs = GARAGE_UPDATE_ACTIVITY_WINDOW_MS;
      const recent = sql`created_at > now() - ${`${windowMs} milliseconds`}::interval`;
      if (await garageRowExists(tx, event.garageId, ['garage_update', 'new_garage'], recent)) return;
      break;
    }
    case 'modification.created':
      // Saved with the garage itself (the same transaction, so the same now()): the new_garage row covers it.
      if (await garageRowExists(tx, event.garageId, ['new_garage'], sql`created_at = now()`)) return;
      break;
    default:
      break;
  }
  const row = activityFor(event);
  if (row) await record(tx, row.type, row.actorId, row.target);
};
