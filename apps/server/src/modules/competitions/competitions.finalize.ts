/**
 * The end of a competition (decision 008): once `ends_at` has passed, the winners
 * are stored ONCE — whichever instance, job copy, retry, catch-up or admin "end now" gets there
 * first. The guard is the database itself: one transaction sets `finalized_at` with a
 * conditional UPDATE (`… WHERE finalized_at IS NULL AND ends_at <= now()`); a second caller
 * finds the row already finalized (on PostgreSQL it waits on the row lock, then re-reads it)
 * and does nothing. In the same transaction every entry gets `final_votes` (its vote rows) and
 * the top {@link COMPETITION_WINNER_COUNT} by votes (at least one vote; ties by the earlier
 * entry: `created_at`, then `id`) get `rank` 1..3, and `competition.finalized` is emitted so
 * the notifications and badges modules write theirs in that transaction too.
 *
 * The job `competition-end` (lib/jobs.ts) is sent for `ends_at` when a competition is created
 * or its end changes; at every start `catchUp` sends one for each competition not finalized
 * yet, so a competition whose end passed while no instance ran is finalized at the next start.
 */
import { sql } from 'drizzle-orm';
import { COMPETITION_WINNER_COUNT } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import type { Jobs } from '../../lib/jobs.ts';

/** Queue name of the end job. */
export const COMPETITION_END_JOB = 'competition-end';

/** What {@link finalizeCompetition} did. */
export interface FinalizeResult {
  /** True only for the one call that stored the winners. */
  finalized: boolean;
  /** Winning members by rank (empty when not finalized by this call). */
  winnerIds: string[];
  /** Every entrant (empty when not finalized by this call). */
  entrantIds: string[];
}

/**
 * Stores the winners of competition `id` if it has ended and has not been finalized yet; does
 * nothing otherwise (not ended, already finalized, unknown id). Safe to call any number of
 * times, concurrently, from any instance — and from the seed, with its own `db`.
 */
export async function finalizeCompetition(db: Db, id: string): Promise<FinalizeResult> {
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ id: string }>(tx, sql`
      update competitions set finalized_at = now(), updated_at = now()
      where id = ${id} and finalized_at is null and ends_at <= now()
      returning id`);
    if (!claimed.length) return { finalized: false, winnerIds: [], entrantIds: [] };
    const entries = await queryRows<{ user_id: string; rank: number | null }>(tx, sql`
      with counted as (
        select e.id, e.created_at,
          (select count(*) from competition_votes v where v.entry_id = e.id)::int as votes
        from competition_entries e where e.competition_id = ${id}
      ), ranked as (
        select id, votes, row_number() over (order by votes desc, created_at asc, id asc) as position from counted
      )
      update competition_entries ce
      set final_votes = r.votes,
        rank = case when r.votes > 0 and r.position <= ${COMPETITION_WINNER_COUNT} then r.position::int else null end
      from ranked r
      where ce.id = r.id
      returning ce.user_id, ce.rank`);
    const entrantIds = entries.map((e) => e.user_id);
    const winnerIds = entries
      .filter((e) => e.rank !== null)
      .sort((a, b) => Number(a.rank) - Number(b.rank))
      .map((e) => e.user_id);
    await emitDomainEvent(tx, { type: 'competition.finalized', competitionId: id, entrantIds, winnerIds });
    return { finalized: true, winnerIds, entrantIds };
  });
}

/** Dedup key of the end job for one version of a competition (its end and last change, in µs since 1970: the same on every instance). */
function endJobKey(row: { id: string; ends_iso: string; updated_iso: string }): string {
  return `${row.id}:${row.ends_iso}:${row.updated_iso}`;
}

/**
 * Sends the end job of competition `id` for its current `ends_at` (after a create or a change
 * of the end). Two sends for the same version of the row make one job. No-op when jobs are off.
 */
export async function scheduleCompetitionEnd(db: Db, jobs: Jobs, id: string): Promise<void> {
  if (!jobs.enabled) return;
  const [row] = await queryRows<{ id: string; ends_iso: string; updated_iso: string; ends_at_ms: number }>(db, sql`
    select id, (extract(epoch from ends_at) * 1000000)::bigint::text as ends_iso, (extract(epoch from updated_at) * 1000000)::bigint::text as updated_iso,
      (extract(epoch from ends_at) * 1000)::float8 as ends_at_ms
    from competitions where id = ${id} and finalized_at is null`);
  if (!row) return;
  await jobs.send(COMPETITION_END_JOB, { competitionId: row.id }, { startAfter: new Date(Number(row.ends_at_ms)), key: endJobKey(row) });
}

/**
 * Declares the end job and its catch-up (called once per app, when the routes are registered):
 * the worker finalizes the competition of each job; at every start one job is sent for every
 * competition not finalized yet — due ones run at once, the others at their end.
 */
export function defineCompetitionJobs(db: Db, jobs: Jobs): void {
  jobs.define<{ competitionId: string }>({
    name: COMPETITION_END_JOB,
    handler: async ({ competitionId }) => {
      await finalizeCompetition(db, competitionId);
    },
    catchUp: async () => {
      const rows = await queryRows<{ id: string }>(db, sql`select id from competitions where finalized_at is null order by ends_at`);
      for (const { id } of rows) await scheduleCompetitionEnd(db, jobs, id);
    },
  });
}
