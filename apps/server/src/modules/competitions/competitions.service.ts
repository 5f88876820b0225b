/**
 * Competition writes:
 * admins create, edit, delete and end competitions; members enter with one of their own
 * garages and vote. Every rule is enforced here, in a transaction, against the rows:
 *
 * - one entry per member per competition (unique index `competition_entries_member_idx`), at
 *   most `max_participants` entries — the competition row is locked `FOR UPDATE` while the
 *   entries are counted and the new one inserted, so concurrent entries take turns;
 * - one vote per member per competition (primary key `competition_votes (competition_id,
 *   voter_id)`), never for one's own entry; a vote can be moved to another entry (PUT again)
 *   or withdrawn (DELETE) while the competition is active. Votes lock the competition row
 *   `FOR SHARE`, so the end (which updates that row) never counts while a vote is half-written;
 * - entering and voting only while active (dates against the database clock, not finalized).
 */
import { sql } from 'drizzle-orm';
import type { CompetitionData } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Viewer } from '../../lib/session.ts';
import { findOwnImage } from '../images/index.ts';
import { finalizeCompetition, scheduleCompetitionEnd } from './competitions.finalize.ts';
import { STATUS_SQL } from './competitions.queries.ts';

export interface CompetitionDeps {
  db: Db;
  jobs: Jobs;
}

/** The competition row locked for this transaction, with its status; 404 when missing. */
async function lockCompetition(tx: Db, id: string, mode: 'update' | 'share') {
  const [row] = await queryRows<{ id: string; status: string; max_participants: number; finalized: boolean; image_id: string | null }>(tx, sql`
    select c.id, ${STATUS_SQL} as status, c.max_participants, c.finalized_at is not null as finalized, c.image_id
    from competitions c where c.id = ${id}
    ${mode === 'update' ? sql`for update` : sql`for share`}`);
  if (!row) throw notFound('COMPETITION_NOT_FOUND');
  return row;
}

/** The fields of a competition an audit row keeps (before/after); null when it does not exist. */
async function auditView(tx: Db, id: string): Promise<Record<string, unknown> | null> {
  const [row] = await queryRows<Record<string, unknown>>(tx, sql`
    select title, title_en as "titleEn", category, starts_at as "startsAt", ends_at as "endsAt", max_participants as "maxParticipants", prize, image_id as "imageId",
      ${STATUS_SQL} as status, finalized_at is not null as finalized
    from competitions c where c.id = ${id}`);
  if (!row) return null;
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : new Date(v as string).toISOString());
  return { ...row, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) };
}

/** A PostgreSQL `text[]` of `values` (empty array when none). */
const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/** 400 IMAGE_NOT_FOUND unless `imageId` is an image the admin uploaded for a competition. */
async function checkImage(tx: Db, viewer: Viewer, imageId: string | null): Promise<void> {
  if (imageId && !(await findOwnImage(tx, viewer.id, imageId, 'competition'))) {
    throw badRequest('IMAGE_NOT_FOUND', { imageId: 'IMAGE_NOT_FOUND' });
  }
}

/**
 * POST /api/admin/competitions — stores a competition and schedules its end job.
 * @returns the new id. @throws 400 IMAGE_NOT_FOUND (not the admin's competition upload)
 */
export async function createCompetition(deps: CompetitionDeps, viewer: Viewer, data: CompetitionData): Promise<string> {
  const id = await deps.db.transaction(async (tx) => {
    await checkImage(tx, viewer, data.imageId);
    const [row] = await queryRows<{ id: string }>(tx, sql`
      insert into competitions (title, description, category, starts_at, ends_at, max_participants, prize, rules, image_id, created_by,
        title_en, description_en, prize_en, rules_en)
      values (${data.title}, ${data.description}, ${data.category}, ${data.startsAt.toISOString()}, ${data.endsAt.toISOString()},
        ${data.maxParticipants}, ${data.prize}, ${textArray(data.rules)}, ${data.imageId}, ${viewer.id},
        ${data.titleEn}, ${data.descriptionEn}, ${data.prizeEn}, ${data.rulesEn ? textArray(data.rulesEn) : null})
      returning id`);
    const after = await auditView(tx, row!.id);
    await recordAudit(tx, { actor: viewer, action: 'competition.create', targetType: 'competition', targetId: row!.id, targetLabel: data.title, after });
    return row!.id;
  });
  await scheduleCompetitionEnd(deps.db, deps.jobs, id);
  return id;
}

/**
 * PUT /api/admin/competitions/:id — replaces the editable fields; a changed end re-schedules
 * the end job (the old job finds nothing to do).
 * @throws 404 COMPETITION_NOT_FOUND, 409 COMPETITION_FINALIZED (winners stored),
 *   409 COMPETITION_MAX_BELOW_ENTRIES (limit under the current entries), 400 IMAGE_NOT_FOUND
 */
export async function updateCompetition(deps: CompetitionDeps, viewer: Viewer, id: string, data: CompetitionData): Promise<void> {
  const endChanged = await deps.db.transaction(async (tx) => {
    const current = await lockCompetition(tx, id, 'update');
    if (current.finalized) throw conflict('COMPETITION_FINALIZED');
    // Keeping the current image is always allowed (another admin, or the seed, may have uploaded it).
    if (data.imageId !== current.image_id) await checkImage(tx, viewer, data.imageId);
    const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from competition_entries where competition_id = ${id}`);
    if (data.maxParticipants < Number(count?.n ?? 0)) throw conflict('COMPETITION_MAX_BELOW_ENTRIES', { maxParticipants: 'COMPETITION_MAX_BELOW_ENTRIES' });
    const before = await auditView(tx, id);
    const [row] = await queryRows<{ changed: boolean }>(tx, sql`
      with old as (select ends_at from competitions where id = ${id})
      update competitions set title = ${data.title}, description = ${data.description}, category = ${data.category},
        starts_at = ${data.startsAt.toISOString()}, ends_at = ${data.endsAt.toISOString()}, max_participants = ${data.maxParticipants},
        prize = ${data.prize}, rules = ${textArray(data.rules)},
        title_en = ${data.titleEn}, description_en = ${data.descriptionEn}, prize_en = ${data.prizeEn},
        rules_en = ${data.rulesEn ? textArray(data.rulesEn) : null},
        image_id = ${data.imageId}, updated_at = now()
      where id = ${id}
      returning (select ends_at from old) is distinct from ends_at as changed`);
    const after = await auditView(tx, id);
    await recordAudit(tx, { actor: viewer, action: 'competition.update', targetType: 'competition', targetId: id, targetLabel: data.title, before, after });
    return row?.changed === true;
  });
  if (endChanged) await scheduleCompetitionEnd(deps.db, deps.jobs, id);
}

/**
 * DELETE /api/admin/competitions/:id — removes it with its entries and votes (audited
 * `competition.delete`, before). @throws 404 COMPETITION_NOT_FOUND
 */
export async function deleteCompetition(db: Db, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompetition(tx, id, 'update');
    const before = await auditView(tx, id);
    await tx.execute(sql`delete from competitions where id = ${id}`);
    await recordAudit(tx, { actor: viewer, action: 'competition.delete', targetType: 'competition', targetId: id, targetLabel: String((before?.title as string | undefined) ?? ''), before });
  });
}

/**
 * POST /api/admin/competitions/:id/end — "end now": an active competition ends at the current
 * time and its winners are stored at once; an ended one not finalized yet is finalized; a
 * finalized one is left as it is (idempotent). One audit row `competition.end` (in the
 * transaction that moves the end; the winners are stored right after).
 * @throws 404 COMPETITION_NOT_FOUND, 409 COMPETITION_NOT_ACTIVE (not started yet)
 */
export async function endCompetitionNow(db: Db, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCompetition(tx, id, 'update');
    if (current.status === 'upcoming') throw conflict('COMPETITION_NOT_ACTIVE');
    const before = await auditView(tx, id);
    if (current.status === 'active') await tx.execute(sql`update competitions set ends_at = now(), updated_at = now() where id = ${id}`);
    const after = await auditView(tx, id);
    await recordAudit(tx, { actor: viewer, action: 'competition.end', targetType: 'competition', targetId: id, targetLabel: String((before?.title as string | undefined) ?? ''), before, after });
  });
  await finalizeCompetition(db, id);
}

/**
 * POST /api/competitions/:id/entries — the viewer enters with one of their own garages.
 * @returns the entry id.
 * @throws 404 COMPETITION_NOT_FOUND, 409 COMPETITION_NOT_ACTIVE, 404 GARAGE_NOT_FOUND,
 *   403 COMPETITION_GARAGE_NOT_OWNED, 409 COMPETITION_ALREADY_ENTERED, 409 COMPETITION_FULL
 */
export async function enterCompetition(db: Db, viewer: Viewer, id: string, garageId: string): Promise<string> {
  return db.transaction(async (tx) => {
    // The lock makes concurrent entries take turns: the count below cannot go stale.
    const current = await lockCompetition(tx, id, 'update');
    if (current.status !== 'active') throw conflict('COMPETITION_NOT_ACTIVE');
    const [garage] = await queryRows<{ user_id: string }>(tx, sql`select user_id from garages where id = ${garageId}`);
    if (!garage) throw notFound('GARAGE_NOT_FOUND');
    if (garage.user_id !== viewer.id) throw forbidden('COMPETITION_GARAGE_NOT_OWNED');
    const [state] = await queryRows<{ n: number; mine: boolean }>(tx, sql`
      select count(*)::int as n, bool_or(user_id = ${viewer.id}) as mine from competition_entries where competition_id = ${id}`);
    if (state?.mine) throw conflict('COMPETITION_ALREADY_ENTERED');
    if (Number(state?.n ?? 0) >= Number(current.max_participants)) throw conflict('COMPETITION_FULL');
    const [entry] = await queryRows<{ id: string }>(tx, sql`
      insert into competition_entries (competition_id, user_id, garage_id) values (${id}, ${viewer.id}, ${garageId})
      on conflict (competition_id, user_id) do nothing
      returning id`);
    if (!entry) throw conflict('COMPETITION_ALREADY_ENTERED');
    await emitDomainEvent(tx, { type: 'competition.entered', actorId: viewer.id, competitionId: id, entryId: entry.id, garageId });
    return entry.id;
  });
}

/** Vote counts (rows) of the given entries. */
async function voteCounts(tx: Db, entryIds: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const id of entryIds) counts[id] = 0;
  if (!entryIds.length) return counts;
  const rows = await queryRows<{ entry_id: string; n: number }>(tx, sql`
    select entry_id, count(*)::int as n from competition_votes
    where entry_id in (${sql.join(entryIds.map((e) => sql`${e}::uuid`), sql`, `)}) group by entry_id`);
  for (const row of rows) counts[row.entry_id] = Number(row.n);
  return counts;
}

/**
 * PUT /api/competitions/:id/vote — the viewer's one vote goes to `entryId` (cast, or moved
 * from another entry). Idempotent.
 * @returns the viewer's vote and the counts of the entries it touched.
 * @throws 404 COMPETITION_NOT_FOUND, 409 COMPETITION_VOTING_CLOSED, 404 COMPETITION_ENTRY_NOT_FOUND,
 *   403 COMPETITION_OWN_ENTRY_VOTE
 */
export async function voteForEntry(db: Db, viewer: Viewer, id: string, entryId: string) {
  return db.transaction(async (tx) => {
    const current = await lockCompetition(tx, id, 'share');
    if (current.status !== 'active') throw conflict('COMPETITION_VOTING_CLOSED');
    const [entry] = await queryRows<{ user_id: string }>(tx, sql`select user_id from competition_entries where id = ${entryId} and competition_id = ${id}`);
    if (!entry) throw notFound('COMPETITION_ENTRY_NOT_FOUND');
    if (entry.user_id === viewer.id) throw forbidden('COMPETITION_OWN_ENTRY_VOTE');
    const [previous] = await queryRows<{ entry_id: string }>(tx, sql`select entry_id from competition_votes where competition_id = ${id} and voter_id = ${viewer.id}`);
    await tx.execute(sql`
      insert into competition_votes (competition_id, voter_id, entry_id) values (${id}, ${viewer.id}, ${entryId})
      on conflict (competition_id, voter_id) do update set entry_id = excluded.entry_id, created_at = now()
      where competition_votes.entry_id <> excluded.entry_id`);
    const touched = previous && previous.entry_id !== entryId ? [previous.entry_id, entryId] : [entryId];
    return { myVoteEntryId: entryId, votes: await voteCounts(tx, touched) };
  });
}

/**
 * DELETE /api/competitions/:id/vote — withdraws the viewer's vote (idempotent).
 * @throws 404 COMPETITION_NOT_FOUND, 409 COMPETITION_VOTING_CLOSED
 */
export async function withdrawVote(db: Db, viewer: Viewer, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockCompetition(tx, id, 'share');
    if (current.status !== 'active') throw conflict('COMPETITION_VOTING_CLOSED');
    const removed = await queryRows<{ entry_id: string }>(tx, sql`
      delete from competition_votes where competition_id = ${id} and voter_id = ${viewer.id} returning entry_id`);
    return { myVoteEntryId: null, votes: await voteCounts(tx, removed.map((r) => r.entry_id)) };
  });
}
