/**
 * Site search (spec community §2 Search, §5 Search rule; issue 7 §3): one search over garages,
 * published blog posts, members and forum topics/questions.
 *
 * - Matching: {@link siteSearchMatch} (db/search-match.ts) on each table's folded,
 *   trigram-indexed `search_text` — every word, or its first three characters when it has at
 *   least three; or the whole phrase; words of one or two characters as whole words.
 * - Ranking: relevance score (whole words found, the phrase found), then newest first (garage
 *   created, post published, member joined, topic created), then type and id. Without a type
 *   the four kinds are mixed in that one order.
 * - Counting: per type, up to {@link SEARCH_COUNT_CAP} (a type with more is `capped`, "1000+");
 *   results past the first {@link SEARCH_COUNT_CAP} of a search are not paged to.
 * - Visibility: drafts are never found (posts only with status `published`); members without
 *   a username or banned are not listed.
 *
 * The statements are built by exported functions so bench/search-explain.ts explains exactly
 * what runs here (docs/search-explain.md).
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
import { activeMemberRow, publicRow } from '../../db/visibility.ts';
import type { StoredImage } from '../../lib/image-view.ts';
import { searchCache } from './search.cache.ts';
import { GARAGE_COLUMNS, isoUtc, MEMBER_COLUMNS, MEMBER_JOINS, memberFrom, selectGarageRows, type GarageRow, type MemberRow } from '../garages/index.ts';

/** How one type is searched: its table (with alias), the folded column, visibility, sort time. */
interface TypeSource {
  from: SQL;
  column: SQL;
  visible: SQL;
  sortAt: SQL;
  id: SQL;
}

/**
 * The four searched tables. Only the bare `search_text` column lets the trigram index apply.
 * `visible`: hidden posts and topics and everything of banned members are never found (db/visibility.ts).
 */
export const SOURCES: Record<SearchType, TypeSource> = {
  garage: { from: sql`garages g`, column: sql`g.search_text`, visible: activeMemberRow('g', 'user_id'), sortAt: sql`g.created_at`, id: sql`g.id::text` },
  post: {
    from: sql`blog_posts b`,
    column: sql`b.search_text`,
    visible: sql`b.status = 'published' and ${publicRow('b', 'author_id')}`,
    sortAt: sql`b.published_at`,
    id: sql`b.id::text`,
  },
  user: {
    from: sql`profiles p join users u on u.id = p.user_id`,
    column: sql`p.search_text`,
    visible: sql`u.username is not null and ${activeMemberRow('u', 'id')}`,
    sortAt: sql`u.created_at`,
    id: sql`u.id`,
  },
  topic: { from: sql`forum_topics t`, column: sql`t.search_text`, visible: publicRow('t', 'author_id'), sortAt: sql`t.created_at`, id: sql`t.id::text` },
};

/** The compiled query per type; null when the query has no word to look for. */
export function compileSearch(query: string): Record<SearchType, SiteSearchSql> | null {
  const compiled = {} as Record<SearchType, SiteSearchSql>;
  for (const type of SEARCH_TYPES) {
    const match = siteSearchMatch(SOURCES[type].column, query);
    if (!match) return null;
    compiled[type] = match;
  }
  return compiled;
}

/** One statement counting the matches of every type, each up to SEARCH_COUNT_CAP + 1. */
export function countsSql(compiled: Record<SearchType, SiteSearchSql>): SQL {
  const columns = SEARCH_TYPES.map((type) => {
    const s = SOURCES[type];
    return sql`(select count(*) from (select 1 from ${s.from} where ${compiled[type].where} and ${s.visible} limit ${SEARCH_COUNT_CAP + 1}) x)::int as ${sql.identifier(type)}`;
  });
  return sql`select ${sql.join(columns, sql`, `)}`;
}

/** The best `limit` matches of one type as `(type, id, score, sort_at)`, best first. */
function rankedSql(type: SearchType, match: SiteSearchSql, limit: number): SQL {
  const s = SOURCES[type];
  return sql`(select ${type}::text as type, ${s.id} as id, ${match.score} as score, ${s.sortAt} as sort_at
    from ${s.from} where ${match.where} and ${s.visible}
    order by score desc, sort_at desc nulls last, id desc limit ${limit})`;
}

/** The page's `(type, id)` rows: of one type, or of all types merged in one order. */
export function pageSql(compiled: Record<SearchType, SiteSearchSql>, types: readonly SearchType[], offset: number, limit: number): SQL {
  const branches = types.map((type) => rankedSql(type, compiled[type], offset + limit));
  return sql`select type, id from (${sql.join(branches, sql` union all `)}) r
    order by score desc, sort_at desc nulls last, type, id desc offset ${offset} limit ${limit}`;
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
}

/**
 * Issued first in the search transaction: the planner may not read a searched table with a
 * sequential scan. pg_trgm's selectivity estimates are coarse and `LIKE`/`~` on long text cost
 * far more than the planner assumes, so for a common word it would pick a sequential scan that
 * evaluates the pattern on every row, where the trigram index narrows the work to the matches
 * (measured in docs/search-explain.md). Every condition of the rule is indexable, so the index
 * path always exists.
 */
export const INDEXES_ONLY = sql`set local enable_seqscan = off`;

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
 * results are empty. Counts and the page's ids are read in one transaction under
 * {@link INDEXES_ONLY}; then the page's rows per type by primary key.
 */
export async function search(db: Db, o: { q: string; type?: SearchType; page: number; pageSize: number }): Promise<SearchOutcome> {
  const key = JSON.stringify([siteSearchWords(o.q), o.type ?? '', o.page, o.pageSize]);
  return searchCache<SearchOutcome>(db).get(key, () => searchUncached(db, o));
}

/** {@link search} without the cache (bench/search-explain.ts times this). */
export async function searchUncached(db: Db, o: { q: string; type?: SearchType; page: number; pageSize: number }): Promise<SearchOutcome> {
  const compiled = compileSearch(o.q);
  const capped = { garage: false, post: false, user: false, topic: false };
  if (!compiled) return { hits: [], counts: noCounts(), capped };
  const offset = (o.page - 1) * o.pageSize;
  const limit = Math.min(o.pageSize, SEARCH_COUNT_CAP - offset);
  const { countRow, pageRows } = await db.transaction(async (tx) => {
    await tx.execute(INDEXES_ONLY);
    const [countRow] = await queryRows<Record<SearchType, number>>(tx, countsSql(compiled));
    const pageRows = limit > 0 ? await queryRows<{ type: SearchType; id: string }>(tx, pageSql(compiled, o.type ? [o.type] : SEARCH_TYPES, offset, limit)) : [];
    return { countRow, pageRows };
  });
  const counts = noCounts();
  for (const type of SEARCH_TYPES) {
    const n = Number(countRow?.[type] ?? 0);
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
  return { hits, counts, capped };
}
