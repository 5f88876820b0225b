/**
 * Site search (docs/api.md, "Search"): one search over garages,
 * published blog posts, members and forum topics/questions.
 *
 * - Matching: {@link siteSearchMatch} (db/search-match.ts) on each table's GIN-indexed
 *   `search_tsv` (the folded `search_text`'s words and inner suffixes) — every word, or its
 *   first three characters starting a word when it has at least three; or the whole phrase;
 *   words of one or two characters as whole words.
 * - Candidates: per type, the first {@link CANDIDATES} matching rows the index yields (in no
 *   particular order); for a query whose "or the whole phrase" arm applies, the rows holding
 *   every word first, the rows holding only the phrase only when those were fewer. Work per
 *   search is bounded by that limit, never by the table.
 * - Ranking, inside each type's candidates only: relevance score (whole words found, the phrase
 *   found), then newest first (garage created, post published, member joined, topic created),
 *   then type and id. Without a type the four kinds are mixed in that one order. A type with
 *   more matches than candidates ranks the candidates the index yielded first.
 * - Counting: per type, up to {@link SEARCH_COUNT_CAP} (a type with more is `capped`, "100+");
 *   results past the first {@link SEARCH_COUNT_CAP} of a search are not paged to.
 * - Visibility: drafts are never found (posts only with status `published`); members without
 *   a username or banned are not listed.
 *
 * The statement is built by exported functions so bench/search-explain.ts explains exactly
 * what runs here (docs/performance/search-plans.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_COUNT_CAP,
  SEARCH_TYPES,
  type SearchCounts,
  type SearchType,
} from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { siteSearchMatch, siteSearchWords, type SiteSearchSql } from '../../db/search-match.ts';
import type { StoredImage } from '../../lib/image-view.ts';
import { searchCache } from './search.cache.ts';
import { SOURCES } from './search.sources.ts';
import { didYouMean } from './search.suggest.ts';
import { GARAGE_COLUMNS, isoUtc, MEMBER_COLUMNS, MEMBER_JOINS, memberFrom, selectGarageRows, type GarageRow, type MemberRow } from '../garages/index.ts';

/** The compiled query per type; null when the query has no word to look for. */
export function compileSearch(query: string): Record<SearchType, SiteSearchSql> | null {
  const compiled = {} as Record<SearchType, SiteSearchSql>;
  for (const type of SEARCH_TYPES) {
    const match = siteSearchMatch(SOURCES[type].columns, query);
    if (!match) return null;
    compiled[type] = match;
  }
  return compiled;
}

/** Rows per type a search looks at: enough to count to SEARCH_COUNT_CAP and say "more". */
export const CANDIDATES = SEARCH_COUNT_CAP + 1;

/**
 * One statement for a search: per type a CTE of its first {@link CANDIDATES} matches (id, sort
 * time, and the relevance score for the types on the page — computed on those rows only), then
 * the count of each and the page's `[type, id]` pairs in rank order as JSON (`page`).
 */
export function searchSql(compiled: Record<SearchType, SiteSearchSql>, types: readonly SearchType[], offset: number, limit: number): SQL {
  const ctes = SEARCH_TYPES.flatMap((type) => {
    const s = SOURCES[type];
    const { where, arms, recheck, score: typeScore } = compiled[type];
    const score = types.includes(type) ? typeScore : sql`0::int`;
    const select = (condition: SQL) => sql`select ${s.id} as id, ${s.sortAt} as sort_at, ${score} as score from ${s.from} where ${condition} and ${s.visible}`;
    const name = sql.identifier(`c_${type}`);
    // The words' rule on `search_text` beside the index condition (see SiteSearchSql.recheck).
    const checked = (condition: SQL) => (recheck ? sql`${condition} and ${recheck}` : condition);
    if (!arms) return [sql`${name} as (${select(checked(where))} limit ${CANDIDATES})`];
    // Rows holding every word first; rows holding only the phrase are read only when those were
    // fewer than CANDIDATES (the uncorrelated count is a one-time filter: otherwise that scan never runs).
    const first = sql.identifier(`w_${type}`);
    return [
      sql`${first} as (${select(checked(arms.words))} limit ${CANDIDATES})`,
      sql`${name} as (select * from ${first} union all (${select(sql`${arms.phrase} and (select count(*) from ${first}) < ${CANDIDATES}`)} limit ${CANDIDATES}) limit ${CANDIDATES})`,
    ];
  });
  const counts = SEARCH_TYPES.map((type) => sql`(select count(*) from ${sql.identifier(`c_${type}`)})::int as ${sql.identifier(type)}`);
  const ranked = types.map((type) => sql`select ${type}::text as type, id, score, sort_at from ${sql.identifier(`c_${type}`)}`);
  const page =
    limit > 0
      ? sql`(select coalesce(json_agg(json_build_array(type, id) order by score desc, sort_at desc nulls last, type, id desc), '[]'::json)
          from (select * from (${sql.join(ranked, sql` union all `)}) r order by score desc, sort_at desc nulls last, type, id desc offset ${offset} limit ${limit}) p)`
      : sql`'[]'::json`;
  return sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(counts, sql`, `)}, ${page} as page`;
}

/** A stored image from `<prefix>_id/_width/_height/_variants` columns, or null. */
function imageFrom(row: Record<string, unknown>, prefix: string): StoredImage | null {
  const id = row[`${prefix}_id`];
  if (typeof id !== 'string') return null;
  return { id, width: Number(row[`${prefix}_width`]), height: Number(row[`${prefix}_height`]), variants: (row[`${prefix}_variants`] as number[] | null) ?? [] };
}

export interface PostHit {
  id: string;
  slug: string;
  title: string;
  text: string;
  category: string;
  tags: string[];
  cover: StoredImage | null;
  author: MemberRow;
  publishedAt: string;
}
export interface MemberHit {
  member: MemberRow;
  bio: string | null;
  location: string | null;
  brands: string[];
  createdAt: string;
}
export interface TopicHit {
  id: string;
  categoryId: string;
  categoryName: string;
  categoryNameEn: string;
  kind: 'question' | 'discussion';
  title: string;
  text: string;
  tags: string[];
  author: MemberRow;
  createdAt: string;
}

/** A found row of any type, for the presenter. */
export type SearchHit =
  | { type: 'garage'; row: GarageRow }
  | { type: 'post'; row: PostHit }
  | { type: 'user'; row: MemberHit }
  | { type: 'topic'; row: TopicHit };

export interface SearchOutcome {
  hits: SearchHit[];
  counts: SearchCounts;
  capped: Record<SearchType, boolean>;
  /** A corrected query when nothing of any type matched (search.suggest.ts), else null. */
  didYouMean: string | null;
}

const noCounts = (): SearchCounts => ({ garage: 0, post: 0, user: 0, topic: 0 });
const idList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);
const uuidList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
/** Characters of long text read for a description (the presenter cuts to 160). */
const TEXT_CHARS = 400;

async function loadGarages(db: Db, ids: string[]): Promise<Map<string, SearchHit>> {
  const rows = await selectGarageRows(db, sql`select ${GARAGE_COLUMNS} from garages g where g.id in (${uuidList(ids)})`, sql`pg.id`);
  return new Map(rows.map((row) => [row.id, { type: 'garage', row }]));
}

async function loadPosts(db: Db, ids: string[]): Promise<Map<string, SearchHit>> {
  const rows = await queryRows(db, sql`
    select b.id, b.slug, b.title, coalesce(nullif(b.excerpt, ''), left(b.body_text, ${TEXT_CHARS})) as text, b.category, b.tags,
      ${isoUtc(sql`b.published_at`)} as published_iso, ${MEMBER_COLUMNS},
      ci.id as ci_id, ci.width as ci_width, ci.height as ci_height, ci.variants as ci_variants
    from blog_posts b join users u on u.id = b.author_id ${MEMBER_JOINS}
    left join images ci on ci.id = b.cover_image_id
    where b.id in (${uuidList(ids)})`);
  return new Map(
    rows.map((r) => [
      r.id as string,
      {
        type: 'post',
        row: {
          id: r.id as string,
          slug: r.slug as string,
          title: r.title as string,
          text: (r.text as string | null) ?? '',
          category: r.category as string,
          tags: (r.tags as string[] | null) ?? [],
          cover: imageFrom(r, 'ci'),
          author: memberFrom(r),
          publishedAt: r.published_iso as string,
        },
      },
    ]),
  );
}

async function loadMembers(db: Db, ids: string[]): Promise<Map<string, SearchHit>> {
  const rows = await queryRows(db, sql`
    select ${MEMBER_COLUMNS}, p.bio, p.location, ${isoUtc(sql`u.created_at`)} as created_iso,
      array(select distinct g.car_brand from garages g where g.user_id = u.id order by 1 limit 4) as brands
    from users u ${MEMBER_JOINS}
    where u.id in (${idList(ids)})`);
  return new Map(
    rows.map((r) => [
      r.m_id as string,
      {
        type: 'user',
        row: {
          member: memberFrom(r),
          bio: (r.bio as string | null) ?? null,
          location: (r.location as string | null) ?? null,
          brands: (r.brands as string[] | null) ?? [],
          createdAt: r.created_iso as string,
        },
      },
    ]),
  );
}

async function loadTopics(db: Db, ids: string[]): Promise<Map<string, SearchHit>> {
  const rows = await queryRows(db, sql`
    select t.id, t.category_id, c.name as category_name, c.name_en as category_name_en, t.kind, t.title,
      left(t.body_text, ${TEXT_CHARS}) as text, t.tags, ${isoUtc(sql`t.created_at`)} as created_iso, ${MEMBER_COLUMNS}
    from forum_topics t join forum_categories c on c.id = t.category_id
    join users u on u.id = t.author_id ${MEMBER_JOINS}
    where t.id in (${uuidList(ids)})`);
  return new Map(
    rows.map((r) => [
      r.id as string,
      {
        type: 'topic',
        row: {
          id: r.id as string,
          categoryId: r.category_id as string,
          categoryName: r.category_name as string,
          categoryNameEn: r.category_name_en as string,
          kind: r.kind as 'question' | 'discussion',
          title: r.title as string,
          text: (r.text as string | null) ?? '',
          tags: (r.tags as string[] | null) ?? [],
          author: memberFrom(r),
          createdAt: r.created_iso as string,
        },
      },
    ]),
  );
}

const LOADERS: Record<SearchType, (db: Db, ids: string[]) => Promise<Map<string, SearchHit>>> = {
  garage: loadGarages,
  post: loadPosts,
  user: loadMembers,
  topic: loadTopics,
};

/**
 * One page of a search, kept two seconds per identical query (search.cache.ts): the counts of
 * every type and the page's hits (of `type`, or of all types mixed), in rank order. A query
 * without any word (punctuation only) finds nothing. Pages past the first SEARCH_COUNT_CAP
 * results are empty. Counts and the page's ids come from one statement ({@link searchSql});
 * then the page's rows per type by primary key.
 */
export async function search(db: Db, o: { q: string; type?: SearchType; page: number; pageSize: number }): Promise<SearchOutcome> {
  const key = JSON.stringify([siteSearchWords(o.q), o.type ?? '', o.page, o.pageSize]);
  return searchCache<SearchOutcome>(db).get(key, () => searchUncached(db, o));
}

/** {@link search} without the cache (bench/search-explain.ts times this). */
export async function searchUncached(db: Db, o: { q: string; type?: SearchType; page: number; pageSize: number }): Promise<SearchOutcome> {
  const compiled = compileSearch(o.q);
  const capped = { garage: false, post: false, user: false, topic: false };
  if (!compiled) return { hits: [], counts: noCounts(), capped, didYouMean: null };
  const offset = (o.page - 1) * o.pageSize;
  const limit = Math.min(o.pageSize, SEARCH_COUNT_CAP - offset);
  const [row] = await queryRows<Record<SearchType, number> & { page: [SearchType, string][] | string }>(db, searchSql(compiled, o.type ? [o.type] : SEARCH_TYPES, Math.max(offset, 0), limit));
  const pageRows = (typeof row?.page === 'string' ? (JSON.parse(row.page) as [SearchType, string][]) : (row?.page ?? [])).map(([type, id]) => ({ type, id }));
  const counts = noCounts();
  for (const type of SEARCH_TYPES) {
    const n = Number(row?.[type] ?? 0);
    capped[type] = n > SEARCH_COUNT_CAP;
    counts[type] = Math.min(n, SEARCH_COUNT_CAP);
  }
  const loaded = await Promise.all(
    SEARCH_TYPES.map((type) => {
      const ids = pageRows.filter((r) => r.type === type).map((r) => r.id);
      return ids.length ? LOADERS[type](db, ids) : Promise.resolve(new Map<string, SearchHit>());
    }),
  );
  const byType = Object.fromEntries(SEARCH_TYPES.map((type, i) => [type, loaded[i]!])) as Record<SearchType, Map<string, SearchHit>>;
  // A row deleted between the two statements is skipped.
  const hits = pageRows.map((r) => byType[r.type].get(r.id)).filter((hit): hit is SearchHit => hit !== undefined);
  const nothing = SEARCH_TYPES.every((type) => counts[type] === 0);
  return { hits, counts, capped, didYouMean: nothing ? await didYouMean(db, o.q) : null };
}
