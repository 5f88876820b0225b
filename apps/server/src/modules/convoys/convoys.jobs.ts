/**
 * The end of a convoy (decisions 008 and 027): the pg-boss job `convoy-end` is sent for the end
 * of every event with the map on — when the event is created or edited, and at every start for
 * each such event not closed for its current end yet. Its work, {@link closeConvoy}, claims the
 * close once per event end in the database, so copies of the job, retries and instances racing
 * each other close it once. A job sent for an end that an edit moved finds nothing to do; the
 * job of the new end does it.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { EVENT_END } from './convoys.queries.ts';
import { closeConvoy } from './convoys.service.ts';

/** Queue name of the end job. */
export const CONVOY_END_JOB = 'convoy-end';

/**
 * Sends the end job of event `eventId` for its current end, when its map is on and it was not
 * closed for that end yet. One job per (event, end): the end in µs is part of the key, so two
 * sends for the same end make one job and a moved end gets its own. No-op when jobs are off.
 */
export async function scheduleConvoyEnd(db: Db, jobs: Jobs, eventId: string): Promise<void> {
  if (!jobs.enabled) return;
  const [row] = await queryRows<{ id: string; end_us: string; end_ms: number }>(
    db,
    sql`select e.id, (extract(epoch from ${EVENT_END}) * 1000000)::bigint::text as end_us, (extract(epoch from ${EVENT_END}) * 1000)::float8 as end_ms
        from community_events e
        where e.id = ${eventId} and e.convoy_enabled and e.convoy_closed_end is distinct from ${EVENT_END}`,
  );
  if (!row) return;
  await jobs.send(CONVOY_END_JOB, { eventId: row.id }, { startAfter: new Date(Number(row.end_ms)), key: `${row.id}:${row.end_us}` });
}

/**
 * Declares the end job and its catch-up (once per app, with the routes): the worker closes the
 * convoy of each job's event; at every start one job is sent for every event with the map on
 * that was not closed for its end — due ones run at once, the others at their end.
 */
export function defineConvoyJobs(db: Db, jobs: Jobs): void {
  jobs.define<{ eventId?: unknown }>({
    name: CONVOY_END_JOB,
    handler: async ({ eventId }) => {
      if (typeof eventId === 'string') await closeConvoy(db, eventId);
    },
    catchUp: async () => {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select e.id from community_events e where e.convoy_enabled and e.convoy_closed_end is distinct from ${EVENT_END} order by e.starts_at`,
      );
      for (const { id } of rows) await scheduleConvoyEnd(db, jobs, id);
    },
  });
}
