/**
 * `npm run bench:search-explain -w @garaj/server` — proves the site search (GET /api/search and
 * /api/search/suggest, modules/search) is answered through the full-text indexes at 100,000 rows
 * per searched table, and writes the plans to docs/performance/search-plans.md.
 *
 * 1. Opens a scratch database — embedded PGlite in memory, and also the PostgreSQL database in
 *    SEARCH_EXPLAIN_DATABASE_URL when set (its `public` schema is DROPPED and recreated: give it
 *    a database of its own) — and migrates it.
 * 2. {@link seedSearchTables}: bulk-inserts N members (users + profiles), N garages, N blog posts
 *    (one in ten a draft) and N forum topics with `insert … select … from generate_series`:
 *    text drawn from a vocabulary of the demo seed's Turkish sentences plus the real makes and
 *    models, so words occur about as often as in real text; `search_text` folded as the modules
 *    fold it (built from folded parts: the fold works word by word), `suggest_text` likewise;
 *    the insert triggers fill the typeahead lexicon (migration 0029).
 * 3. For a one-word, a three-word and a two-character query: EXPLAIN (ANALYZE, BUFFERS) of the
 *    exact statements the service runs (the search statement for the mixed first page and for
 *    one type's page, the typeahead statement for the query's first three letters, the similar
 *    topics statement for the query as a question title), the median
 *    time of the whole `search()` and `suggest()` calls (5 runs after a warm-up), and a check
 *    that no plan reads a searched table with a sequential scan (the script exits 1 if one does).
 *
 * Settings (environment): SEARCH_EXPLAIN_ROWS (rows per table, default 100000),
 * SEARCH_EXPLAIN_DATABASE_URL (optional PostgreSQL scratch database), SEARCH_EXPLAIN_PGLITE=0
 * (skip PGlite), SEARCH_EXPLAIN_OUT (default docs/performance/search-plans.md; `-` prints only),
 * SEARCH_EXPLAIN_REUSE=1 (keep the PostgreSQL database's schema and rows when it already holds
 * SEARCH_EXPLAIN_ROWS garages: the plans again without seeding again).
 */
import { writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { BLOG_CATEGORIES, CAR_BRANDS, MOTORCYCLE_BRANDS, PROVINCES, SEARCH_COUNT_CAP, SEARCH_TYPES, foldForSearch } from '@garaj/shared';
import { openDatabase, queryRows, type Database, type Db } from '../src/db/client.ts';
import { CAR_COMMENTS, MOTORCYCLE_COMMENTS, SEED_GARAGES, SEED_MEMBERS } from '../src/seed/seed-data.ts';
import { repoRoot } from '../src/env.ts';
import { siteSearchWords } from '../src/db/search-match.ts';
import { CANDIDATES, compileSearch, searchSql, searchUncached as search } from '../src/modules/search/search.service.ts';
import { SUGGEST_CANDIDATES, suggestSql, suggest } from '../src/modules/search/search.suggest.ts';
import { similarTopicWords, similarTopicsSql } from '../src/modules/search/search.similar.ts';
import { searchCache } from '../src/modules/search/search.cache.ts';
import { dropSecondaryIndexes, SUGGEST_LEXICONS } from './scale.ts';

const ROWS = Number(process.env.SEARCH_EXPLAIN_ROWS ?? 100_000);
const PG_URL = process.env.SEARCH_EXPLAIN_DATABASE_URL?.trim() || '';
const OUT = process.env.SEARCH_EXPLAIN_OUT?.trim() || path.join(repoRoot, 'docs/performance/search-plans.md');
const WITH_PGLITE = process.env.SEARCH_EXPLAIN_PGLITE !== '0';
/** Keep the PostgreSQL database's rows when it already holds ROWS garages (re-running the plans without seeding again). */
const REUSE = process.env.SEARCH_EXPLAIN_REUSE === '1';

/** The queries measured: one word, three words, a word of two characters. */
export const EXPLAIN_QUERIES = ['golf', 'honda civic egzoz', 'm3'] as const;

/** Distinct words of the demo seed's sentences, the makes and models, the provinces, and a few the checks look for. */
function vocabulary(): string[] {
  const sentences = [
    ...SEED_MEMBERS.flatMap((m) => [m.bio, m.fullName]),
    ...SEED_GARAGES.flatMap((g) => [g.name, g.description, ...(g.modifications ?? []).flatMap((m) => [m.title, m.note ?? ''])]),
    ...CAR_COMMENTS,
    ...MOTORCYCLE_COMMENTS,
    ...[...CAR_BRANDS, ...MOTORCYCLE_BRANDS].flatMap((b) => [b.name, ...b.models]),
    ...PROVINCES,
    'ışık şoför egzoz turbo balata fren yağ şanzıman debriyaj akü',
  ];
  const words = new Set<string>();
  for (const s of sentences) for (const w of s.split(/[^\p{L}\p{N}]+/u)) if (w.length >= 2 && w.length <= 30) words.add(w);
  return [...words];
}

/** `{"a","b",…}` text-array literal. */
const arrayLiteral = (items: readonly string[]) => `{${items.map((w) => `"${w.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * Bulk-inserts `n` members, garages, blog posts (every tenth a draft) and forum topics into a
 * migrated, empty database, then ANALYZEs. Rows are deterministic (hashes of the row number).
 */
export async function seedSearchTables(db: Db, n: number): Promise<void> {
  const vocab = vocabulary();
  const words = arrayLiteral(vocab);
  const folded = arrayLiteral(vocab.map(foldForSearch));
  const v = vocab.length;
  // The secondary indexes (GIN above all) are built once after the inserts: growing a GIN index
  // row by row costs several times more than building it over the whole table.
  // The typeahead lexicon (migration 0029) is filled by the tables' insert triggers, one statement each.
  const rebuild = await dropSecondaryIndexes(db, ['users', 'profiles', 'garages', 'blog_posts', 'forum_topics', ...SUGGEST_LEXICONS]);
  /** The k-th word of row s for a field seeded with `salt` (display and folded forms). */
  const pick = (salt: number, count: number, s: SQL, form: 'w' | 'f') =>
    sql`array_to_string(array(select (${sql.raw(form)})[1 + abs(hashint8(${s} * 1000 + ${salt} * 100 + j)) % ${v}] from generate_series(1, ${count}) j), ' ')`;
  const names = SEED_MEMBERS.map((m) => m.fullName);
  await db.execute(sql`
    insert into users (id, name, email, email_verified, username, display_username, created_at, updated_at)
    select 'sx-' || s, (${arrayLiteral(names)}::text[])[(1 + s % ${names.length})::int], 'sx' || s || '@explain.local', true,
      'uye' || s, 'uye' || s, now() - (s % 50000) * interval '1 hour', now()
    from generate_series(1::bigint, ${n}::bigint) s`);
  await db.execute(sql`
    with a as (select ${words}::text[] as w, ${folded}::text[] as f)
    insert into profiles (user_id, full_name, bio, location, search_text, suggest_text)
    select 'sx-' || s, ${pick(1, 2, sql`s`, 'w')}, ${pick(2, 12, sql`s`, 'w')}, ${pick(3, 1, sql`s`, 'w')},
      'uye' || s || ' ' || ${pick(1, 2, sql`s`, 'f')} || ' ' || ${pick(3, 1, sql`s`, 'f')} || ' ' || ${pick(2, 12, sql`s`, 'f')},
      ${pick(1, 2, sql`s`, 'f')} || ' uye' || s
    from a, generate_series(1::bigint, ${n}::bigint) s`);
  const models = [...CAR_BRANDS, ...MOTORCYCLE_BRANDS].flatMap((b) => b.models.map((m) => [b.name, m] as const));
  await db.execute(sql`
    with a as (select ${words}::text[] as w, ${folded}::text[] as f,
      ${arrayLiteral(models.map(([b]) => b))}::text[] as b, ${arrayLiteral(models.map(([, m]) => m))}::text[] as m,
      ${arrayLiteral(models.map(([b]) => foldForSearch(b)))}::text[] as fb, ${arrayLiteral(models.map(([, m]) => foldForSearch(m)))}::text[] as fm)
    insert into garages (user_id, name, description, car_brand, car_model, search_text, suggest_text, created_at, updated_at)
    select 'sx-' || (1 + s % ${n}), ${pick(4, 2, sql`s`, 'w')}, ${pick(5, 20, sql`s`, 'w')},
      b[(1 + s % ${models.length})::int], m[(1 + s % ${models.length})::int],
      ${pick(4, 2, sql`s`, 'f')} || ' ' || fb[(1 + s % ${models.length})::int] || ' ' || fm[(1 + s % ${models.length})::int] || ' ' || ${pick(5, 20, sql`s`, 'f')},
      ${pick(4, 2, sql`s`, 'f')} || ' ' || fb[(1 + s % ${models.length})::int] || ' ' || fm[(1 + s % ${models.length})::int],
      now() - (s % 70000) * interval '15 minutes', now()
    from a, generate_series(1::bigint, ${n}::bigint) s`);
  await db.execute(sql`
    with a as (select ${words}::text[] as w, ${folded}::text[] as f, ${arrayLiteral(BLOG_CATEGORIES)}::text[] as c)
    insert into blog_posts (slug, author_id, title, excerpt, body_html, body_text, category, tags, status, published_at, search_text, suggest_text, created_at)
    select 'yazi-' || s, 'sx-' || (1 + (s * 7) % ${n}), ${pick(6, 6, sql`s`, 'w')}, ${pick(7, 15, sql`s`, 'w')}, '', ${pick(8, 60, sql`s`, 'w')},
      c[(1 + s % 5)::int], string_to_array(${pick(9, 3, sql`s`, 'w')}, ' '),
      case when s % 10 = 0 then 'draft' else 'published' end,
      case when s % 10 = 0 then null else now() - (s % 60000) * interval '20 minutes' end,
      ${pick(6, 6, sql`s`, 'f')} || ' ' || ${pick(7, 15, sql`s`, 'f')} || ' ' || ${pick(9, 3, sql`s`, 'f')} || ' uye' || (1 + (s * 7) % ${n}) || ' ' || ${pick(8, 60, sql`s`, 'f')},
      ${pick(6, 6, sql`s`, 'f')},
      now() - (s % 60000) * interval '20 minutes'
    from a, generate_series(1::bigint, ${n}::bigint) s`);
  await db.execute(sql`insert into forum_categories (id, name, name_en) values ('engine', 'Motor', 'Engine') on conflict (id) do nothing`);
  await db.execute(sql`
    with a as (select ${words}::text[] as w, ${folded}::text[] as f)
    insert into forum_topics (category_id, author_id, kind, title, body_html, body_text, tags, search_text, suggest_text, created_at)
    select 'engine', 'sx-' || (1 + (s * 13) % ${n}), case when s % 3 = 0 then 'discussion' else 'question' end,
      ${pick(10, 7, sql`s`, 'w')}, '', ${pick(11, 40, sql`s`, 'w')}, string_to_array(${pick(12, 2, sql`s`, 'w')}, ' '),
      ${pick(10, 7, sql`s`, 'f')} || ' ' || ${pick(12, 2, sql`s`, 'f')} || ' uye' || (1 + (s * 13) % ${n}) || ' ' || ${pick(11, 40, sql`s`, 'f')},
      ${pick(10, 7, sql`s`, 'f')},
      now() - (s % 80000) * interval '10 minutes'
    from a, generate_series(1::bigint, ${n}::bigint) s`);
  await rebuild();
  await db.execute(sql`analyze`);
}

const TABLES = ['garages', 'profiles', 'users', 'blog_posts', 'forum_topics'];

/** EXPLAIN (ANALYZE, BUFFERS) of `statement` as the service runs it. */
async function explain(db: Db, statement: SQL): Promise<string> {
  const rows = await queryRows<Record<string, string>>(db, sql`explain (analyze, buffers) ${statement}`);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

/** The first line of a plan's execution time, e.g. "Execution Time: 3.2 ms" → 3.2. */
const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Measured {
  kind: string;
  version: string;
  seedSeconds: number;
  rows: Record<string, number>;
  queries: {
    q: string;
    counts: Record<string, number>;
    medianMs: number;
    typedMedianMs: number;
    suggestMedianMs: number;
    plans: { title: string; plan: string }[];
    indexes: string[];
  }[];
  seqScans: string[];
}

async function measure(database: Database, kind: string): Promise<Measured> {
  const { db } = database;
  await database.migrate();
  const started = performance.now();
  const [held] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from garages`);
  if (!(REUSE && held!.n === ROWS)) await seedSearchTables(db, ROWS);
  const seedSeconds = (performance.now() - started) / 1000;
  const [version] = await queryRows<{ version: string }>(db, sql`select version()`);
  const [counted] = await queryRows<Record<string, number>>(db, sql`
    select (select count(*) from garages)::int as garages, (select count(*) from profiles)::int as profiles,
      (select count(*) from blog_posts)::int as blog_posts, (select count(*) from blog_posts where status = 'published')::int as published_posts,
      (select count(*) from forum_topics)::int as forum_topics`);
  const out: Measured = { kind, version: version!.version, seedSeconds, rows: counted!, queries: [], seqScans: [] };
  for (const q of EXPLAIN_QUERIES) {
    const compiled = compileSearch(q)!;
    const prefix = q.slice(0, 3);
    const plans = [
      { title: 'search statement: counts and first page, all types mixed (20 results)', plan: await explain(db, searchSql(compiled, SEARCH_TYPES, 0, 20)) },
      { title: 'search statement: counts and first page of blog posts only (type=post)', plan: await explain(db, searchSql(compiled, ['post'], 0, 20)) },
      { title: `typeahead statement for \`${prefix}\``, plan: await explain(db, suggestSql(siteSearchWords(prefix))!) },
    ];
    // "Benzer konular" for the query as a question title (no statement for a title without a word of three letters).
    const similar = similarTopicsSql(similarTopicWords(q));
    if (similar) plans.push({ title: `similar topics for the title \`${q}\``, plan: await explain(db, similar) });
    const timings: number[] = [];
    const typed: number[] = [];
    const suggested: number[] = [];
    let counts: Record<string, number> = {};
    await search(db, { q, page: 1, pageSize: 20 });
    for (let i = 0; i < 5; i++) {
      let t0 = performance.now();
      counts = (await search(db, { q, page: 1, pageSize: 20 })).counts;
      timings.push(performance.now() - t0);
      t0 = performance.now();
      await search(db, { q, type: 'post', page: 1, pageSize: 20 });
      typed.push(performance.now() - t0);
      searchCache(db).clear();
      t0 = performance.now();
      await suggest(db, prefix);
      suggested.push(performance.now() - t0);
    }
    const all = plans.map((p) => p.plan).join('\n');
    for (const table of TABLES) if (new RegExp(`Seq Scan on ${table}\\b`).test(all)) out.seqScans.push(`${q}: ${table}`);
    const indexes = [...new Set([...all.matchAll(/Index Scan on (\w+)/g)].map((m) => m[1]!))].sort();
    out.queries.push({ q, counts, medianMs: median(timings), typedMedianMs: median(typed), suggestMedianMs: median(suggested), plans, indexes });
  }
  return out;
}

function markdown(results: Measured[]): string {
  const lines: string[] = [
    '# Site search at 100,000 rows per table: query plans',
    '',
    'Generated by `apps/server/bench/search-explain.ts` — do not edit by hand. Reproduce with:',
    '',
    '```sh',
    'psql -h 127.0.0.1 -U postgres -c "create database garaj_search_explain"   # optional: a scratch PostgreSQL database',
    'SEARCH_EXPLAIN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/garaj_search_explain \\',
    '  npm run bench:search-explain -w @garaj/server   # without the variable: PGlite only',
    '```',
    '',
    `The script bulk-inserts ${ROWS.toLocaleString('en')} members, garages, blog posts (every tenth a draft) and forum topics into a fresh database,`,
    'their text drawn from the demo seed\'s Turkish sentences and the real makes and models, then runs `EXPLAIN (ANALYZE, BUFFERS)`',
    'on the statements `GET /api/search` runs (modules/search/search.service.ts) and times the whole search call (median of 5, warm).',
    '',
    'How the rule stays indexed (db/search-match.ts, migrations 0012 and 0014):',
    '',
    '- every searched table has `search_tsv = search_lexemes(search_text)`, a stored generated tsvector of the folded text\'s words',
    '  (runs of a-z0-9), their inner suffixes of three or more characters marked `~` and the first three characters of each word',
    '  of three or more marked `^`, with a GIN index. A word of four or more characters becomes `\'^gol\' | \'~golf\':*` (its',
    '  first three characters start a word — one exact lexeme — or it is inside a word), a word of three',
    '  `\'^gol\' | \'~gol\':*`, a word of one or two characters the whole word `\'m3\'`; all words of a query are one tsquery, so',
    '  one `Bitmap Index Scan` per table answers the rule. Words with other characters fall back to a trigram `LIKE`.',
    `- one statement per search: per type a CTE of the first ${CANDIDATES} matches the index yields (\`LIMIT\` without \`ORDER BY\`, so the`,
    `  heap is read only until ${CANDIDATES} visible rows are found), the count of each CTE (capped at ${SEARCH_COUNT_CAP}) and the page ranked`,
    `  inside the CTEs — the relevance score is computed on at most ${CANDIDATES} rows per type, never on every match. A query with a`,
    '  short word reads the rows holding every word first (`w_<type>`) and the rows holding only the phrase only when those were',
    '  fewer (a one-time filter: otherwise "never executed"). No planner setting is changed.',
    '- the typeahead matches title-like fields only (decision 029): `suggest_entries()` reads a few entries of each type\'s lexicon',
    '  (btree ranges of word starts, migration 0029; its reads are inside the function scan), then the rows by primary key until',
    `  ${SUGGEST_CANDIDATES} per type are visible and hold every typed word, ranked in the application (title starts with the text first).`,
    '',
    'The generated text is dense: each row draws its words uniformly from about 2,000 words, so a word of the vocabulary',
    'occurs in a few percent of the rows (far more often than a given word in real posts) — the broad queries here are a',
    'worst case.',
    '',
    `Load average of the machine at the end of the run: ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (${availableParallelism()} cores) — the times are wall-clock and move with it.`,
    '',
  ];
  for (const r of results) {
    lines.push(`## ${r.kind}`, '', `\`${r.version}\` — seeding ${r.seedSeconds.toFixed(0)} s. Rows: ${Object.entries(r.rows).map(([k, n]) => `${k} ${n.toLocaleString('en')}`).join(', ')}.`, '');
    lines.push(
      `| query | matches (garage / post / user / topic, capped at ${SEARCH_COUNT_CAP}) | \`search()\` all types, median ms | \`search()\` type=post, median ms | \`suggest()\` of the first three letters, median ms | search statement execution, ms | indexes used |`,
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const q of r.queries) {
      lines.push(
        `| \`${q.q}\` | ${SEARCH_TYPES.map((t) => q.counts[t]).join(' / ')} | ${q.medianMs.toFixed(1)} | ${q.typedMedianMs.toFixed(1)} | ${q.suggestMedianMs.toFixed(1)} | ${executionMs(q.plans[0]!.plan).toFixed(1)} | ${q.indexes.map((i) => `\`${i}\``).join(', ')} |`,
      );
    }
    lines.push('', r.seqScans.length ? `**Sequential scans found:** ${r.seqScans.join(', ')}` : 'No plan reads `garages`, `profiles`, `users`, `blog_posts` or `forum_topics` with a sequential scan.', '');
    for (const q of r.queries) {
      for (const p of q.plans) lines.push(`### ${r.kind}: \`${q.q}\` — ${p.title}`, '', '```', p.plan, '```', '');
    }
  }
  return lines.join('\n');
}

async function main() {
  const results: Measured[] = [];
  if (WITH_PGLITE) {
    const pglite = await openDatabase({});
    try {
      results.push(await measure(pglite, 'PGlite (embedded)'));
    } finally {
      await pglite.close();
    }
  }
  if (PG_URL) {
    const pg = await openDatabase({ url: PG_URL, poolSize: 4 });
    try {
      if (!REUSE) {
        await pg.db.execute(sql`drop schema if exists public cascade`);
        await pg.db.execute(sql`drop schema if exists drizzle cascade`);
        await pg.db.execute(sql`create schema public`);
      }
      results.push(await measure(pg, 'PostgreSQL server'));
    } finally {
      await pg.close();
    }
  }
  const text = markdown(results);
  if (OUT === '-') console.log(text);
  else await writeFile(OUT, `${text}\n`);
  for (const r of results) {
    console.log(`${r.kind}: ${r.queries.map((q) => `${q.q} ${q.medianMs.toFixed(1)} ms [${q.indexes.join(', ')}]`).join('; ')}`);
  }
  const seq = results.flatMap((r) => r.seqScans);
  if (seq.length) {
    console.error(`sequential scans: ${seq.join(', ')}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
