/**
 * The demo seed's activity feed: the `activities` rows the activity module's
 * handler (modules/activities/activities.handler.ts) writes for the domain events the seeded
 * things would have emitted, built in bulk with the date of each thing.
 *
 * Why not call the handler once per event: it reads the actor's and the target's names and
 * inserts one row (three queries), about 1,300 times for the demo community — 8–13 s on PGlite,
 * half the whole seed. Here the names are read once and the rows inserted in a few statements.
 * Which row an event records is the handler's own mapping (the activities module's `activityFor`);
 * `seed.test.ts` replays seeded events through the real handler and compares the rows (names,
 * search text). The handler's time-window rules (garage_update within an hour of the garage's
 * last row, a modification saved with its garage) never apply to the seed's events: the seed's
 * edits and modifications come days or minutes after the garage, in other requests.
 */
import { sql } from 'drizzle-orm';
import { foldForSearch } from '@garaj/shared';
import { activityFor, type ActivityTarget } from '../modules/activities/index.ts';
import type { DomainEvent } from '../lib/domain-events.ts';
import { queryRows, type Db } from '../db/client.ts';
import { activities } from '../db/schema/index.ts';

/** A domain event and when it happened (ms). */
export interface ToldEvent {
  at: number;
  event: DomainEvent;
}

const idList = (ids: Iterable<string>) =>
  sql.join(
    [...ids].map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Inserts the activity rows of `told`, each dated `at`, with the handler's search text
 * (`foldForSearch(actor username + full name + target title)`).
 * @returns the number of rows written
 */
export async function writeSeedActivities(tx: Db, told: readonly ToldEvent[]): Promise<number> {
  const planned = told.flatMap(({ at, event }) => {
    const row = activityFor(event);
    return row ? [{ at, ...row }] : [];
  });
  if (!planned.length) return 0;
  const userIds = new Set(
    planned.flatMap((p) => [
      p.actorId,
      ...(p.target.subjectUserId ? [p.target.subjectUserId] : []),
    ]),
  );
  const garageIds = new Set(planned.flatMap((p) => (p.target.garageId ? [p.target.garageId] : [])));
  const postIds = new Set(planned.flatMap((p) => (p.target.postId ? [p.target.postId] : [])));
  const topicIds = new Set(planned.flatMap((p) => (p.target.topicId ? [p.target.topicId] : [])));
  const names = new Map(
    (
      await queryRows<{ id: string; username: string | null; full_name: string | null }>(
        tx,
        sql`select u.id, u.display_username as username, p.full_name from users u left join profiles p on p.user_id = u.id where u.id in (${idList(userIds)})`,
      )
    ).map((r) => [r.id, [r.username, r.full_name].filter(Boolean).join(' ')]),
  );
  const titles = new Map<string, string>();
  const read = async (
    ids: Set<string>,
    query: (list: ReturnType<typeof idList>) => ReturnType<typeof sql>,
  ) => {
    if (ids.size)
      for (const r of await queryRows<{ id: string; t: string | null }>(tx, query(idList(ids))))
        titles.set(r.id, r.t ?? '');
  };
  await read(
    garageIds,
    (list) =>
      sql`select id::text, concat_ws(' ', name, car_brand, car_model) as t from garages where id::text in (${list})`,
  );
  await read(
    postIds,
    (list) => sql`select id::text, title as t from blog_posts where id::text in (${list})`,
  );
  await read(
    topicIds,
    (list) => sql`select id::text, title as t from forum_topics where id::text in (${list})`,
  );
  const targetTitle = (t: ActivityTarget) =>
    t.garageId
      ? (titles.get(t.garageId) ?? '')
      : t.postId
        ? (titles.get(t.postId) ?? '')
        : t.topicId
          ? (titles.get(t.topicId) ?? '')
          : t.subjectUserId
            ? (names.get(t.subjectUserId) ?? '')
            : '';

  const rows = planned.map((p) => ({
    type: p.type,
    actorId: p.actorId,
    garageId: p.target.garageId ?? null,
    modificationId: p.target.modificationId ?? null,
    garageCommentId: p.target.garageCommentId ?? null,
    postId: p.target.postId ?? null,
    postCommentId: p.target.postCommentId ?? null,
    topicId: p.target.topicId ?? null,
    replyId: p.target.replyId ?? null,
    subjectUserId: p.target.subjectUserId ?? null,
    searchText: foldForSearch(`${names.get(p.actorId) ?? ''} ${targetTitle(p.target)}`),
    createdAt: new Date(p.at),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(activities).values(rows.slice(i, i + 500));
  return rows.length;
}
