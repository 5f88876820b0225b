/**
 * `npm run bench:lighthouse` (also the last step of `npm run bench`) — Lighthouse, mobile
 * defaults (simulated Moto G Power, slow 4G, 4× CPU slowdown), performance category only, over
 * every public page (as a visitor) of a freshly seeded server built from apps/web/dist (+ dist-ssr
 * when built): see {@link publicPages}. A page that does not answer 200 stops the bench.
 *
 * Each page is audited LIGHTHOUSE_RUNS times (default 3). Per page it prints the median
 * performance score (0–100), the median CLS, LCP (s) and TBT (ms) of the run with the median
 * score, the JavaScript that run downloaded (gzip bytes on the wire, from Lighthouse's network
 * records), and MET / NOT MET against the goal ({@link SCORE_GOAL}, {@link CLS_GOAL}); then the
 * initial JS of `/` as computed from Vite's manifest (bench/initial-js.ts).
 *
 * Chromium: CHROME_PATH (default /usr/bin/chromium), flags `--headless=new --no-sandbox
 * --disable-gpu`. The server runs in this process on 127.0.0.1 (random port) over a temporary
 * PGlite database with the demo seed; everything is deleted afterwards. Nothing is fetched from
 * another host (the pages load only their own origin's files).
 * Settings (environment): WEB_DIST (default apps/web/dist), LIGHTHOUSE_RUNS (runs per page, 1–9,
 * default 3), LIGHTHOUSE_REPORT_DIR (write each run's full report there as JSON),
 * LIGHTHOUSE_PAGES (comma-separated labels to audit only those, e.g. `home,garages`; the labels
 * are those of {@link publicPages}), BENCH_TIMEOUT (seconds, default 2400).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { blogPosts, communityEvents, forumTopics, garages, users } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { loadEnv, repoRoot } from '../src/env.ts';
import { INITIAL_JS_LIMIT_KB, initialJs } from './initial-js.ts';

const WEB_DIST = process.env.WEB_DIST?.trim() || path.join(repoRoot, 'apps/web/dist');
const CHROME_PATH = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
const RUNS = Math.max(1, Math.min(9, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3));
/** When set, each run's full Lighthouse report (JSON) is written there as `<page>-<run>.json`. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR?.trim() || '';
const TIMEOUT = Math.max(30, Number(process.env.BENCH_TIMEOUT ?? 2400) || 2400);

const watchdog = setTimeout(() => {
  console.error(`\nLighthouse step aborted: it took longer than BENCH_TIMEOUT=${TIMEOUT} s.`);
  process.exit(3);
}, TIMEOUT * 1000);
watchdog.unref();

/** The goal on every public page: median performance score at least this (0–100)… */
const SCORE_GOAL = 98;
/** …and median cumulative layout shift at most this. */
const CLS_GOAL = 0.02;

/**
 * The public pages, each as a visitor sees it: label (for LIGHTHOUSE_PAGES) and path. The
 * detail pages use the demo seed's most liked garage and its owner, the most viewed blog post,
 * the newest forum topic and the latest community event.
 */
function publicPages(ids: { garageId: string; username: string; eventId: string; postSlug: string; topicPath: string }) {
  return [
    { label: 'home', path: '/' },
    { label: 'garages', path: '/garages' },
    { label: 'garage', path: `/garage/${ids.garageId}` },
    { label: 'users', path: '/users' },
    { label: 'profile', path: `/user/${encodeURIComponent(ids.username)}` },
    { label: 'login', path: '/login' },
    { label: 'register', path: '/register' },
    { label: 'blog', path: '/blog' },
    { label: 'post', path: `/blog/${encodeURIComponent(ids.postSlug)}` },
    { label: 'forum', path: '/forum' },
    { label: 'topic', path: ids.topicPath },
    { label: 'search', path: '/search' },
    { label: 'community', path: '/community' },
    { label: 'event', path: `/community/events/${ids.eventId}` },
    { label: 'competitions', path: '/competitions' },
    { label: 'badges', path: '/badges' },
    { label: 'activities', path: '/activities' },
    { label: 'premium', path: '/premium' },
    { label: 'help', path: '/help' },
    { label: 'location-sharing', path: '/location-sharing' },
    { label: 'compare', path: '/compare' },
    { label: 'maintenance', path: '/maintenance' },
  ];
}

interface PageResult {
  label: string;
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** Lighthouse's CPU benchmark of this machine during the run (higher is faster). */
  benchmarkIndex: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function startServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garaj-lighthouse-'));
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    WEB_DIST,
    SEED_DEMO: 'false',
  });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const app = await buildApp({ env, database, secret: randomUUID() + randomUUID(), logger: false });
  await app.ready();
  await seedDemo(app);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const [garage] = await database.db
    .select({ id: garages.id, username: users.username })
    .from(garages)
    .innerJoin(users, eq(users.id, garages.userId))
    .orderBy(desc(garages.likesCount))
    .limit(1);
  if (!garage?.username) throw new Error('the demo seed created no garage with a named owner');
  const [event] = await database.db.select({ id: communityEvents.id }).from(communityEvents).orderBy(desc(communityEvents.startsAt)).limit(1);
  if (!event) throw new Error('the demo seed created no community event');
  const [post] = await database.db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(eq(blogPosts.status, 'published'))
    .orderBy(desc(blogPosts.viewsCount))
    .limit(1);
  const [topic] = await database.db
    .select({ id: forumTopics.id, categoryId: forumTopics.categoryId })
    .from(forumTopics)
    .orderBy(desc(forumTopics.createdAt))
    .limit(1);
  if (!post) throw new Error('the demo seed created no published blog post');
  if (!topic) throw new Error('the demo seed created no forum topic');
  return {
    base,
    garageId: garage.id,
    username: garage.username,
    eventId: event.id,
    postSlug: post.slug,
    topicPath: `/forum/${encodeURIComponent(topic.categoryId)}/topic/${topic.id}`,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(port: number, url: string): Promise<Omit<PageResult, 'label' | 'path'>> {
  const runs: Omit<PageResult, 'label' | 'path'>[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A trace is occasionally not recorded (NO_NAVSTART, NO_FCP on a busy machine): retry twice.
    let lhr;
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (!lhr.runtimeError) break;
      if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    }
    if (REPORT_DIR) {
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      await writeFile(path.join(REPORT_DIR, `${name}-${i + 1}.json`), JSON.stringify(lhr));
    }
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
    runs.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      scriptBytes: items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    });
  }
  // LCP, TBT and JS of the run with the median score, so they belong together; CLS is its own median.
  const score = median(runs.map((r) => r.score));
  return { ...runs.find((r) => r.score === score)!, cls: median(runs.map((r) => r.cls)) };
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main() {
  console.log(`\n▶ Lighthouse (mobile defaults, ${RUNS} run${RUNS > 1 ? 's' : ''} per page) — seeding a fresh embedded database…`);
  if (REPORT_DIR) await mkdir(REPORT_DIR, { recursive: true });
  const loadStart = loadavg().map((n) => n.toFixed(2)).join(' ');
  const server = await startServer();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const results: PageResult[] = [];
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      logLevel: 'error',
    });
    const pages = publicPages(server);
    const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    for (const page of pages) {
      if (only.length > 0 && !only.includes(page.label)) continue;
      // A page that does not answer 200 would be measured as an error page: stop instead.
      const status = (await fetch(server.base + page.path, { redirect: 'manual' })).status;
      if (status !== 200) throw new Error(`${page.path} answers ${status}, not 200`);
      process.stdout.write(`  ${page.path} …`);
      const r = await audit(chrome.port, server.base + page.path);
      process.stdout.write(` ${r.score}, CLS ${fmt(r.cls, 3)}\n`);
      results.push({ ...page, ...r });
    }
  } finally {
    chrome?.kill();
    await server.close();
  }

  const met = (r: PageResult) => r.score >= SCORE_GOAL && r.cls <= CLS_GOAL;
  const head = ['page', 'perf', 'CLS', 'LCP s', 'TBT ms', 'JS KB gzip', 'goal'];
  const body = results.map((r) => [
    `${r.label}  ${r.path.replace(/[0-9a-f-]{36}/g, ':id')}`,
    String(r.score),
    fmt(r.cls, 3),
    fmt(r.lcpMs / 1000, 2),
    fmt(r.tbtMs),
    fmt(r.scriptBytes / 1024, 1),
    met(r) ? 'MET' : 'NOT MET',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const lines = [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)];
  // Lighthouse multiplies the observed CPU time by 4: other work on the machine shows in TBT.
  // A slower or busier host shows a lower benchmark index (Lighthouse measures it each run).
  lines.push('', `load average: ${loadStart} at the start, ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the end`);
  if (results.length > 0) lines.push(`Lighthouse benchmark index (median of the runs): ${fmt(median(results.map((r) => r.benchmarkIndex)))}`);
  const js = await initialJs(WEB_DIST);
  const missed = results.filter((r) => !met(r));
  lines.push('');
  lines.push(`Medians of ${RUNS} run${RUNS > 1 ? 's' : ''} per page.`);
  lines.push('Goals:');
  lines.push(
    `  performance ≥ ${SCORE_GOAL} and CLS ≤ ${CLS_GOAL} on each page ... ${results.length - missed.length} of ${results.length}  ${missed.length === 0 ? 'MET' : `NOT MET (${missed.map((r) => r.label).join(', ')})`}`,
  );
  if (js) {
    lines.push(`  initial JS of / ≤ ${INITIAL_JS_LIMIT_KB} KB gzip ..... ${fmt(js.total / 1024, 1)} KB (Vite manifest)  ${js.total <= INITIAL_JS_LIMIT_KB * 1024 ? 'MET' : 'NOT MET'}`);
  }
  console.log(`\n──────── Lighthouse (paste into a note) ────────\n${lines.join('\n')}\n────────────────────────────────────────────────`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('\nLighthouse step failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
