/**
 * The benchmark at the next order of magnitude (`BENCH_GARAGES=1000000`, run.ts): seeding that
 * stays practical at a million garages, and the summary block that sets the list, search and
 * detail at N garages beside the same endpoints at 1,000.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.ts';

/** The typeahead lexicons (migration 0029): the insert triggers of profiles, garages, blog_posts and forum_topics fill them. */
export const SUGGEST_LEXICONS = ['profile_suggest_words', 'garage_suggest_words', 'blog_post_suggest_words', 'forum_topic_suggest_words'];

/** The tables the garage seed bulk-inserts into (run.ts `seed`), with the lexicons their triggers fill. */
export const GARAGE_SEED_TABLES = ['users', 'profiles', 'garages', 'garage_photos', 'profile_suggest_words', 'garage_suggest_words'];

/**
 * Drops the secondary indexes of `tables` (those behind a primary key or unique constraint stay)
 * and returns a function that creates them again exactly as they were (`pg_indexes.indexdef`).
 * Building a B-tree or a trigram GIN index once over a million rows is several times faster
 * than growing it row by row during the insert. The rebuild runs with a larger
 * `maintenance_work_mem` (one connection, `set local` in a transaction).
 */
export async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<() => Promise<void>> {
  const indexes = await queryRows<{ name: string; def: string }>(db, sql`
    select i.indexname as name, i.indexdef as def from pg_indexes i
    where i.schemaname = 'public' and i.tablename in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  return async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const index of indexes) await tx.execute(sql.raw(index.def));
    });
  };
}

/** One measured endpoint as run.ts reports it. */
export interface ScaleRow {
  label: string;
  rps: number;
  p50: number;
  p99: number;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * Summary lines: list, search and detail at `garages` beside the same at `baseGarages`, each
 * as req/s, p99 and the share of its own run's ceiling (health), and the ratio N ÷ 1,000;
 * then how long each database took to seed.
 */
export function scaleLines(
  main: { garages: number; seedMs: number; rows: ScaleRow[] },
  base: { garages: number; seedMs: number; rows: ScaleRow[] },
): string[] {
  const get = (rows: ScaleRow[], label: string) => rows.find((r) => r.label === label);
  const ceiling = (rows: ScaleRow[]) => get(rows, 'health')?.rps ?? NaN;
  const head = `@${fmt(main.garages)}`;
  const lines = [`${fmt(main.garages)} garages beside ${fmt(base.garages)} (req/s, p99 ms, share of that run's ceiling):`];
  lines.push(`  ${'endpoint'.padEnd(8)} ${head.padStart(30)} ${`@${fmt(base.garages)}`.padStart(30)}   ratio`);
  for (const label of ['list', 'search', 'detail']) {
    const a = get(main.rows, label);
    const b = get(base.rows, label);
    if (!a || !b) continue;
    const cell = (r: ScaleRow, rows: ScaleRow[]) => `${fmt(r.rps)} req/s, ${fmt(r.p99)} ms, ${fmt((r.rps / ceiling(rows)) * 100)} %`;
    lines.push(`  ${label.padEnd(8)} ${cell(a, main.rows).padStart(30)} ${cell(b, base.rows).padStart(30)}   ${fmt((a.rps / b.rps) * 100)} %`);
  }
  lines.push(`  seeded in ${fmt(main.seedMs / 1000, 1)} s (${fmt(main.garages)} garages) and ${fmt(base.seedMs / 1000, 1)} s (${fmt(base.garages)})`);
  return lines;
}
