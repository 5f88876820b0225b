/**
 * Compare (at most 10 suggestions per search):
 * suggestions for a slot's search box and the two garages of a comparison, read from real
 * garages only. Knows nothing of HTTP.
 *
 * Visibility: a garage whose owner is banned is neither suggested nor compared (the same rule
 * as the site search's member results and the activity feed: `u.banned is not true`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { COMPARE_SUGGESTION_LIMIT, foldForSearch, searchTerms } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { containsEveryTerm } from '../../db/search-match.ts';
import { allOf, GARAGE_COLUMNS, selectGarageRows, type GarageRow } from '../garages/index.ts';

/** Not hidden: the owner is not banned (alias `u` joined to `g.user_id`). */
const VISIBLE = sql`u.banned is not true`;

/**
 * Candidates read per search before the exact title/brand/model filter: the folded
 * `search_text` (trigram-indexed) also holds the description, so a few more rows than shown
 * are read, title/brand/model hits first.
 */
const SUGGESTION_CANDIDATES = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** True when `id` can be a garage id (a UUID); anything else is never sent to the database. */
export const isGarageId = (id: string) => UUID.test(id);

/** `foldForSearch(name brand model)`: what a suggestion must match (title, brand or model). */
const titleText = (row: GarageRow) => foldForSearch(`${row.name} ${row.carBrand} ${row.carModel}`);

/**
 * GET /api/compare/suggestions: up to {@link COMPARE_SUGGESTION_LIMIT} visible garages whose
 * title, brand or model contain every folded term of `q` (Turkish-aware: `sahin` finds
 * `Şahin`, `isik` finds `IŞIK`), most liked first, then newest id. Blank `q` → `[]` without
 * a query. The index narrows the rows through `search_text` ({@link containsEveryTerm}, the
 * garage list's rule); rows that matched only in their description are then dropped.
 */
export async function compareSuggestions(db: Db, q: string | undefined): Promise<GarageRow[]> {
  const terms = searchTerms(q ?? '');
  if (terms.length === 0) return [];
  const column = sql`g.search_text`;
  // A term found within the first name+brand+model characters of search_text (the fold keeps
  // one character per letter) is probably a title/brand/model hit: those rows are read first.
  const titleLength = sql`(char_length(g.name) + char_length(g.car_brand) + char_length(g.car_model) + 2)`;
  const titleHits = sql.join(
    terms.map((term) => sql`(case when strpos(${column}, ${term}) between 1 and ${titleLength} then 1 else 0 end)`),
    sql` + `,
  );
  const where = allOf([...containsEveryTerm(column, q), VISIBLE]);
  const page: SQL = sql`select ${GARAGE_COLUMNS}, (${titleHits}) as title_hits
    from garages g join users u on u.id = g.user_id
    where ${where}
    order by title_hits desc, g.likes_count desc, g.id desc limit ${SUGGESTION_CANDIDATES}`;
  const rows = await selectGarageRows(db, page, sql`pg.title_hits desc, pg.likes_count desc, pg.id desc`);
  return rows.filter((row) => terms.every((term) => titleText(row).includes(term))).slice(0, COMPARE_SUGGESTION_LIMIT);
}

/** A garage with what the comparison derives from its modifications. */
export interface CompareRow {
  row: GarageRow;
  modificationsCount: number;
  /** Modifications with a stored cost (0 counts: a free modification is priced). */
  pricedModificationsCount: number;
  /** Sum of the stored costs, whole TL (0 when none is priced; the presenter makes that null). */
  costSum: number;
}

/**
 * The visible garages among `ids` (UUIDs only — check with {@link isGarageId}), with their
 * modification count and cost sum: two statements whatever the number of ids. A missing,
 * unknown or hidden id is simply absent from the map.
 */
export async function compareGarages(db: Db, ids: readonly string[]): Promise<Map<string, CompareRow>> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = new Map<string, CompareRow>();
  if (unique.length === 0) return found;
  const list = sql.join(unique.map((id) => sql`${id}::uuid`), sql`, `);
  const [rows, stats] = await Promise.all([
    selectGarageRows(
      db,
      sql`select ${GARAGE_COLUMNS} from garages g join users u on u.id = g.user_id where g.id in (${list}) and ${VISIBLE}`,
      sql`pg.id`,
    ),
    queryRows<{ garage_id: string; n: number | string; priced: number | string; total: number | string | null }>(
      db,
      sql`select m.garage_id, count(*) as n, count(m.cost) as priced, sum(m.cost) as total
        from modifications m where m.garage_id in (${list}) group by m.garage_id`,
    ),
  ]);
  const statsById = new Map(stats.map((s) => [s.garage_id, s]));
  for (const row of rows) {
    const s = statsById.get(row.id);
    found.set(row.id, {
      row,
      modificationsCount: Number(s?.n ?? 0),
      pricedModificationsCount: Number(s?.priced ?? 0),
      costSum: Number(s?.total ?? 0),
    });
  }
  return found;
}
