/**
 * `npm run bench:search -w @garaj/server` — the search's part of the benchmark on its own, at
 * 100,000 rows per searched type, without seeding everything else `npm run bench` seeds.
 *
 * 1. Opens the database: the PostgreSQL server in SEARCH_BENCH_DATABASE_URL (its `public` schema
 *    is DROPPED and recreated — unless it already holds SEARCH_BENCH_ROWS garages seeded by this
 *    script or bench/search-explain.ts with SEARCH_EXPLAIN_REUSE=1, which are then reused), or
 *    an embedded PGlite database in a temporary directory (or in SEARCH_BENCH_DATA_DIR, kept and
 *    reused like the PostgreSQL one). Seeds it with
 *    {@link seedSearchTables} (N members, garages, blog posts, forum topics).
 * 2. Starts the app on loopback (as bench/run.ts: every request its own rate-limit counter and
 *    its own X-Forwarded-For address) and measures with autocannon, in round-robin slices:
 *    `GET /api/health` (the ceiling), the varied search (every model name of vehicles.json at
 *    twelve page sizes in turn, as bench/run.ts: the search cache never answers) and the
 *    typeahead (bench/search.ts), as a visitor.
 * 3. Prints req/s, p50, p95, p97.5, p99, the share of the ceiling and the search goals
 *    (bench/search.ts `searchGoalLines`), and the load average.
 *
 * Settings (environment): SEARCH_BENCH_ROWS (default 100000), SEARCH_BENCH_DATABASE_URL,
 * SEARCH_BENCH_DATA_DIR, SEARCH_BENCH_SEED_ONLY=1 (stop after seeding),
 * BENCH_DURATION (seconds per endpoint, default 10), BENCH_WARMUP (default 2), BENCH_ROUNDS
 * (default 5), BENCH_CONNECTIONS (default 10).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CAR_BRANDS, MOTORCYCLE_BRANDS, foldForSearch } from '@garaj/shared';
import { buildApp } from '../src/app.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { loadEnv, repoRoot } from '../src/env.ts';
import { benchRateLimitKey } from './overlay.ts';
import { measureInRounds } from './rounds.ts';
import { seedSearchTables } from './search-explain.ts';
import { cacheWarning, searchGoalLines, suggestTarget, variedSearchPaths } from './search.ts';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};
const ROWS = setting('SEARCH_BENCH_ROWS', 100_000);
const PG_URL = process.env.SEARCH_BENCH_DATABASE_URL?.trim() || '';
const KEPT_DIR = process.env.SEARCH_BENCH_DATA_DIR?.trim() || '';
const SEED_ONLY = process.env.SEARCH_BENCH_SEED_ONLY === '1';
const DURATION = setting('BENCH_DURATION', 10);
const WARMUP = setting('BENCH_WARMUP', 2);
const ROUNDS = Math.max(1, setting('BENCH_ROUNDS', 5));
const CONNECTIONS = Math.max(1, setting('BENCH_CONNECTIONS', 10));


const VEHICLES = [...CAR_BRANDS, ...MOTORCYCLE_BRANDS].flatMap((b) => b.models.map((model) => ({ brand: b.name, model })));
/** Every model name in turn, as bench/run.ts's varied search. */
const SEARCH_WORDS = [...new Set(VEHICLES.map((v) => v.model))].sort((a, b) => foldForSearch(a).localeCompare(foldForSearch(b)));

interface Target {
  label: string;
  paths: string[];
  /** Each request from its own client address (the search is rate-limited per address). */
  ownAddress: boolean;
  next?: number;
}

let addressCounter = 0;
const nextAddress = () => {
  const n = addressCounter++ % 16_777_216;
  return `10.${n >>> 16}.${(n >>> 8) & 255}.${n & 255}`;
};

async function measure(base: string, targets: Target[]) {
  const options = (t: Target) => ({
    url: base + t.paths[0],
    connections: CONNECTIONS,
    headers: { 'accept-encoding': 'gzip' },
    timeout: 10,
    requests: [
      {
        setupRequest: (req: { path?: string; headers?: Record<string, string> }) => ({
          ...req,
          path: t.paths[(t.next = ((t.next ?? 0) + 1) % t.paths.length)],
          headers: { ...req.headers, ...(t.ownAddress ? { 'x-forwarded-for': nextAddress() } : {}) },
        }),
      },
    ],
  });
  return measureInRounds(targets, options, { rounds: ROUNDS, durationSeconds: DURATION, warmupSeconds: WARMUP });
}

async function main() {
  const loadBefore = loadavg()[0]!;
  const dataDir = PG_URL ? '' : KEPT_DIR || (await mkdtemp(path.join(tmpdir(), 'garaj-search-bench-')));
  const database = await openDatabase(PG_URL ? { url: PG_URL, poolSize: 10 } : { dataDir });
  try {
    const { db } = database;
    let held = 0;
    const [exists] = await queryRows<{ found: boolean }>(db, sql`select to_regclass('public.garages') is not null as found`);
    if (exists!.found) held = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from garages`))[0]!.n;
    if (held !== ROWS && exists!.found) {
      if (!PG_URL) throw new Error(`${dataDir} holds another database (${held} garages): remove it or choose another SEARCH_BENCH_DATA_DIR`);
      await db.execute(sql`drop schema if exists public cascade`);
      await db.execute(sql`drop schema if exists drizzle cascade`);
      await db.execute(sql`create schema public`);
    }
    await database.migrate();
    const started = performance.now();
    if (held !== ROWS) {
      console.log(`seeding ${ROWS.toLocaleString('en')} rows per type into ${PG_URL ? 'PostgreSQL' : 'PGlite'}…`);
      await seedSearchTables(db, ROWS);
      console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } else console.log(`reusing the ${ROWS.toLocaleString('en')} rows per type already seeded`);
    if (SEED_ONLY) return;
    const env = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir || tmpdir(),
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://127.0.0.1',
      WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
      SEED_DEMO: 'false',
      TRUST_PROXY: 'loopback',
      ...(PG_URL ? { DATABASE_URL: PG_URL } : {}),
    });
    const app = await buildApp({ env, database, secret: randomUUID() + randomUUID(), logger: false, rateLimitKey: benchRateLimitKey });
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const searchPaths = variedSearchPaths(SEARCH_WORDS);
      const suggest = suggestTarget(VEHICLES);
      const rows = await measure(base, [
        { label: 'health', paths: ['/api/health'], ownAddress: false },
        { label: 'varied search', paths: searchPaths, ownAddress: true },
        { label: 'suggest', paths: suggest.paths, ownAddress: true },
      ]);
      const ceiling = rows[0]!.rps;
      console.log(`\nSearch benchmark (${PG_URL ? 'PostgreSQL' : 'PGlite'}, ${ROWS.toLocaleString('en')} rows per type, ${CONNECTIONS} connections, ${DURATION} s per endpoint in ${ROUNDS} rounds)`);
      for (const r of rows) {
        console.log(
          `  ${r.label.padEnd(14)} ${Math.round(r.rps).toString().padStart(6)} req/s  ${((r.rps / ceiling) * 100).toFixed(1).padStart(5)} % of ceiling  p50 ${Math.round(r.p50)} ms  p95 ${Math.round(r.p95)} ms  p97.5 ${Math.round(r.p97_5)} ms  p99 ${Math.round(r.p99)} ms  failed ${r.failures}`,
        );
      }
      for (const line of searchGoalLines(rows, ceiling, !!PG_URL)) console.log(line);
      console.log(`  (visitor only; varied search: ${SEARCH_WORDS.length} model names × ${searchPaths.length / SEARCH_WORDS.length} page sizes in turn, suggest: ${suggest.paths.length} prefixes in turn)`);
      for (const line of [cacheWarning('varied search', rows[1]!.rps, searchPaths.length), cacheWarning('suggest', rows[2]!.rps, new Set(suggest.paths).size)]) if (line) console.log(line);
      console.log(`Load average (1 min) at start ${loadBefore.toFixed(1)}, at end ${loadavg()[0]!.toFixed(1)}, on ${availableParallelism()} cores.`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    if (dataDir && !KEPT_DIR) await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
