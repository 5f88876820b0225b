/**
 * The search's part of the benchmark (bench/run.ts adds these to its content targets and its
 * goals):
 *
 * - `suggest` — `GET /api/search/suggest?q=<prefix>` with varied prefixes: the first two to five
 *   letters of every make and model of vehicles.json, and make + the first letter of a model
 *   (`volkswagen g`), in turn — well over a thousand texts, so the two-second cache of identical
 *   texts (search.cache.ts) rarely answers and the figure is the typeahead's database work.
 * - the search goals, printed MET / NOT MET: varied searches ≥ 20 % of the ceiling on PostgreSQL
 *   and ≥ 10 % on PGlite, their p99 ≤ 150 ms on PostgreSQL; suggestions p95 ≤ 50 ms (the 95th
 *   percentile of every 2xx answer's time in a slice, the highest slice's; bench/rounds.ts).
 */
import { foldForSearch } from '@garaj/shared';

/** Varied typeahead texts from the makes and models (see the module comment), in a fixed order. */
export function suggestPrefixes(vehicles: readonly { brand: string; model: string }[]): string[] {
  const out = new Set<string>();
  for (const { brand, model } of vehicles) {
    for (const name of [brand, model]) {
      const word = foldForSearch(name).split(' ')[0] ?? '';
      for (let n = 2; n <= Math.min(5, word.length); n++) out.add(word.slice(0, n));
    }
    const first = foldForSearch(model).slice(0, 1);
    if (first) out.add(`${foldForSearch(brand)} ${first}`);
  }
  // Interleaved (every seventh, from each start), so consecutive requests ask different prefixes of different words.
  const all = [...out].sort();
  return Array.from({ length: 7 }, (_, start) => all.filter((_, i) => i % 7 === start)).flat();
}

/** Page sizes the varied search cycles through (mean 20.5, the search page's 20 ± 6). */
export const VARIED_PAGE_SIZES = Array.from({ length: 12 }, (_, i) => 15 + i);

/**
 * The varied search's paths: every word (model name) at each page size of
 * {@link VARIED_PAGE_SIZES}, the words changing fastest. An identical search (same words, page
 * size) recurs only after `words × 12` requests — over two seconds at any rate this machine
 * reaches — so the search module's two-second cache (search.cache.ts) never answers and the
 * figure is the database work.
 */
export function variedSearchPaths(words: readonly string[]): string[] {
  return VARIED_PAGE_SIZES.flatMap((size) => words.map((q) => `/api/search?q=${encodeURIComponent(q)}&pageSize=${size}`));
}

/**
 * A warning when a target's distinct texts recur within the search cache's two seconds at the
 * measured rate (the figure then holds cached answers), else null.
 */
export function cacheWarning(label: string, rps: number, distinct: number): string | null {
  const ttlSeconds = 2;
  return rps * ttlSeconds > distinct
    ? `  WARNING: ${label} repeats each of its ${distinct} texts every ${(distinct / rps).toFixed(1)} s, within the ${ttlSeconds}-second search cache: part of its figure is cached answers`
    : null;
}

/** A content target of bench/run.ts for the typeahead. */
export function suggestTarget(vehicles: readonly { brand: string; model: string }[]) {
  const prefixes = suggestPrefixes(vehicles);
  const pathOf = (q: string) => `/api/search/suggest?q=${encodeURIComponent(q)}`;
  return {
    label: 'suggest',
    route: '/api/search/suggest',
    path: pathOf('gol'),
    shown: `/api/search/suggest?q=<${prefixes.length} prefixes in turn>`,
    paths: prefixes.map(pathOf),
    ownAddress: true,
    verify: () => (a: { items?: unknown[] }) => (a.items?.length ? null : 'no suggestion for "gol" (a make or model starts with it)'),
  };
}

/** What the goals read of a measured endpoint. */
interface Measured {
  label: string;
  rps: number;
  p99: number;
  p95: number;
}

/** Goal lines for the search (see the module comment); nothing when the content endpoints were not measured. */
export function searchGoalLines(rows: readonly Measured[], ceiling: number, postgres: boolean): string[] {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const ms = (x: number) => `${Math.round(x)} ms`;
  const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
  const pair = (label: string) => [rows.find((r) => r.label === label), rows.find((r) => r.label === `member ${label}`)].filter((r): r is Measured => !!r);
  const lines: string[] = [];
  const varied = pair('varied search');
  if (varied.length) {
    const low = varied.reduce((a, b) => (b.rps < a.rps ? b : a));
    const share = low.rps / ceiling;
    const goal = postgres ? 0.2 : 0.1;
    lines.push(`  varied search ≥ ${pct(goal)} of the ceiling (${postgres ? 'PostgreSQL' : 'PGlite'}; lower of visitor, member) ... ${pct(share)} (${low.label}: ${Math.round(low.rps)} req/s)  ${verdict(share >= goal)}`);
    const p99 = Math.max(...varied.map((r) => r.p99));
    lines.push(`  varied search p99 ≤ 150 ms (PostgreSQL) ... ${ms(p99)}  ${postgres ? verdict(p99 <= 150) : '(not a goal on PGlite)'}`);
  }
  const suggest = pair('suggest');
  if (suggest.length) {
    const p95 = Math.max(...suggest.map((r) => r.p95));
    lines.push(`  suggestions p95 ≤ 50 ms (highest slice, visitor and member) ... ${ms(p95)}  ${verdict(p95 <= 50)}`);
  }
  return lines;
}
