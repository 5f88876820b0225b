/**
 * Reads of the competitions module. Every count is counted from rows at read
 * time — participants from `competition_entries`, votes from `competition_votes`, winners from
 * the stored ranks — and the status comes from the dates against the database clock (`now()`),
 * so every instance answers alike (upcoming, active, ended).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CompetitionCard, CompetitionCategory, CompetitionStatus } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { activeMemberRow } from '../../db/visibility.ts';
import { MEMBER_COLUMNS, MEMBER_JOINS, allOf, imageFrom, isoUtc, memberFrom, type MemberRow, type Raw } from '../../lib/member-rows.ts';
import type { StoredImage } from '../../lib/image-view.ts';

/** SQL status of a competition `c` from its dates (ended also once finalized early). */
export const STATUS_SQL = sql.raw(
  `(case when c.finalized_at is not null or c.ends_at <= now() then 'ended' when c.starts_at > now() then 'upcoming' else 'active' end)`,
);

/** SQL condition of each status on `c` (the same rule as {@link STATUS_SQL}). */
export const STATUS_WHERE: Record<CompetitionStatus, SQL> = {
  upcoming: sql.raw(`(c.finalized_at is null and c.starts_at > now())`),
  active: sql.raw(`(c.finalized_at is null and c.starts_at <= now() and c.ends_at > now())`),
  ended: sql.raw(`(c.finalized_at is not null or c.ends_at <= now())`),
};

/** A competition as stored, with its status and participant count. */
export interface CompetitionRow extends Omit<CompetitionCard, 'image' | 'winners'> {
  titleEn: string | null;
  descriptionEn: string | null;
  prizeEn: string | null;
  rulesEn: string[] | null;
  image: StoredImage | null;
}

/** An entry with its garage, owner and vote count. */
export interface EntryRow {
  id: string;
  competitionId: string;
  userId: string;
  garage: { id: string; title: string; cover: StoredImage | null; coverUrl: string | null };
  owner: MemberRow;
  votes: number;
  rank: number | null;
  finalVotes: number | null;
  createdAt: string;
  votedByMe: boolean;
}

const COMPETITION_SELECT = (viewerId: string | null) => sql`
  select c.id, c.title, c.description, c.category, ${STATUS_SQL} as status,
    ${isoUtc(sql`c.starts_at`)} as starts_iso, ${isoUtc(sql`c.ends_at`)} as ends_iso,
    case when c.finalized_at is null then null else ${isoUtc(sql`c.finalized_at`)} end as finalized_iso,
    c.max_participants, c.prize, c.rules, c.title_en, c.description_en, c.prize_en, c.rules_en,
    (select count(*) from competition_entries e where e.competition_id = c.id)::int as participants,
    ${viewerId ? sql`(select e.id from competition_entries e where e.competition_id = c.id and e.user_id = ${viewerId})` : sql`null::uuid`} as my_entry_id,
    ci.id as ci_id, ci.width as ci_width, ci.height as ci_height, ci.variants as ci_variants
  from competitions c
  left join images ci on ci.id = c.image_id`;

function competitionFrom(row: Raw): CompetitionRow {
  return {
    id: row.id as string,
    title: row.title as string,
    description: row.description as string,
    category: row.category as CompetitionCategory,
    status: row.status as CompetitionStatus,
    startsAt: row.starts_iso as string,
    endsAt: row.ends_iso as string,
    participants: Number(row.participants),
    maxParticipants: Number(row.max_participants),
    prize: row.prize as string,
    rules: (row.rules as string[] | null) ?? [],
    titleEn: (row.title_en as string | null) ?? null,
    descriptionEn: (row.description_en as string | null) ?? null,
    prizeEn: (row.prize_en as string | null) ?? null,
    rulesEn: (row.rules_en as string[] | null) ?? null,
    image: imageFrom(row, 'ci'),
    finalizedAt: (row.finalized_iso as string | null) ?? null,
    myEntryId: (row.my_entry_id as string | null) ?? null,
  };
}

/**
 * One page of competitions: active first (ending soonest), then upcoming (starting soonest),
 * then ended (latest first). `total` counts every match.
 */
export async function selectCompetitionPage(
  db: Db,
  query: { status?: CompetitionStatus; category?: CompetitionCategory; page: number; pageSize: number },
  viewerId: string | null,
): Promise<{ rows: CompetitionRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(STATUS_WHERE[query.status]);
  if (query.category) conditions.push(sql`c.category = ${query.category}`);
  const where = allOf(conditions);
  const offset = (query.page - 1) * query.pageSize;
  const rows = await queryRows(db, sql`
    ${COMPETITION_SELECT(viewerId)}
    where ${where}
    order by case ${STATUS_SQL} when 'active' then 0 when 'upcoming' then 1 else 2 end,
      case when ${STATUS_SQL} = 'active' then c.ends_at end asc,
      case when ${STATUS_SQL} = 'upcoming' then c.starts_at end asc,
      c.ends_at desc, c.id
    limit ${query.pageSize} offset ${offset}`);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from competitions c where ${where}`);
  return { rows: rows.map(competitionFrom), total: Number(count?.n ?? 0) };
}

/** One competition, or null. */
export async function selectCompetition(db: Db, id: string, viewerId: string | null): Promise<CompetitionRow | null> {
  const [row] = await queryRows(db, sql`${COMPETITION_SELECT(viewerId)} where c.id = ${id}`);
  return row ? competitionFrom(row) : null;
}

const ENTRY_SELECT = (viewerId: string | null) => sql`
  select e.id, e.competition_id, e.user_id, e.rank, e.final_votes, ${isoUtc(sql`e.created_at`)} as created_iso,
    g.id as g_id, g.name as g_name,
    (select count(*) from competition_votes v where v.entry_id = e.id)::int as votes,
    ${viewerId ? sql`exists (select 1 from competition_votes v where v.competition_id = e.competition_id and v.voter_id = ${viewerId} and v.entry_id = e.id)` : sql`false`} as voted,
    ${MEMBER_COLUMNS},
    cp.external_url as cover_url, gi.id as gi_id, gi.width as gi_width, gi.height as gi_height, gi.variants as gi_variants
  from competition_entries e
  join garages g on g.id = e.garage_id
  join users u on u.id = e.user_id and ${activeMemberRow('u', 'id')}
  ${MEMBER_JOINS}
  left join lateral (
    select gp.image_id, gp.external_url from garage_photos gp where gp.garage_id = g.id order by gp.position limit 1
  ) cp on true
  left join images gi on gi.id = cp.image_id`;

function entryFrom(row: Raw): EntryRow {
  return {
    id: row.id as string,
    competitionId: row.competition_id as string,
    userId: row.user_id as string,
    garage: { id: row.g_id as string, title: row.g_name as string, cover: imageFrom(row, 'gi'), coverUrl: (row.cover_url as string | null) ?? null },
    owner: memberFrom(row),
    votes: Number(row.votes),
    rank: row.rank === null || row.rank === undefined ? null : Number(row.rank),
    finalVotes: row.final_votes === null || row.final_votes === undefined ? null : Number(row.final_votes),
    createdAt: row.created_iso as string,
    votedByMe: row.voted === true,
  };
}

/** A page of a competition's entries: most votes first, ties by the earlier entry (the ranking rule). */
export async function selectEntryPage(
  db: Db,
  competitionId: string,
  viewerId: string | null,
  page: number,
  pageSize: number,
): Promise<{ rows: EntryRow[]; total: number }> {
  const rows = await queryRows(db, sql`
    select * from (${ENTRY_SELECT(viewerId)} where e.competition_id = ${competitionId}) x
    order by x.votes desc, x.created_iso asc, x.id asc
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from competition_entries where competition_id = ${competitionId}`);
  return { rows: rows.map(entryFrom), total: Number(count?.n ?? 0) };
}

/** The stored winners (rank 1–3) of the given competitions, by competition then rank. */
export async function selectWinners(db: Db, competitionIds: string[]): Promise<Map<string, EntryRow[]>> {
  const byCompetition = new Map<string, EntryRow[]>();
  if (!competitionIds.length) return byCompetition;
  const rows = await queryRows(db, sql`
    ${ENTRY_SELECT(null)}
    where e.competition_id in (${sql.join(competitionIds.map((id) => sql`${id}::uuid`), sql`, `)}) and e.rank is not null
    order by e.competition_id, e.rank`);
  for (const row of rows.map(entryFrom)) {
    const list = byCompetition.get(row.competitionId) ?? [];
    list.push(row);
    byCompetition.set(row.competitionId, list);
  }
  return byCompetition;
}

/** The viewer's vote in a competition and the competition's vote rows. */
export async function selectVoteState(db: Db, competitionId: string, viewerId: string | null): Promise<{ myVoteEntryId: string | null; votesCount: number }> {
  const [row] = await queryRows<{ mine: string | null; n: number }>(db, sql`
    select ${viewerId ? sql`(select entry_id from competition_votes where competition_id = ${competitionId} and voter_id = ${viewerId})` : sql`null::uuid`} as mine,
      (select count(*) from competition_votes where competition_id = ${competitionId})::int as n`);
  return { myVoteEntryId: row?.mine ?? null, votesCount: Number(row?.n ?? 0) };
}

/** Stat tiles (Competitions): active and upcoming competitions, stored winner entries. */
export async function selectStats(db: Db): Promise<{ active: number; upcoming: number; winners: number }> {
  const [row] = await queryRows<{ active: number; upcoming: number; winners: number }>(db, sql`
    select
      (select count(*) from competitions c where ${STATUS_WHERE.active})::int as active,
      (select count(*) from competitions c where ${STATUS_WHERE.upcoming})::int as upcoming,
      (select count(*) from competition_entries where rank is not null)::int as winners`);
  return { active: Number(row?.active ?? 0), upcoming: Number(row?.upcoming ?? 0), winners: Number(row?.winners ?? 0) };
}
