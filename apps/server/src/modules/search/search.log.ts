/**
 * The search log behind the popular-search buttons (Search: eight buttons;
 * what members searched most in the last 30 days, falling back to the default list).
 *
 * - {@link recordSearch}: one `search_queries` row per submitted search (`record=true` on
 *   `GET /api/search`, sent by the search page for a search's first page — never per
 *   keystroke), holding the folded query, the member's id when signed in (nothing else about
 *   the person), and the time. Searches that found nothing are not recorded, so a button never
 *   leads to an empty page; a member repeating the same search within 10 minutes counts once.
 * - {@link popularSearches}: the POPULAR_SEARCH_COUNT most recorded queries of the last
 *   POPULAR_SEARCH_WINDOW_DAYS days, filled up with DEFAULT_POPULAR_SEARCHES; kept in memory
 *   for {@link POPULAR_CACHE_MS} per database.
 * Rows older than the window are never read again; pruning them is left for later (the index
 * on `(created_at, query)` keeps the read a range scan).
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_POPULAR_SEARCHES, POPULAR_SEARCH_COUNT, POPULAR_SEARCH_WINDOW_DAYS, foldForSearch } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';

/** Longest stored query (characters after folding; db/schema/search.ts). */
export const LOGGED_QUERY_MAX = 100;
/** A member's repeated search is counted once per this many minutes. */
export const REPEAT_WINDOW_MINUTES = 10;
/** How long the popular list is kept in memory (ms). */
export const POPULAR_CACHE_MS = 60_000;

/** Stores a submitted search (folded); see the module comment for what is skipped. */
export async function recordSearch(db: Db, query: string, userId: string | null): Promise<void> {
  const folded = foldForSearch(query).slice(0, LOGGED_QUERY_MAX).trim();
  if (!folded) return;
  if (userId) {
    await db.execute(sql`
      insert into search_queries (query, user_id)
      select ${folded}, ${userId}
      where not exists (
        select 1 from search_queries
        where created_at > now() - make_interval(mins => ${REPEAT_WINDOW_MINUTES}) and query = ${folded} and user_id = ${userId})`);
  } else {
    await db.execute(sql`insert into search_queries (query) values (${folded})`);
  }
}

/** The most recorded folded queries of the window, most searched first (then most recent). */
async function mostSearched(db: Db): Promise<string[]> {
  const rows = await queryRows<{ query: string }>(db, sql`
    select query from search_queries
    where created_at > now() - make_interval(days => ${POPULAR_SEARCH_WINDOW_DAYS})
    group by query
    order by count(*) desc, max(created_at) desc, query
    limit ${POPULAR_SEARCH_COUNT}`);
  return rows.map((r) => r.query);
}

/**
 * Members' most searched queries filled up with the default list to POPULAR_SEARCH_COUNT,
 * without two that fold alike; a searched query that is one of the defaults is shown as the
 * default is written (`bmw` → `BMW`).
 */
export function withDefaults(searched: readonly string[]): string[] {
  const defaults = new Map(DEFAULT_POPULAR_SEARCHES.map((label) => [foldForSearch(label), label as string]));
  const out = new Map<string, string>();
  for (const query of [...searched, ...DEFAULT_POPULAR_SEARCHES]) {
    const key = foldForSearch(query);
    if (!key || out.has(key)) continue;
    out.set(key, defaults.get(key) ?? query);
    if (out.size === POPULAR_SEARCH_COUNT) break;
  }
  return [...out.values()];
}

const cache = new WeakMap<Db, { expires: number; value: Promise<string[]> }>();

/** The popular-search buttons (cached {@link POPULAR_CACHE_MS}; a failed read is not kept). */
export function popularSearches(db: Db): Promise<string[]> {
  const hit = cache.get(db);
  if (hit && hit.expires > Date.now()) return hit.value;
  const entry = { expires: Date.now() + POPULAR_CACHE_MS, value: mostSearched(db).then(withDefaults) };
  cache.set(db, entry);
  entry.value.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return entry.value;
}
