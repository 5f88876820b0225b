/**
 * SQL conditions over the folded search text of `garages`, `profiles`, `blog_posts` and
 * `forum_topics` (db/search-text.ts): the query is folded with the same `foldForSearch` as the
 * stored text (`searchTerms`), so `isik` finds `IŞIK` and `sofor` finds `şoför`.
 *
 * Two columns per table: `search_text` (trigram-indexed) and `search_tsv` (GIN-indexed
 * `search_lexemes(search_text)`, migrations 0012 and 0014): the words of the text — maximal runs
 * of `a-z` and `0-9` — plus each word's inner suffixes of three or more characters marked with
 * `~` and, for a word of three or more characters, its first three characters marked with `^`.
 * A word made only of `a-z0-9` is answered from `search_tsv`: it starts a word of the text when
 * `'w':*` matches (`'^w'` for a word of three characters), and it is contained in the text when
 * that or `'~w':*` matches (an alphanumeric word can only occur inside one alphanumeric run). Words holding other characters
 * (`a%c`, `mt-07`) are checked with `LIKE`/regex on `search_text`, narrowed first through
 * `search_tsv` by their a-z0-9 runs where that is selective, else through the trigram index;
 * contained words of one or two characters use a trigram `LIKE`.
 *
 * Two rules:
 * - {@link containsEveryTerm} / {@link containsEveryWord}: every folded term is contained
 *   (garage list, users directory, compare, help, activities).
 * - {@link siteSearchMatch}: the site search rule — every word appears, or its first three
 *   characters when it has at least three; or the whole phrase appears. "Its first three
 *   characters" are read as the start of a word of the text (`isiklar` finds `ışık`,
 *   `modifiye` finds `modifikasyon`; `isik` does not find `değişim`), which is what makes the
 *   rule useful for Turkish suffixes and keeps it selective. Words of one or two characters
 *   must appear as a whole word.
 */
import { sql, type SQL } from 'drizzle-orm';
import { searchTerms } from '@garaj/shared';
import { escapeLike } from './search-text.ts';

/** The two search columns of a table alias (`g` → `g.search_text`, `g.search_tsv`). */
export interface SearchColumns {
  text: SQL;
  tsv: SQL;
}

/** The search columns of `alias` (a table holding `search_text` and `search_tsv`). */
export const searchColumns = (alias: string): SearchColumns => ({
  text: sql.raw(`${alias}.search_text`),
  tsv: sql.raw(`${alias}.search_tsv`),
});

/** A word `search_tsv` can answer: only the characters its words are made of. */
const INDEXED_WORD = /^[a-z0-9]+$/;
/** Shortest word whose containment `search_tsv` answers (inner suffixes are ≥ 3 characters). */
const SUFFIX_MIN = 3;

/** True when `word` can be looked up in `search_tsv` (a-z0-9 only). */
export const isIndexedWord = (word: string) => INDEXED_WORD.test(word);

/** Length of the word starts `search_tsv` holds as their own lexemes (`^cor`, migration 0014). */
const START_LEXEME_LENGTH = 3;

/**
 * tsquery text: `word` starts a word of the text. A word of exactly three characters is the
 * single lexeme `'^gol'` (one posting list); others a prefix query (`'go':*`, `'golf':*`).
 */
const startsWordQuery = (word: string) => (word.length === START_LEXEME_LENGTH ? `'^${word}'` : `'${word}':*`);
/** tsquery text: `word` (a-z0-9, ≥ 3 characters) is contained in a word of the text. */
export const containsQuery = (word: string) => `${startsWordQuery(word)} | '~${word}':*`;
/** tsquery text: `word` is a whole word of the text. */
const wholeWordQuery = (word: string) => `'${word}'`;

/** `tsv @@ (part1) & (part2) …` for tsquery parts, or null without parts. */
function tsvMatches(tsv: SQL, parts: readonly string[]): SQL | null {
  if (parts.length === 0) return null;
  return sql`${tsv} @@ ${parts.map((p) => `(${p})`).join(' & ')}::tsquery`;
}

/**
 * Every folded term of `query` contained in `column` (one condition per term; empty for an
 * empty query): a trigram `LIKE` per term, for tables without `search_tsv`.
 */
export function containsEveryTerm(column: SQL, query: string | undefined): SQL[] {
  return searchTerms(query ?? '').map((term) => sql`${column} like ${`%${escapeLike(term)}%`}`);
}

/**
 * {@link containsEveryTerm} through `search_tsv` where it can answer: a-z0-9 terms of at least
 * three characters as one full-text condition, the others as trigram `LIKE`s.
 */
export function containsEveryWord(columns: SearchColumns, query: string | undefined): SQL[] {
  const terms = searchTerms(query ?? '');
  const indexed = terms.filter((term) => isIndexedWord(term) && term.length >= SUFFIX_MIN);
  const rest = terms.filter((term) => !indexed.includes(term));
  const full = tsvMatches(columns.tsv, indexed.map(containsQuery));
  return [...(full ? [full] : []), ...containsEveryTerm(columns.text, rest.join(' '))];
}

/** The runs of a-z0-9 of `text` and what separates them: `mt-07` → `['mt', '07']`; `-x` → `['', 'x']`. */
const alnumRuns = (text: string) => text.split(/[^a-z0-9]+/);

/**
 * tsquery text every text containing `piece` satisfies, or null when `search_tsv` can say
 * nothing about it. `piece` spans several words of `search_tsv` (it holds a character outside
 * a-z0-9, where `search_tsv` splits): a run between two separators is a whole word (`'x'`), the
 * last run starts a word (`'x':*`), and the first run, when it has three or more characters,
 * ends one (`'x' | '~x'`). With `atWordStart` the piece starts a word of the text, so its first
 * run starts a word too. A start of one or two characters (`'x':*`, every word starting with
 * them) is no narrowing worth an index scan: it is left out, and a piece with nothing else gets
 * null (the caller then leaves the word to the trigram index).
 */
function piecePrefilter(piece: string, atWordStart: boolean): string | null {
  const runs = alnumRuns(piece);
  const parts: string[] = [];
  runs.forEach((run, i) => {
    if (!run) return;
    const last = i === runs.length - 1;
    if (i > 0 && !last) parts.push(wholeWordQuery(run));
    else if (i === 0 && !last) {
      if (atWordStart) parts.push(wholeWordQuery(run));
      else if (run.length >= SUFFIX_MIN) parts.push(`${wholeWordQuery(run)} | '~${run}'`);
    } else if (i > 0 || atWordStart) {
      if (run.length >= SUFFIX_MIN) parts.push(startsWordQuery(run));
    } else if (run.length >= SUFFIX_MIN) parts.push(containsQuery(run));
  });
  return parts.length ? parts.map((p) => `(${p})`).join(' & ') : null;
}

/**
 * For a word `search_tsv` cannot answer exactly (it holds a character outside a-z0-9): a
 * tsquery every text the word's fallback condition accepts satisfies — contained, or (words
 * longer than three characters) its first three characters starting a word — or null when there
 * is none. Added beside the fallback, it lets the GIN index narrow the rows the fallback
 * re-checks (`d-max` → `'max':* | 'd'`).
 */
function fallbackPrefilter(word: string): string | null {
  if (word.length < PREFIX_LENGTH) return null;
  const contained = piecePrefilter(word, false);
  if (word.length === PREFIX_LENGTH) return contained;
  const starts = piecePrefilter(word.slice(0, PREFIX_LENGTH), true);
  return contained && starts ? `(${contained}) | (${starts})` : null;
}

/** Characters that end a word in stored search text and that pg_trgm's regex analysis keeps as word breaks. */
const WORD_BREAKS = `[ ,.;:!?/()'"&+*#_-]`;
const NOT_ALNUM_EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}-]/g;

/** `value` as a literal inside a PostgreSQL regex. */
export const escapeRegex = (value: string) => value.replace(REGEX_SPECIAL, '\\$&');

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
  /** The site search rule (see the module comment). */
  where: SQL;
  /**
   * Relevance, higher first: one point per word that appears whole (not only by the first three
   * characters of a word of the text), one more when a query of several words appears as a
   * phrase. Computed only on matching rows (the index has already narrowed them down), from
   * `search_text` alone: a `LIKE` over the row's folded text costs less than re-reading its
   * much larger `search_tsv` (an a-z0-9 word is contained in the text exactly when
   * `'w':* | '~w':*` matches). An integer expression safe in `order by` (a query of short words
   * only scores `0::int`).
   */
  score: SQL;
  /**
   * Set when the query has several words, one of them shorter than {@link PREFIX_LENGTH}, and the
   * index narrows its words down: `where` split into the rows holding every word (`words`,
   * driven by `search_tsv`) and the rows holding only the phrase (`phrase`: the phrase appears and
   * not every word does). The two never overlap and together are `where`. A caller that needs a
   * bounded number of matches reads `words` first and `phrase` only when that was not enough:
   * the phrase's own narrowing (its long words, never its short ones) is far weaker.
   */
  arms?: { words: SQL; phrase: SQL };
  /**
   * Set when an index condition drives the match: every word's rule on `search_text` alone
   * (function calls), true of every row holding every word. Added beside `where` (or
   * `arms.words`) by a read that stops after a few matches, it costs one test per row read and
   * lets the planner see that the full-text condition alone overstates the matches — without
   * it a common word's exact estimate makes a sequential scan that re-reads each row's large
   * `search_tsv` look cheaper than the index.
   */
  recheck?: SQL;
}

/**
 * Compiles `query` for a table's search columns. Returns null when the query has no word to
 * look for. Words `search_tsv` answers are one full-text condition; the phrase condition is
 * added only when a word is shorter than {@link PREFIX_LENGTH} (otherwise every row holding the
 * phrase already matches every word).
 */
export function siteSearchMatch(columns: SearchColumns, query: string): SiteSearchSql | null {
  const words = siteSearchWords(query);
  if (words.length === 0) return null;
  const { text, tsv } = columns;
  // Tsquery parts, one per word: exact for an a-z0-9 word, a necessary condition (or nothing)
  // for the others, which are then checked exactly on `search_text`.
  const parts: string[] = [];
  for (const word of words) {
    if (!isIndexedWord(word)) {
      const prefilter = fallbackPrefilter(word);
      if (prefilter) parts.push(prefilter);
    } else if (word.length < PREFIX_LENGTH) parts.push(wholeWordQuery(word));
    else if (word.length === PREFIX_LENGTH) parts.push(containsQuery(word));
    else parts.push(`${startsWordQuery(word.slice(0, PREFIX_LENGTH))} | '~${word}':*`);
  }
  const full = tsvMatches(tsv, parts);
  // With a full-text condition the checks on `search_text` are written as function calls
  // (textlike, textregexeq): the planner then cannot drive the scan from the trigram index on
  // `search_text`, which would read far more rows than `search_tsv` for these broad patterns.
  const like = (value: string) => (full ? sql`textlike(${text}, ${`%${escapeLike(value)}%`})` : sql`${text} like ${`%${escapeLike(value)}%`}`);
  const matches = (pattern: string) => (full ? sql`textregexeq(${text}, ${pattern})` : sql`${text} ~ ${pattern}`);
  const fallbacks: SQL[] = [];
  /** The rule for each word on `search_text` alone (the same as its tsquery for an a-z0-9 word). */
  const onText: SQL[] = [];
  for (const word of words) {
    const indexed = isIndexedWord(word);
    const breaks = indexed ? '[^a-z0-9]' : WORD_BREAKS;
    const w = escapeRegex(word);
    let rule: SQL;
    if (word.length < PREFIX_LENGTH) rule = matches(`(^|${breaks})${w}($|${breaks})`);
    else if (word.length === PREFIX_LENGTH) rule = like(word);
    else rule = sql`(${like(word)} or ${matches(`(^|${breaks})${escapeRegex(word.slice(0, PREFIX_LENGTH))}`)})`;
    onText.push(rule);
    if (!indexed) fallbacks.push(rule);
  }
  const allWords = sql.join([...(full ? [full] : []), ...fallbacks], sql` and `);
  const phrase = words.join(' ');
  const phraseLike = like(phrase);
  let where = sql`(${allWords})`;
  let arms: SiteSearchSql['arms'];
  if (words.length > 1 && words.some((word) => word.length < PREFIX_LENGTH)) {
    // Every word, or the phrase. When the index can narrow both down, one tsquery holds both
    // (the words' conditions, or the phrase's own) and the exact test reads `search_text` only,
    // so neither a second index nor the large `search_tsv` is read per row.
    const phraseParts = piecePrefilter(phrase, false);
    where =
      full && phraseParts
        ? sql`(${tsv} @@ ${`(${parts.map((p) => `(${p})`).join(' & ')}) | (${phraseParts})`}::tsquery and ((${sql.join(onText, sql` and `)}) or ${phraseLike}))`
        : // The phrase as an operator, so the trigram index can answer it beside the full-text one.
          sql`((${allWords}) or ${text} like ${`%${escapeLike(phrase)}%`})`;
    if (full) {
      const everyWordOnText = sql`(${sql.join(onText, sql` and `)})`;
      const phraseOnly = phraseParts
        ? sql`${tsv} @@ ${phraseParts}::tsquery and ${phraseLike}`
        : sql`${text} like ${`%${escapeLike(phrase)}%`}`;
      arms = { words: sql`(${allWords})`, phrase: sql`(${phraseOnly} and not coalesce(${everyWordOnText}, false))` };
    }
  }
  const points = words
    .filter((word) => word.length > PREFIX_LENGTH)
    .map((word) => sql`(case when ${like(word)} then 1 else 0 end)`);
  if (words.length > 1) points.push(sql`(case when ${phraseLike} then 1 else 0 end)`);
  // Typed, never a bare integer: `order by 0` would name a select-list position, not a value.
  const score = points.length ? sql`(${sql.join(points, sql` + `)})` : sql`0::int`;
  const recheck = full ? sql`(${sql.join(onText, sql` and `)})` : undefined;
  return { where, score, ...(arms ? { arms } : {}), ...(recheck ? { recheck } : {}) };
}
