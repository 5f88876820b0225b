/**
 * The search's two helpers around the main rule (search.service.ts):
 *
 * - {@link suggest}: typeahead for the header search (`GET /api/search/suggest?q=`). It matches
 *   the title-like fields only — a garage's name, make and model; a member's full name and
 *   username; a post's or topic's title (`suggest_text`, db/search-text.ts) — never bodies,
 *   descriptions, excerpts, tags or bios (the full search does; decision 029). Every word typed
 *   must start a word of those fields, in any order: be found at their start or after a character
 *   outside a-z0-9. The rows come from the typeahead lexicon (migration 0029): per type, every
 *   word start of `suggest_text` with the rest of the text (cut to 40 characters) in a btree of the
 *   "C" collation, so a typed word starts a word exactly when it is a prefix of an entry — one
 *   index range. `suggest_entries` reads per type at most {@link SUGGEST_CANDIDATES} entries
 *   starting with the typed text at the start of the shown title, as many at another word start,
 *   and for several words {@link SUGGEST_WORD_READS} entries of the longest word (its plans kept
 *   for the session); then each key's row by primary key, in that order, until
 *   {@link SUGGEST_CANDIDATES} are visible (search.sources.ts: hidden posts and topics, drafts,
 *   banned members never) and hold the other words. A bounded read whatever the tables hold: the
 *   candidates are the first entries in the lexicon's order (title starts, then shortest words),
 *   not every match. Ranked here: the title starting with the typed text first, then titles whose
 *   words start with every typed word, then the rest; newest first within a rank. The types take
 *   turns within a rank, at most SEARCH_SUGGESTION_LIMIT in all. Kept two seconds per identical
 *   text. The statement's text depends only on the number of words typed, so on a PostgreSQL
 *   server it runs as a named prepared statement (db/client.ts `queryRowsPrepared`): its parsing
 *   and planning, most of its time there, happen once per connection instead of per keystroke.
 * - {@link didYouMean}: when a search found nothing, each word of three or more letters that is
 *   not itself a word of {@link DID_YOU_MEAN_WORDS} is replaced by the most similar one of them
 *   (pg_trgm `similarity`, at least {@link MIN_SIMILARITY}): the folded words of the makes, the
 *   models and the default popular searches — what people search most and misspell. The list is
 *   fixed and small (a few hundred words), so the check costs the same whatever the tables hold;
 *   scanning the searchable text itself for similar words would cost most exactly when nothing
 *   matches.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CAR_BRANDS,
  DEFAULT_POPULAR_SEARCHES,
  MOTORCYCLE_BRANDS,
  SEARCH_SUGGESTION_LIMIT,
  SEARCH_TYPES,
  foldForSearch,
  type SearchSuggestion,
  type SearchType,
} from '@garaj/shared';
import { queryRows, queryRowsPrepared, type Db } from '../../db/client.ts';
import { escapeRegex, isIndexedWord, siteSearchWords } from '../../db/search-match.ts';
import { CONTENT_KINDS } from '../content-kinds.ts';
import { searchCache } from './search.cache.ts';
import { SOURCES } from './search.sources.ts';

/**
 * Candidates per type before ranking, and the entries read per range of the typed text: as many
 * as can be shown, since the types take turns (the title starts come first, see the module comment).
 */
export const SUGGEST_CANDIDATES = SEARCH_SUGGESTION_LIMIT;
/** Entries read of the longest word when several words are typed (half of them title starts); the other words are checked on each row. */
export const SUGGEST_WORD_READS = 40;
/** Length of a lexicon entry (migration 0029): the longest typed word (`searchTerms`). */
const ENTRY_LENGTH = 40;
/** Least pg_trgm similarity of a replacement word. */
export const MIN_SIMILARITY = 0.3;

/** The words "did you mean" corrects toward (see the module comment): folded, a-z0-9, three letters or more. */
export const DID_YOU_MEAN_WORDS: readonly string[] = [
  ...new Set(
    [...CAR_BRANDS, ...MOTORCYCLE_BRANDS]
      .flatMap((brand) => [brand.name, ...brand.models])
      .concat(DEFAULT_POPULAR_SEARCHES)
      .flatMap((name) => foldForSearch(name).split(/[^a-z0-9]+/))
      .filter((word) => word.length >= 3),
  ),
].sort();

/** What a suggestion shows of each type: title, second line, and the key of its page's path. */
const FIELDS: Record<SearchType, { title: SQL; detail: SQL; ref: SQL }> = {
  garage: {
    title: sql`g.name`,
    detail: sql`g.car_brand || ' ' || g.car_model`,
    ref: sql`g.id::text`,
  },
  post: { title: sql`b.title`, detail: sql`null::text`, ref: sql`b.slug` },
  user: {
    title: sql`coalesce(nullif(p.full_name, ''), u.display_username)`,
    detail: sql`'@' || u.display_username`,
    ref: sql`u.display_username`,
  },
  topic: { title: sql`t.title`, detail: sql`null::text`, ref: sql`t.category_id` },
};

/** Each type's row by a lexicon key (`k.key`, text), and its `suggest_text` (aliases of search.sources.ts). */
const BY_KEY: Record<SearchType, { row: SQL; text: SQL }> = {
  garage: { row: sql`g.id = k.key::uuid`, text: sql`g.suggest_text` },
  post: { row: sql`b.id = k.key::uuid`, text: sql`b.suggest_text` },
  user: { row: sql`p.user_id = k.key`, text: sql`p.suggest_text` },
  topic: { row: sql`t.id = k.key::uuid`, text: sql`t.suggest_text` },
};

/**
 * One statement: each type's candidates (`type, id, title, detail, ref, sort_at`), or null
 * without a word. The lexicons' keys come from `suggest_entries` (migration 0029; see the module
 * comment), in their order; per type each key's row is read by its primary key in that order until
 * {@link SUGGEST_CANDIDATES} are visible (search.sources.ts) and hold every other typed word at a
 * word start of their `suggest_text` — the rows of the longest word's keys only when the typed
 * text's were too few.
 */
export function suggestSql(words: readonly string[]): SQL | null {
  if (words.length === 0) return null;
  const phrase = words.join(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const others = words.filter((w) => w !== longest);
  // An entry is at most ENTRY_LENGTH characters: a longer typed text is no entry's prefix.
  const typed = [...phrase].length <= ENTRY_LENGTH ? phrase : null;
  const keys = sql`select k.kind, k.key from suggest_entries(${typed}::text, ${words.length > 1 ? longest : null}::text, ${SUGGEST_CANDIDATES}::int, ${SUGGEST_WORD_READS}::int) k`;
  const branches = SEARCH_TYPES.map((type) => {
    const s = SOURCES[type];
    const f = FIELDS[type];
    const checks = others.map((w) => sql` and ${BY_KEY[type].text} ~ ${`(^|[^a-z0-9])${escapeRegex(w)}`}`);
    // No sort: the nested loop reads the keys in their order and stops at the limit.
    return sql`(select r.* from k cross join lateral (
        select ${type}::text as type, ${s.id} as id, ${f.title} as title, ${f.detail} as detail, ${f.ref} as ref, ${s.sortAt} as sort_at
        from ${s.from} where ${BY_KEY[type].row} and ${s.visible}${sql.join(checks, sql``)}) r
      where k.kind = ${type} limit ${SUGGEST_CANDIDATES})`;
  });
  return sql`with k as materialized (${keys}) ${sql.join(branches, sql` union all `)}`;
}

/** A suggestion's page: its kind's path (modules/content-kinds.ts); `ref` is the slug, username or category. */
const pathOf = (type: SearchType, id: string, ref: string): string => {
  if (type === 'garage') return CONTENT_KINDS.garage.path({ id });
  if (type === 'post') return CONTENT_KINDS.post.path({ slug: ref });
  if (type === 'user') return CONTENT_KINDS.user.path({ username: ref });
  return CONTENT_KINDS.topic.path({ categoryId: ref, id });
};

/** 0: the title starts with the typed text; 1: every typed word starts a word of the title; 2: otherwise. */
export function titleRank(title: string, words: readonly string[]): number {
  const folded = foldForSearch(title);
  if (folded.startsWith(words.join(' '))) return 0;
  const titleWords = folded.split(/[^\p{L}\p{N}]+/u);
  return words.every((w) => titleWords.some((t) => t.startsWith(w))) ? 1 : 2;
}

interface Candidate {
  type: SearchType;
  id: string;
  title: string;
  detail: string | null;
  ref: string;
  sort_at: string | Date | null;
}

/** Ranks and mixes the candidates (see the module comment); at most SEARCH_SUGGESTION_LIMIT. */
export function rankSuggestions(
  rows: readonly Candidate[],
  words: readonly string[],
): SearchSuggestion[] {
  const time = (r: Candidate) => (r.sort_at ? new Date(r.sort_at).getTime() : 0);
  const ranked = SEARCH_TYPES.flatMap((type, typeOrder) =>
    rows
      .filter((r) => r.type === type)
      .map((r) => ({ r, rank: titleRank(r.title, words) }))
      .sort((a, b) => a.rank - b.rank || time(b.r) - time(a.r))
      .map((x, turn) => ({ ...x, turn, typeOrder })),
  );
  ranked.sort((a, b) => a.rank - b.rank || a.turn - b.turn || a.typeOrder - b.typeOrder);
  return ranked.slice(0, SEARCH_SUGGESTION_LIMIT).map(({ r }) => ({
    type: r.type,
    id: r.id,
    url: pathOf(r.type, r.id, r.ref),
    title: r.title,
    detail: r.detail,
  }));
}

/** Typeahead suggestions for the text typed so far (see the module comment); empty without a word. */
export function suggest(db: Db, q: string): Promise<SearchSuggestion[]> {
  const words = siteSearchWords(q);
  return searchCache<SearchSuggestion[]>(db).get(JSON.stringify(['suggest', words]), async () => {
    const statement = suggestSql(words);
    if (!statement) return [];
    return rankSuggestions(await queryRowsPrepared<Candidate>(db, statement), words);
  });
}

/** "Did you mean" for a search that found nothing: the corrected folded query, or null when no word changes. */
export async function didYouMean(db: Db, q: string): Promise<string | null> {
  const words = siteSearchWords(q);
  const known = new Set(DID_YOU_MEAN_WORDS);
  const unknown = [
    ...new Set(words.filter((word) => isIndexedWord(word) && word.length >= 3 && !known.has(word))),
  ];
  if (unknown.length === 0) return null;
  const rows = await queryRows<{ word: string; better: string }>(
    db,
    sql`
    select distinct on (q.word) q.word, w as better
    from unnest(${`{${unknown.join(',')}}`}::text[]) q(word), unnest(${`{${DID_YOU_MEAN_WORDS.join(',')}}`}::text[]) w
    where similarity(w, q.word) >= ${MIN_SIMILARITY}
    order by q.word, similarity(w, q.word) desc, w`,
  );
  const better = new Map(rows.map((r) => [r.word, r.better]));
  return rows.length ? words.map((word) => better.get(word) ?? word).join(' ') : null;
}
