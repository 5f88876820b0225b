/**
 * SQL conditions over the folded, trigram-indexed `search_text` columns (`garages`, `profiles`,
 * `blog_posts`, `forum_topics`; ADR 001, db/search-text.ts). The query is folded with the same
 * `foldForSearch` as the stored text (`searchTerms`), so `isik` finds `IŞIK` and `sofor` finds
 * `şoför`. Every condition is a `LIKE` or `~` that pg_trgm's GIN index answers — no sequential
 * scan (docs/search-explain.md).
 *
 * Two rules:
 * - {@link containsEveryTerm}: every folded term is contained (garage list, users directory).
 * - {@link siteSearchMatch}: the site search rule of spec community §5 — every word appears, or
 *   its first three characters when it has at least three; or the whole phrase appears. "Its
 *   first three characters" are read as the start of a word of the text (`isiklar` finds `ışık`,
 *   `modifiye` finds `modifikasyon`; `isik` does not find `değişim`), which is what makes the
 *   rule useful for Turkish suffixes and keeps it selective. Words of one or two characters
 *   cannot be found through trigrams as bare substrings (`m3` inside `m340i`), so they must
 *   appear as a whole word (between spaces, punctuation or the ends), which pg_trgm indexes with
 *   its word-boundary trigrams (` m3`, `m3 `).
 */
import { sql, type SQL } from 'drizzle-orm';
import { searchTerms } from '@garaj/shared';
import { escapeLike } from './search-text.ts';

/** Every folded term of `query` contained in `column` (one condition per term; empty for an empty query). */
export function containsEveryTerm(column: SQL, query: string | undefined): SQL[] {
  return searchTerms(query ?? '').map((term) => sql`${column} like ${`%${escapeLike(term)}%`}`);
}

/** Characters that end a word in stored search text and that pg_trgm's regex analysis keeps as word breaks. */
const WORD_BREAKS = `[ ,.;:!?/()'"&+*#_-]`;
const NOT_ALNUM_EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}-]/g;

/** Shortest word matched by its first three characters; shorter words must appear whole. */
export const PREFIX_LENGTH = 3;

/**
 * The words of a site search: {@link searchTerms} (folded, ≤ 8, each ≤ 40 characters) with
 * punctuation trimmed from their ends (`m3,` → `m3`); words of punctuation only are dropped.
 */
export function siteSearchWords(query: string): string[] {
  return searchTerms(query)
    .map((term) => term.replace(NOT_ALNUM_EDGES, ''))
    .filter(Boolean);
}

/** A site search compiled for one `search_text` column: the filter and a relevance score. */
export interface SiteSearchSql {
  /** The spec §5 rule (see the module comment). */
  where: SQL;
  /**
   * Relevance, higher first: one point per word that appears whole (not only by the first three
   * characters of a word of the text), one more when a query of several words appears as a
   * phrase. Computed only on matching rows (the index has already narrowed them down). An
   * integer expression safe in `order by` (a query of short words only scores `0::int`).
   */
  score: SQL;
}

/**
 * Compiles `query` for `column` (an expression naming a folded `search_text` column; it must be
 * the bare column for the index to apply). Returns null when the query has no word to look for.
 */
export function siteSearchMatch(column: SQL, query: string): SiteSearchSql | null {
  const words = siteSearchWords(query);
  if (words.length === 0) return null;
  const regex = (text: string) => text.replace(REGEX_SPECIAL, '\\$&');
  const conditions = words.map((word) => {
    if (word.length < PREFIX_LENGTH) return sql`${column} ~ ${`(^|${WORD_BREAKS})${regex(word)}($|${WORD_BREAKS})`}`;
    const contains = sql`${column} like ${`%${escapeLike(word)}%`}`;
    if (word.length === PREFIX_LENGTH) return contains;
    return sql`(${contains} or ${column} ~ ${`(^|${WORD_BREAKS})${regex(word.slice(0, PREFIX_LENGTH))}`})`;
  });
  const phrase = words.join(' ');
  const phraseLike = `%${escapeLike(phrase)}%`;
  const allWords = sql.join(conditions, sql` and `);
  const where = words.length > 1 ? sql`((${allWords}) or ${column} like ${phraseLike})` : sql`(${allWords})`;
  const points = words
    .filter((word) => word.length > PREFIX_LENGTH)
    .map((word) => sql`(case when ${column} like ${`%${escapeLike(word)}%`} then 1 else 0 end)`);
  if (words.length > 1) points.push(sql`(case when ${column} like ${phraseLike} then 1 else 0 end)`);
  // Typed, never a bare integer: `order by 0` would name a select-list position, not a value.
  const score = points.length ? sql`(${sql.join(points, sql` + `)})` : sql`0::int`;
  return { where, score };
}
