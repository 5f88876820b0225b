/**
 * The search's two helpers around the main rule (search.service.ts):
 *
 * - {@link suggest}: typeahead for the header search (`GET /api/search/suggest?q=`). Every word
 *   typed must start a word of the result's search text (`'^gol'`, `'golf':*` on the GIN-indexed
 *   `search_tsv`; a word holding other characters than a-z0-9, `x-a`, is narrowed through its
 *   first run as a whole word, `'x'`, and checked with a regex on `search_text`). Per type the first {@link SUGGEST_CANDIDATES} matches the index yields are read
 *   (garages, members, published posts, topics; the search's visibility rules), then ranked
 *   here: the title starting with the typed text first, then titles whose words start with
 *   every typed word, then the rest; newest first within a rank. The types take turns within a
 *   rank, at most SEARCH_SUGGESTION_LIMIT in all. Kept two seconds per identical text.
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
import { queryRows, type Db } from '../../db/client.ts';
import {
  escapeRegex,
  isIndexedWord,
  siteSearchWords,
  startsWordPrefilter,
  startsWordQuery,
  tsvMatches,
} from '../../db/search-match.ts';
import { CONTENT_KINDS } from '../content-kinds.ts';
import { searchCache } from './search.cache.ts';
import { SOURCES } from './search.sources.ts';

/** Matches read per type before ranking. */
export const SUGGEST_CANDIDATES = 20;
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

/**
 * The typeahead condition on one type's search columns, or null when the text has no word. One
 * tsquery holds what `search_tsv` answers; a word of one letter (every word starting with it:
 * most of the index) is checked on `search_text` instead when another word narrows the rows
 * down, and a word holding other characters than a-z0-9 is narrowed by its runs
 * ({@link startsWordPrefilter}) and then checked with a regex (it starts a word: at the start of
 * the text or after a character outside a-z0-9). Checks beside a tsquery are function calls
 * (textregexeq) so the planner drives the scan from `search_tsv`.
 */
function startsEveryWord(type: SearchType, words: readonly string[]): SQL | null {
  if (words.length === 0) return null;
  const { text, tsv } = SOURCES[type].columns;
  const narrowing = words.some((w) => isIndexedWord(w) && w.length > 1) || words.some((w) => !isIndexedWord(w) && startsWordPrefilter(w));
  const parts: string[] = [];
  const checks: string[] = [];
  for (const w of words) {
    if (isIndexedWord(w)) {
      if (w.length > 1 || !narrowing) parts.push(startsWordQuery(w));
      else checks.push(`(^|[^a-z0-9])${w}`);
    } else {
      const prefilter = startsWordPrefilter(w);
      if (prefilter) parts.push(prefilter);
      checks.push(`(^|[^a-z0-9])${escapeRegex(w)}`);
    }
  }
  const full = tsvMatches(tsv, parts);
  const rest = checks.map((regex) => (full ? sql`textregexeq(${text}, ${regex})` : sql`${text} ~ ${regex}`));
  return sql.join([...(full ? [full] : []), ...rest], sql` and `);
}

/** One statement: each type's first {@link SUGGEST_CANDIDATES} matches (`type, id, title, detail, ref, sort_at`). */
export function suggestSql(words: readonly string[]): SQL | null {
  const branches: SQL[] = [];
  for (const type of SEARCH_TYPES) {
    const where = startsEveryWord(type, words);
    if (!where) return null;
    const s = SOURCES[type];
    const f = FIELDS[type];
    branches.push(sql`(select ${type}::text as type, ${s.id} as id, ${f.title} as title, ${f.detail} as detail, ${f.ref} as ref, ${s.sortAt} as sort_at
      from ${s.from} where ${where} and ${s.visible} limit ${SUGGEST_CANDIDATES})`);
  }
  return sql.join(branches, sql` union all `);
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
    return rankSuggestions(await queryRows<Candidate>(db, statement), words);
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
