/**
 * Load measurement in interleaved rounds, shared by the benches that drive HTTP with autocannon.
 */
import { createRequire } from 'node:module';

/** The part of autocannon's result the benches read (autocannon ships no type declarations). */
export interface AutocannonResult {
  /** Seconds actually measured. */
  duration: number;
  requests: { total: number };
  /** Milliseconds. */
  latency: { p50: number; p97_5: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
/** autocannon, typed by `AutocannonResult`. */
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** An autocannon client: emits `response` (status code, body bytes, milliseconds) per answer. */
interface AutocannonClient {
  on(event: 'response', listener: (statusCode: number, bytes: number, ms: number) => void): void;
}

/**
 * autocannon's `setupClient` that appends each 2xx answer's time (ms) to `times` — the answers
 * autocannon's own latency histogram counts — then calls the target's own `setupClient`, if any.
 */
function recordTimes(times: number[], own: unknown): (client: AutocannonClient) => void {
  return (client) => {
    client.on('response', (statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300) times.push(ms);
    });
    if (typeof own === 'function') own(client);
  };
}

/** The nearest-rank `q` quantile (0–1) of `values` in ms; 0 for none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** One target's figures over all rounds: req/s, latencies in ms, failed requests. */
export interface RoundFigures {
  label: string;
  /** Requests ÷ seconds over all rounds. */
  rps: number;
  /** Median of the rounds' p50. */
  p50: number;
  /** Highest round p95, from every 2xx answer's time (autocannon reports no p95; see `percentile`). */
  p95: number;
  /** Highest round p97.5. */
  p97_5: number;
  /** Highest round p99. */
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  failures: number;
}

/**
 * Measures each target for `durationSeconds` in total, in `rounds` round-robin slices (a, b, c,
 * a, b, c, …) after a `warmupSeconds` warm-up each, printing each slice's req/s. Load from other
 * processes then affects every target alike, so the ratios between targets stay meaningful on a
 * busy machine. `options(t)` gives autocannon's options for a target (without `duration`).
 */
export async function measureInRounds<T extends { label: string }>(
  targets: T[],
  options: (t: T) => Record<string, unknown> | Promise<Record<string, unknown>>,
  { rounds, durationSeconds, warmupSeconds }: { rounds: number; durationSeconds: number; warmupSeconds: number },
): Promise<RoundFigures[]> {
  if (warmupSeconds > 0) {
    process.stdout.write('  warming up…');
    for (const t of targets) await autocannon({ ...(await options(t)), duration: warmupSeconds });
    process.stdout.write(' done\n');
  }
  const slices = targets.map(() => [] as AutocannonResult[]);
  const p95s = targets.map(() => [] as number[]);
  for (let round = 1; round <= rounds; round++) {
    process.stdout.write(`  round ${round}/${rounds}:`);
    for (const [i, t] of targets.entries()) {
      const times: number[] = [];
      const given = await options(t);
      const r = await autocannon({ ...given, duration: durationSeconds / rounds, setupClient: recordTimes(times, given.setupClient) });
      slices[i]!.push(r);
      p95s[i]!.push(percentile(times, 0.95));
      process.stdout.write(` ${t.label} ${Math.round(r.requests.total / r.duration).toLocaleString('en-US')}`);
    }
    process.stdout.write(' req/s\n');
  }
  return targets.map((t, i) => {
    const rs = slices[i]!;
    const p50s = rs.map((r) => r.latency.p50).sort((a, b) => a - b);
    return {
      label: t.label,
      rps: rs.reduce((s, r) => s + r.requests.total, 0) / rs.reduce((s, r) => s + r.duration, 0),
      p50: p50s[Math.floor(p50s.length / 2)]!,
      p95: Math.max(...p95s[i]!),
      p97_5: Math.max(...rs.map((r) => r.latency.p97_5)),
      p99: Math.max(...rs.map((r) => r.latency.p99)),
      failures: rs.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0),
    };
  });
}
