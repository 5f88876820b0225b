/**
 * Compare (at most 10 suggestions per search): suggestions for a slot's search box and the up
 * to four garages of a comparison, read from real garages only. Knows nothing of HTTP.
 *
 * Visibility: a garage whose owner is banned right now is neither suggested nor compared (the
 * garage list's rule, db/visibility.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { COMPARE_SUGGESTION_LIMIT, foldForSearch, searchTerms, type BuildSummary, type GarageCostSummary } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { containsEveryTerm } from '../../db/search-match.ts';
import { activeMemberRow } from '../../db/visibility.ts';
import { costSummaries } from '../fuel/index.ts';
import { allOf, buildSummaries, GARAGE_COLUMNS, selectGarageRows, type GarageRow } from '../garages/index.ts';

/** Not hidden: the owner is not banned right now (db/visibility.ts; alias `g`). */
const VISIBLE = activeMemberRow('g', 'user_id');

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
    from garages g
    where ${where}
    order by title_hits desc, g.likes_count desc, g.id desc limit ${SUGGESTION_CANDIDATES}`;
  const rows = await selectGarageRows(db, page, sql`pg.title_hits desc, pg.likes_count desc, pg.id desc`);
  return rows.filter((row) => terms.every((term) => titleText(row).includes(term))).slice(0, COMPARE_SUGGESTION_LIMIT);
}

/** A visible garage with the summaries the comparison reads from the build log and the cost log. */
export interface CompareRow {
  row: GarageRow;
  /** Undefined when the build log has nothing to say of the garage (its own figures are used). */
  build: BuildSummary | undefined;
  /** Undefined when nothing is known of its running costs. */
  costs: GarageCostSummary | undefined;
}

/**
 * The visible garages among `ids` (UUIDs only — check with {@link isGarageId}; at most a
 * handful, the compare slots), keyed by lower-case id, with their build and cost summaries.
 * Three statement groups whatever the number of ids: the garages (with owner and cover), then
 * the build summaries and the cost summaries of the visible ones. A missing, unknown or hidden id
 * is simply absent from the map; nothing is read about a hidden garage beyond its row.
 */
export async function compareGarages(db: Db, ids: readonly string[]): Promise<Map<string, CompareRow>> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = new Map<string, CompareRow>();
  if (unique.length === 0) return found;
  const list = sql.join(unique.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = await selectGarageRows(
    db,
    sql`select ${GARAGE_COLUMNS} from garages g where g.id in (${list}) and ${VISIBLE}`,
    sql`pg.id`,
  );
  if (rows.length === 0) return found;
  const visible = rows.map((row) => row.id);
  const [builds, costs] = await Promise.all([buildSummaries(db, visible), costSummaries(db, visible)]);
  for (const row of rows) found.set(row.id, { row, build: builds.get(row.id), costs: costs.get(row.id) });
  return found;
}
