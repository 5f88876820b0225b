/**
 * `npm run bench` — measures the server against a freshly seeded database.
 *
 * 1. Creates a fresh database (embedded PGlite in a temporary directory; or the PostgreSQL
 *    server in DATABASE_URL when BENCH_RESET=1 — its schema is dropped and recreated) and
 *    bulk-inserts members and N garages with SQL (`insert … select … from generate_series`),
 *    each with varied Turkish names, real makes/models, a folded search_text and a cover photo
 *    (a handful of real images, generated locally and stored through the storage driver).
 * 2. Builds the app, listens on 127.0.0.1 on a random port, warms up, and runs autocannon
 *    against `/api/health` (the ceiling), the garages list (first page, default sort), the list
 *    with a search term and a garage detail: req/s, p50, p99 and the ratio to the ceiling —
 *    each once as a visitor and once as a signed-in member (`member …` rows: a member who signed
 *    in through /api/auth/sign-in/email and likes/favorites some of the garages measured; the
 *    member's cookies are renewed before every slice, as a browser keeps them), plus the
 *    member's overlay request (bench/overlay.ts).
 * 3. Measures health, list, search and detail on a second fresh database with 1,000 garages and prints
 *    list@N / list@1000. With PGlite both databases and servers run side by side and every
 *    endpoint is measured in the same round-robin rounds, so load from other processes hits
 *    all figures alike; with DATABASE_URL the two databases are measured one after the other.
 *    Then the list query is timed in-process without the list cache.
 * 4. Prints the initial JavaScript of `/` (module scripts and modulepreloads in the built
 *    index.html) in gzip bytes (level 9).
 * The main database also holds BENCH_CONTENT blog posts, forum topics (with as many replies)
 * and at least as many members (bench/content.ts), and step 2 also measures the blog list, a
 * forum category's topics and the site search, visitor and member; an endpoint
 * whose module is not registered is skipped with a line saying so.
 *
 * Everything runs on loopback, every step is bounded (BENCH_TIMEOUT), and the process exits by
 * itself. Settings (environment):
 *   BENCH_GARAGES      garages in the main database (default 10000; e.g. 100000)
 *   BENCH_CONTENT      blog posts and forum topics in the main database (default 100000; 0 = none)
 *   BENCH_ONLY=lists   measure only health, the garages list and the community lists
 *   BENCH_DURATION     seconds per measured endpoint (default 10)
 *   BENCH_WARMUP       seconds of warm-up per endpoint (default 2)
 *   BENCH_ROUNDS       round-robin slices the measured seconds are split into (default 5)
 *   BENCH_CONNECTIONS  concurrent connections (default 10)
 *   BENCH_QUERY        search term for the list-with-search measurement (default "golf")
 *   BENCH_ENCODING     Accept-Encoding sent by the load generator (default "gzip", as browsers;
 *                      "identity" for none)
 *   BENCH_TIMEOUT      seconds before the whole run is aborted (default 1800)
 *   DATABASE_URL + BENCH_RESET=1   use (and wipe) that PostgreSQL database instead of PGlite
 *   WEB_DIST           built web app (default apps/web/dist)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CAR_BRANDS,
  CAR_MODIFICATION_TYPES,
  CAR_PRICE_RANGES,
  MOTORCYCLE_BRANDS,
  MOTORCYCLE_MODIFICATION_TYPES,
  MOTORCYCLE_PRICE_RANGES,
  PROVINCES,
  foldForSearch,
} from '@garaj/shared';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { loadEnv, repoRoot } from '../src/env.ts';
import { generateDemoPhoto, processImage } from '../src/lib/images.ts';
import { hashPassword } from '../src/lib/password.ts';
import { imageKey } from '../src/lib/image-view.ts';
import { createLocalStorage } from '../src/lib/storage.ts';
import { invalidateGarageLists } from '../src/modules/garages/garages.cache.ts';
import { listGarages } from '../src/modules/garages/garages.service.ts';
import { INITIAL_JS_LIMIT_KB, initialJs } from './initial-js.ts';
import { textArray, valuesTable } from './sql.ts';
import { seedBenchContent, type ContentCounts } from './content.ts';
import { searchGoalLines, suggestTarget, variedSearchPaths } from './search.ts';
import { benchRateLimitKey, OVERLAY_EXPECT, overlayPath } from './overlay.ts';
import { measureInRounds, type RoundFigures } from './rounds.ts';
import { dropSecondaryIndexes, GARAGE_SEED_TABLES, scaleLines } from './scale.ts';
import { BASELINE_CONTENT, listGoalLines, listTargets, seedBenchLists, type ListTarget } from './lists.ts';

// ── Settings ────────────────────────────────────────────────────────────────────────────

function intSetting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.replace(/[_,]/g, ''));
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return value;
}

const GARAGES = intSetting('BENCH_GARAGES', 10_000, 10, 2_000_000);
const BASELINE_GARAGES = 1_000;
const CONTENT = intSetting('BENCH_CONTENT', 100_000, 0, 2_000_000);
const DURATION = intSetting('BENCH_DURATION', 10, 1, 600);
const WARMUP = intSetting('BENCH_WARMUP', 2, 0, 60);
const CONNECTIONS = intSetting('BENCH_CONNECTIONS', 10, 1, 1000);
const ROUNDS = intSetting('BENCH_ROUNDS', Math.min(5, DURATION), 1, 100);
const TIMEOUT = intSetting('BENCH_TIMEOUT', 1800, 10, 24 * 3600);
const QUERY = (process.env.BENCH_QUERY ?? 'golf').trim() || 'golf';
const ENCODING = (process.env.BENCH_ENCODING ?? 'gzip').trim() || 'gzip';
const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;
const WEB_DIST = process.env.WEB_DIST?.trim() || path.join(repoRoot, 'apps/web/dist');
/** `BENCH_ONLY=lists`: only the ceiling, the garages list and the community lists (bench/lists.ts) are measured. */
const LISTS_ONLY = process.env.BENCH_ONLY === 'lists';
/** Member figures as a share of the ceiling: embedded database, PostgreSQL server. */
const MEMBER_GOAL = DATABASE_URL ? 0.5 : 0.35;
/**
 * The member rows the members' goal covers: every read a signed-in member makes in the bench but
 * the searches, which have goals of their own (bench/search.ts).
 */
const MEMBER_GOAL_ROWS = ['member list', 'member search', 'member detail', 'member overlay', 'member blog', 'member forum', 'list notifications'];
/** The app's PUBLIC_URL in the benchmark (its origin check expects it in `Origin`). */
const PUBLIC_URL = 'http://127.0.0.1';
const MEMBER_EMAIL = 'bench-member@bench.garaj.local';
const MEMBER_PASSWORD = 'bench-member-password-1';
const INITIAL_JS_GOAL_KB = INITIAL_JS_LIMIT_KB;

if (DATABASE_URL && process.env.BENCH_RESET !== '1') {
  console.error(
    'DATABASE_URL is set: the benchmark would DROP and recreate the public schema of that database.\n' +
      'Run with BENCH_RESET=1 to confirm, or unset DATABASE_URL to use a temporary embedded database.',
  );
  process.exit(2);
}

// The whole run is bounded: abort if it takes longer than BENCH_TIMEOUT seconds.
const watchdog = setTimeout(() => {
  console.error(`\nBenchmark aborted: it took longer than BENCH_TIMEOUT=${TIMEOUT} s.`);
  process.exit(3);
}, TIMEOUT * 1000);
watchdog.unref();


// ── Demo vocabulary (folded once in JS; search_text is assembled from folded parts) ───────

const FIRST_NAMES = [
  'Mehmet', 'Ahmet', 'Mustafa', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'Emre', 'Burak', 'Can', 'Kaan', 'Barış',
  'Onur', 'Serkan', 'Uğur', 'Oğuz', 'Çağrı', 'Gökhan', 'Tolga', 'Yusuf', 'Zeynep', 'Elif', 'Ayşe', 'Fatma',
  'Merve', 'Selin', 'Ece', 'Dilara', 'Işıl', 'İrem', 'Nazlı', 'Tuğçe', 'Gizem', 'Melis', 'Sinem', 'Şule',
  'Büşra', 'Özge', 'Deniz', 'Ilgaz',
];
const LAST_NAMES = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan',
  'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Erdem', 'Güneş',
  'Aksoy', 'Acar', 'Tekin', 'Bozkurt', 'Ateş', 'Karaca', 'Başaran', 'Ekinci', 'Sarı', 'Tan', 'Ünal', 'Işık',
];
const NAME_WORDS = [
  'Gece Mavisi', 'Kırmızı', 'Proje', 'Hafta Sonu', 'Pist', 'Günlük', 'Klasik', 'Sessiz', 'Beyaz', 'Siyah İnci',
  'Yol Arkadaşım', 'Şehir', 'Dağ Yolu', 'Sahil', 'Turbo', 'Eski Dost', 'İlk Göz Ağrım', 'Canavar', 'Şimşek',
  'Fırtına', 'Kar Tanesi', 'Gri', 'Yeşil', 'Turuncu', 'Mavi', 'Bordo', 'Efsane', 'Atom', 'Rüzgar', 'Gölge',
];
const DESCRIPTIONS = [
  'Günlük kullanıyorum, bakımları zamanında yapıldı. Hafta sonları kısa turlar.',
  'Orijinal boyası ve tam servis geçmişiyle temiz bir örnek.',
  'Yazılım, egzoz ve süspansiyon ile hafif bir performans paketi.',
  'Pist günleri için hazırlandı, sokakta da keyifle kullanılıyor.',
  'Dedemden kaldı, orijinalliğini koruyarak yaşatıyorum.',
  'Jant, alçaltma ve folyo ile gösteriye hazır.',
  'Uzun yol için konforlu, yakıt tüketimi çok makul.',
  'Restorasyonu üç yıl sürdü, her parçası elden geçti.',
  'Kamp ve arazi için donatıldı; çamur, kar, taş demeden gidiyor.',
  'İlk aracım; yavaş yavaş kendi zevkime göre değiştiriyorum.',
  'Şehir içinde pratik, virajlarda eğlenceli.',
  'Değişim düşündüğüm için satılık, ciddi alıcılarla görüşürüm.',
  'Motor revizyonu yeni yapıldı, faturaları mevcut.',
  'Buluşmalarda en çok soru aldığım araç.',
  'Kışın garajda dinleniyor, yazın her gün yolda.',
  'Az kullanılmış, garaj aracı. Boyasız, değişensiz.',
];
const VEHICLES = [
  ...CAR_BRANDS.flatMap((b) => b.models.map((model) => ({ type: 'car' as const, brand: b.name, model }))),
  ...MOTORCYCLE_BRANDS.flatMap((b) => b.models.map((model) => ({ type: 'motorcycle' as const, brand: b.name, model }))),
];
const COVER_IMAGES = 6;


// ── Database ──────────────────────────────────────────────────────────────────────────────

interface Fixture {
  garages: number;
  members: number;
  /** Blog posts, topics and replies (null: none seeded). */
  content: ContentCounts | null;
  database: Database;
  dataDir: string;
  detailId: string;
  seedMs: number;
}

async function freshDatabase(dataDir: string): Promise<Database> {
  if (DATABASE_URL) {
    const database = await openDatabase({ url: DATABASE_URL, poolSize: 10 });
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
    await database.migrate();
    return database;
  }
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  return database;
}

async function seed(garageCount: number, contentRows: number): Promise<Fixture> {
  const started = performance.now();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garaj-bench-'));
  const database = await freshDatabase(dataDir);
  const { db } = database;
  const members = Math.max(50, Math.ceil(garageCount / 4), contentRows);

  // Secondary indexes are built once after the bulk inserts (bench/scale.ts).
  const restoreIndexes = await dropSecondaryIndexes(db, GARAGE_SEED_TABLES);
  // Members: users + profiles. No accounts row: nobody can sign in.
  const first = valuesTable('f', ['name', 'folded'], FIRST_NAMES.map((n) => [n, foldForSearch(n)]));
  const last = valuesTable('l', ['name', 'folded'], LAST_NAMES.map((n) => [n, foldForSearch(n)]));
  const prov = valuesTable('p', ['name', 'folded'], PROVINCES.map((n) => [n, foldForSearch(n)]));
  await db.execute(sql`
    insert into users (id, name, email, email_verified, username, display_username, created_at, updated_at)
    select 'bench-' || s, f.name || ' ' || l.name, 'uye' || s || '@bench.garaj.local', true,
           f.folded || '_' || s, f.folded || '_' || s,
           now() - ((s * 7907) % 94608000) * interval '1 second', now()
    from generate_series(1::bigint, ${members}::bigint) s
    join ${first} on f.i = 1 + (s * 7) % ${FIRST_NAMES.length}
    join ${last} on l.i = 1 + (s * 13) % ${LAST_NAMES.length}`);
  await db.execute(sql`
    insert into profiles (user_id, full_name, location, search_text, suggest_text)
    select 'bench-' || s, f.name || ' ' || l.name, p.name,
           f.folded || '_' || s || ' ' || f.folded || ' ' || l.folded || ' ' || p.folded,
           f.folded || ' ' || l.folded || ' ' || f.folded || '_' || s
    from generate_series(1::bigint, ${members}::bigint) s
    join ${first} on f.i = 1 + (s * 7) % ${FIRST_NAMES.length}
    join ${last} on l.i = 1 + (s * 13) % ${LAST_NAMES.length}
    join ${prov} on p.i = 1 + (s * 31) % ${PROVINCES.length}`);

  // Garages.
  const vehicles = valuesTable(
    'v',
    ['type', 'brand', 'model', 'brand_folded', 'model_folded'],
    VEHICLES.map((v) => [v.type, v.brand, v.model, foldForSearch(v.brand), foldForSearch(v.model)]),
  );
  const words = valuesTable('w', ['word', 'folded'], NAME_WORDS.map((n) => [n, foldForSearch(n)]));
  const descriptions = valuesTable('d', ['text', 'folded'], DESCRIPTIONS.map((n) => [n, foldForSearch(n)]));
  // search_text = foldForSearch(`${name} ${brand} ${model} ${description}`), name = `${word} ${model}`
  // (suggest_text the same without the description):
  // the fold works character by character, so it can be assembled from folded parts.
  await db.execute(sql`
    insert into garages (user_id, name, description, vehicle_type, car_brand, car_model, car_year, horsepower, torque,
      modification_type, price_range, location, is_for_sale, sale_price, likes_count, views_count, comments_count,
      search_text, suggest_text, created_at, updated_at)
    select 'bench-' || (1 + (s * 7919) % ${members}),
      w.word || ' ' || v.model, d.text, v.type, v.brand, v.model,
      1985 + (s * 17) % 40,
      case when v.type = 'car' then 70 + (s * 37) % 450 else 15 + (s * 37) % 200 end,
      case when v.type = 'car' then 100 + (s * 53) % 600 else 12 + (s * 53) % 150 end,
      case when s % 5 = 0 then null
           when v.type = 'car' then (${textArray(CAR_MODIFICATION_TYPES)})[(1 + s % ${CAR_MODIFICATION_TYPES.length})::int]
           else (${textArray(MOTORCYCLE_MODIFICATION_TYPES)})[(1 + s % ${MOTORCYCLE_MODIFICATION_TYPES.length})::int] end,
      case when v.type = 'car' then (${textArray(CAR_PRICE_RANGES)})[(1 + s % ${CAR_PRICE_RANGES.length})::int]
           else (${textArray(MOTORCYCLE_PRICE_RANGES)})[(1 + s % ${MOTORCYCLE_PRICE_RANGES.length})::int] end,
      p.name,
      s % 9 = 0,
      case when s % 9 = 0 then replace(to_char((20 + (s * 7919) % 400) * 25000, 'FM999,999,999'), ',', '.') || ' TL' end,
      (s * 37) % 120, (s * 37) % 120 + (s * 101) % 3000, 0,
      w.folded || ' ' || v.model_folded || ' ' || v.brand_folded || ' ' || v.model_folded || ' ' || d.folded,
      w.folded || ' ' || v.model_folded || ' ' || v.brand_folded || ' ' || v.model_folded,
      now() - ((s * 7919) % 63072000) * interval '1 second',
      now() - ((s * 7919) % 63072000) * interval '1 second'
    from generate_series(1::bigint, ${garageCount}::bigint) s
    join ${vehicles} on v.i = 1 + (s * 31) % ${VEHICLES.length}
    join ${words} on w.i = 1 + (s * 11) % ${NAME_WORDS.length}
    join ${descriptions} on d.i = 1 + (s * 23) % ${DESCRIPTIONS.length}
    join ${prov} on p.i = 1 + (s * 29) % ${PROVINCES.length}`);

  // A handful of real cover images, shared by all garages (files in the temp data directory).
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const imageIds: string[] = [];
  for (let i = 0; i < COVER_IMAGES; i++) {
    const id = randomUUID();
    const processed = await processImage(await generateDemoPhoto({ width: 1280, height: 800, title: 'Garaj', subtitle: 'Benchmark', hue: i * 60 }));
    for (const v of processed.variants) await storage.put(imageKey(id, v.width), v.data, 'image/webp');
    await db.execute(sql`
      insert into images (id, owner_id, purpose, width, height, variants, bytes)
      values (${id}::uuid, 'bench-1', 'garage', ${processed.width}, ${processed.height},
              ${`{${processed.variants.map((v) => v.width).join(',')}}`}::int[], ${processed.variants.reduce((s, v) => s + v.data.length, 0)})`);
    imageIds.push(id);
  }
  await db.execute(sql`
    insert into garage_photos (garage_id, image_id, position, created_at)
    select g.id, (${sql`array[${sql.join(imageIds.map((id) => sql`${id}::uuid`), sql`, `)}]`})[(1 + g.n % ${COVER_IMAGES})::int], 0, g.created_at
    from (select id, created_at, row_number() over (order by created_at) as n from garages) g`);
  await restoreIndexes();

  // The detail target: a garage in the middle, with a few modifications.
  const middle = (await db.execute(sql`select id from garages order by created_at desc offset ${Math.floor(garageCount / 2)} limit 1`)) as unknown as {
    rows: { id: string }[];
  };
  const detailId = middle.rows[0]!.id;
  await db.execute(sql`
    insert into modifications (garage_id, title, category, brand, cost, installed_on, note) values
      (${detailId}::uuid, 'Stage 1 yazılım', 'electronics', 'Revo', 24000, current_date - 120, 'Yakıt 98 oktan.'),
      (${detailId}::uuid, 'Coilover süspansiyon', 'suspension', 'KW', 95000, current_date - 200, null),
      (${detailId}::uuid, 'Cat-back egzoz', 'exhaust', 'Milltek', 41000, current_date - 300, null)`);
  const content = contentRows > 0 ? await seedBenchContent(db, storage, { rows: contentRows, members }) : null;
  await seedMember(db, detailId);
  if (content) await seedBenchLists(db, { rows: contentRows, members, memberId: 'bench-member' });
  await db.execute(sql`analyze`);
  return { garages: garageCount, members, content, database, dataDir, detailId, seedMs: performance.now() - started };
}

/**
 * The member of the `member …` measurements: a verified user with a password account (so it
 * signs in through the real endpoint) who likes and favorites the detail garage and the rest
 * of the first list page, so the personal overlay is never empty.
 */
async function seedMember(db: Database['db'], detailId: string) {
  const id = 'bench-member';
  await db.execute(sql`
    insert into users (id, name, email, email_verified, username, display_username, created_at, updated_at)
    values (${id}, 'Bench Üye', ${MEMBER_EMAIL}, true, 'bench_uye', 'bench_uye', now(), now())`);
  await db.execute(sql`insert into profiles (user_id, full_name, search_text, suggest_text) values (${id}, 'Bench Üye', 'bench_uye bench uye', 'bench uye bench_uye')`);
  await db.execute(sql`
    insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
    values (${randomUUID()}, ${id}, 'credential', ${id}, ${await hashPassword(MEMBER_PASSWORD)}, now(), now())`);
  const liked = sql`(select ${detailId}::uuid as id union select id from (select id from garages order by created_at desc nulls last, id desc nulls last limit 12) f)`;
  await db.execute(sql`insert into garage_likes (user_id, garage_id) select ${id}, l.id from ${liked} l on conflict do nothing`);
  await db.execute(sql`insert into favorites (user_id, garage_id) select ${id}, l.id from ${liked} l on conflict do nothing`);
}

/** A signed-in member's cookies, renewed as a browser would renew them. */
interface Member {
  base: string;
  cookie: string;
}

/** `name=value; …` from the `Set-Cookie` headers of a response, merged over `previous`. */
function mergeCookies(previous: string, res: Response): string {
  const jar = new Map(previous ? previous.split('; ').map((c) => [c.slice(0, c.indexOf('=')), c] as const) : []);
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/max-age=0/i.test(line) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** Signs the bench member in through the real endpoint. */
async function signIn(base: string): Promise<Member> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify({ email: MEMBER_EMAIL, password: MEMBER_PASSWORD }),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status !== 200) throw new Error(`sign-in of the bench member answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const cookie = mergeCookies('', res);
  if (!cookie.includes('session_data')) throw new Error('sign-in set no session cookie cache (session.cookieCache disabled?)');
  return { base, cookie };
}

/**
 * Renews the member's signed cookie cache (a browser gets a new one with its first request
 * after the old one expired), so every slice measures the steady state of a signed-in member.
 */
async function renewCookies(member: Member): Promise<void> {
  const res = await fetch(`${member.base}/api/auth/get-session?disableCookieCache=true`, {
    headers: { cookie: member.cookie },
    signal: AbortSignal.timeout(10_000),
  });
  await res.text();
  if (res.status !== 200) throw new Error(`renewing the bench member's session answered ${res.status}`);
  member.cookie = mergeCookies(member.cookie, res);
}

// ── Measuring ─────────────────────────────────────────────────────────────────────────────

/** A target's figures and the path shown for it. */
type Measurement = RoundFigures & { path: string };

async function startServer(fixture: Fixture): Promise<{ app: FastifyInstance; base: string }> {
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: fixture.dataDir,
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL,
    WEB_DIST,
    SEED_DEMO: 'false',
    // The site search is rate-limited per client address (120 a minute); its targets give every
    // request its own X-Forwarded-For address (see `measureAll`), so they measure searches, not 429s.
    TRUST_PROXY: 'loopback',
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
  });
  const app = await buildApp({ env, database: fixture.database, secret: randomUUID() + randomUUID(), logger: false, rateLimitKey: benchRateLimitKey });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base: address };
}

async function check(t: Target): Promise<void> {
  if (t.member) await renewCookies(t.member);
  const res = await fetch(t.base + t.path, { headers: t.member ? { cookie: t.member.cookie } : {}, signal: AbortSignal.timeout(10_000) });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${t.path} answered ${res.status}: ${body.slice(0, 200)}`);
  // The member rows must measure the member path: e.g. the garage overlay marks the seeded likes.
  if (t.expect && !body.includes(t.expect)) throw new Error(`GET ${t.path}${t.member ? ' as the bench member' : ''} lacks ${t.expect}`);
  const wrong = t.verify?.(JSON.parse(body) as ListAnswer);
  if (wrong) throw new Error(`GET ${t.path} does not measure what it should: ${wrong}`);
}

interface Target {
  label: string;
  base: string;
  path: string;
  /** Sent with this member's cookies (renewed before every slice). */
  member?: Member;
  /** Text the answer must contain (checked once before measuring). */
  expect?: string;
  /** Checks the parsed answer once before measuring; returns what is wrong, or null. */
  verify?: (answer: ListAnswer) => string | null;
  /** Every request from its own client address (X-Forwarded-For; the server trusts loopback). */
  ownAddress?: boolean;
  /** Requests go to these paths in turn (`path` is the first), continuing from slice to slice. */
  paths?: string[];
  /** Next index into `paths`. */
  next?: number;
  /** The path as shown in the tables (default `path`). */
  shown?: string;
}

let addressCounter = 0;
/** A fresh client address for each request: 10.x.y.z, distinct for 16 million requests. */
function nextAddress(): string {
  const n = addressCounter++ % 16_777_216;
  return `10.${n >>> 16}.${(n >>> 8) & 255}.${n & 255}`;
}

/**
 * Measures every target for DURATION seconds in total, in ROUNDS round-robin slices
 * (health, list, search, detail, health, list, … ), after a WARMUP-second warm-up each. Load
 * from other processes then affects every endpoint alike, so the ratios stay meaningful on a
 * busy machine. req/s = requests ÷ seconds over all slices; p50 = median of the slices' p50;
 * p99 = the highest slice p99.
 */
async function measureAll(targets: Target[]): Promise<Measurement[]> {
  for (const t of targets) await check(t);
  const options = async (t: Target) => {
    if (t.member) await renewCookies(t.member);
    return {
      url: t.base + t.path,
      connections: CONNECTIONS,
      headers: { ...(ENCODING === 'identity' ? {} : { 'accept-encoding': ENCODING }), ...(t.member ? { cookie: t.member.cookie } : {}) },
      timeout: 10,
      ...(t.ownAddress || t.paths
        ? {
            requests: [
              {
                setupRequest: (req: { path?: string; headers?: Record<string, string> }) => ({
                  ...req,
                  ...(t.paths ? { path: t.paths[(t.next = ((t.next ?? 0) + 1) % t.paths.length)] } : {}),
                  headers: { ...req.headers, ...(t.ownAddress ? { 'x-forwarded-for': nextAddress() } : {}) },
                }),
              },
            ],
          }
        : {}),
    };
  };
  const figures = await measureInRounds(targets, options, { rounds: ROUNDS, durationSeconds: DURATION, warmupSeconds: WARMUP });
  return targets.map((t, i) => ({ ...figures[i]!, path: t.shown ?? t.path }));
}

interface QueryTiming {
  qps: number;
  p50: number;
  p99: number;
}

/**
 * The garages list query itself, without the list cache (garages.cache.ts keeps a visitor's
 * page for a second, so the HTTP list figure is mostly cache hits): in-process, one at a time,
 * the cache dropped before every call.
 */
async function measureUncachedList(db: Database['db']): Promise<QueryTiming> {
  const run = async () => {
    invalidateGarageLists(db);
    await listGarages(db, { sort: 'newest', filter: 'all' }, null);
  };
  for (let i = 0; i < 20; i++) await run();
  const seconds = Math.max(1, Math.round(DURATION / 2));
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { qps: times.length / seconds, p50: at(0.5), p99: at(0.99) };
}

async function closeFixture(fixture: Fixture, app?: FastifyInstance) {
  await app?.close();
  await fixture.database.close();
  await rm(fixture.dataDir, { recursive: true, force: true });
}

// ── Output ────────────────────────────────────────────────────────────────────────────────

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** A share as a percentage; one decimal below 10 % (the content endpoints' shares are small). */
const pct = (n: number) => `${fmt(n * 100, n < 0.1 ? 1 : 0)} %`;
const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;

function table(rows: Measurement[], ceiling: number): string {
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'failed'];
  const body = rows.map((r) => [`${r.label}  ${r.path}`, fmt(r.rps), fmt(r.p50), fmt(r.p99), pct(r.rps / ceiling), String(r.failures)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

// ── Main ──────────────────────────────────────────────────────────────────────────────────

interface Suite {
  fixture: Fixture;
  app?: FastifyInstance;
  base: string;
  member: Member;
  /** The member overlay of the first list page and the detail garage (bench/overlay.ts). */
  overlayPath: string;
  /** The community lists (bench/lists.ts), measured on both databases. */
  lists: ListTarget[];
}

async function prepare(garageCount: number, contentRows: number): Promise<Suite> {
  const what = contentRows ? `${fmt(garageCount)} garages, ${fmt(contentRows)} blog posts and forum topics` : `${fmt(garageCount)} garages`;
  console.log(`\n▶ ${what}: seeding a fresh ${DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'} database…`);
  const fixture = await seed(garageCount, contentRows);
  console.log(`  seeded in ${fmt(fixture.seedMs / 1000, 1)} s (${describeRows(fixture)})`);
  try {
    const server = await startServer(fixture);
    console.log(`  listening on ${server.base}`);
    try {
      const member = await signIn(server.base);
      const lists = fixture.content ? await listTargets(fixture.database.db, server.base, member, '') : [];
      return { fixture, app: server.app, base: server.base, member, overlayPath: await overlayPath(server.base, fixture.detailId), lists };
    } catch (error) {
      await server.app.close();
      throw error;
    }
  } catch (error) {
    await closeFixture(fixture);
    throw error;
  }
}

/** What a fixture holds, for the output. */
function describeRows(f: Fixture): string {
  const content = f.content ? `, ${fmt(f.content.posts)} blog posts, ${fmt(f.content.topics)} forum topics, ${fmt(f.content.replies)} replies` : '';
  return `${fmt(f.garages)} garages, ${fmt(f.members)} members${content}`;
}

type ListAnswer = { items?: unknown[]; nextCursor?: string | null; total?: number; totalCapped?: boolean; counts?: Record<string, number> };
/** An uncounted list (the blog list without a search): a first page with items and a next page. */
const pagedList = () => (a: ListAnswer) =>
  a.items?.length && a.nextCursor ? null : `${a.items?.length ?? 0} items and ${a.nextCursor ? 'a' : 'no'} next page (expected a full page of a long list)`;
/** A first page with items, over a total of at least `min` rows — or a total the endpoint caps, which also means "more than that". */
const listOf = (min: number) => (a: ListAnswer) =>
  a.items?.length && ((a.total ?? 0) >= min || a.totalCapped)
    ? null
    : `${a.items?.length ?? 0} items of ${a.total ?? 0} (expected a full page over at least ${min})`;

/**
 * The content endpoints (fixed paths; their modules are registered in
 * modules/index.ts), each checked once to do the real work: the blog list has a next page (it is
 * not counted), the category ~1/10 of the topics, the search finds every type.
 */
const foundEveryType = () => (a: ListAnswer) => {
  const missing = ['garage', 'post', 'topic'].filter((type) => !(a.counts?.[type] ?? 0));
  return a.items?.length && !missing.length ? null : `nothing found of ${missing.join(', ') || 'any type'} (the query names a make or model in every type)`;
};
/**
 * The varied searches: every model name of vehicles.json in turn (a few hundred) at twelve page
 * sizes (bench/search.ts `variedSearchPaths`), so the search module's two-second cache of
 * identical queries (search.cache.ts) never answers and the figure is the search's database
 * work. The same-query row shows the cached case.
 */
const SEARCH_WORDS = [...new Set(VEHICLES.map((v) => v.model))].sort((a, b) => foldForSearch(a).localeCompare(foldForSearch(b)));
const searchPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;

const CONTENT_TARGETS: {
  label: string;
  route: string;
  path: string;
  /** As shown in the summary (default `path`). */
  shown?: string;
  paths?: string[];
  ownAddress?: boolean;
  verify: (rows: number) => (a: ListAnswer) => string | null;
}[] = [
  { label: 'blog', route: '/api/blog/posts', path: '/api/blog/posts', verify: pagedList },
  { label: 'forum', route: '/api/forum/topics', path: '/api/forum/topics?category=engine', verify: (rows) => listOf(Math.floor(rows / 12)) },
  { label: 'site search', route: '/api/search', path: searchPath(QUERY), ownAddress: true, verify: foundEveryType },
  {
    label: 'varied search',
    route: '/api/search',
    path: searchPath(SEARCH_WORDS.includes('Golf') ? 'Golf' : SEARCH_WORDS[0]!),
    shown: `/api/search?q=<${SEARCH_WORDS.length} models in turn>&pageSize=<15…26>`,
    paths: variedSearchPaths(SEARCH_WORDS),
    ownAddress: true,
    verify: foundEveryType,
  },
  suggestTarget(VEHICLES),
];
/** Content endpoints left out of this run because no module registers them (said in the summary). */
const skipped: string[] = [];

function contentTargetsOf(suite: Suite): Target[] {
  if (!suite.fixture.content) return [];
  const rows = Math.min(suite.fixture.content.posts, suite.fixture.content.topics);
  return CONTENT_TARGETS.flatMap(({ label, route, path: url, verify, ownAddress, paths, shown }) => {
    if (!suite.app?.hasRoute({ method: 'GET', url: route })) {
      const line = `${label}: GET ${route} is not registered (its module is not in modules/index.ts yet) — skipped`;
      if (!skipped.includes(line)) skipped.push(line);
      console.log(`  ${line}`);
      return [];
    }
    const base = { base: suite.base, path: url, verify: verify(rows), ...(ownAddress ? { ownAddress } : {}), ...(shown ? { shown } : {}) };
    // Each its own copy of `paths`, offset, so visitor and member do not ask the same query together.
    const turn = (offset: number) => (paths ? { paths: [...paths.slice(offset), ...paths.slice(0, offset)] } : {});
    return [
      { label, ...base, ...turn(0) },
      { label: `member ${label}`, member: suite.member, ...base, ...turn(paths ? Math.floor(paths.length / 2) : 0) },
    ];
  });
}

function targetsOf(suite: Suite, full: boolean, suffix: string): Target[] {
  if (LISTS_ONLY) {
    return [
      { label: `health${suffix}`, base: suite.base, path: '/api/health' },
      { label: `list${suffix}`, base: suite.base, path: '/api/garages' },
      ...suite.lists.map((t) => ({ ...t, label: `${t.label}${suffix}` })),
    ];
  }
  return [
    { label: `health${suffix}`, base: suite.base, path: '/api/health' },
    { label: `list${suffix}`, base: suite.base, path: '/api/garages' },
    ...(full
      ? [
          { label: `search${suffix}`, base: suite.base, path: `/api/garages?q=${encodeURIComponent(QUERY)}` },
          { label: `detail${suffix}`, base: suite.base, path: `/api/garages/${suite.fixture.detailId}` },
          { label: `member list${suffix}`, base: suite.base, path: '/api/garages', member: suite.member },
          { label: `member search${suffix}`, base: suite.base, path: `/api/garages?q=${encodeURIComponent(QUERY)}`, member: suite.member },
          { label: `member detail${suffix}`, base: suite.base, path: `/api/garages/${suite.fixture.detailId}`, member: suite.member },
          { label: `member overlay${suffix}`, base: suite.base, path: suite.overlayPath, shown: '/api/me/overlay?garages=<page + detail>', member: suite.member, expect: OVERLAY_EXPECT },
          ...contentTargetsOf(suite),
        ]
      : [
          { label: `search${suffix}`, base: suite.base, path: `/api/garages?q=${encodeURIComponent(QUERY)}` },
          { label: `detail${suffix}`, base: suite.base, path: `/api/garages/${suite.fixture.detailId}` },
        ]),
    ...suite.lists.map((t) => ({ ...t, label: `${t.label}${suffix}` })),
  ];
}

async function uncachedOf(suite: Suite): Promise<QueryTiming> {
  process.stdout.write(`  timing the list query without the cache (${fmt(suite.fixture.garages)} garages)…`);
  const timing = await measureUncachedList(suite.fixture.database.db);
  process.stdout.write(` ${fmt(timing.qps)} queries/s\n`);
  return timing;
}

async function main() {
  const started = performance.now();
  console.log(
    `Garaj benchmark — ${fmt(GARAGES)} garages, baseline ${fmt(BASELINE_GARAGES)}; Node ${process.version}; ` +
      `${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per endpoint in ${ROUNDS} rounds; ` +
      `Accept-Encoding: ${ENCODING}; search term "${QUERY}"`,
  );
  const loadBefore = loadavg()[0]!;
  const cores = availableParallelism();
  if (loadBefore > cores * 0.5) {
    console.log(`  note: the machine is busy (load average ${fmt(loadBefore, 1)} on ${cores} cores); the figures will be noisy.`);
  }
  const sameSize = GARAGES === BASELINE_GARAGES;
  let primary: Measurement[];
  let baseline: Measurement[];
  let u: QueryTiming;
  let mainRows = '';
  /** Seed times (ms) of the main and the 1,000-garage database. */
  const seeded = { main: 0, base: 0 };
  let ub: QueryTiming;
  if (DATABASE_URL || sameSize) {
    // One database at a time (a PostgreSQL server has one public schema to reset).
    const a = await prepare(GARAGES, CONTENT);
    mainRows = describeRows(a.fixture);
    seeded.main = seeded.base = a.fixture.seedMs;
    try {
      console.log('  measuring…');
      primary = await measureAll(targetsOf(a, true, ''));
      u = await uncachedOf(a);
    } finally {
      await closeFixture(a.fixture, a.app);
    }
    if (sameSize) {
      baseline = primary;
      ub = u;
    } else {
      const b = await prepare(BASELINE_GARAGES, CONTENT ? BASELINE_CONTENT : 0);
      seeded.base = b.fixture.seedMs;
      try {
        console.log('  measuring…');
        baseline = await measureAll(targetsOf(b, false, ''));
        ub = await uncachedOf(b);
      } finally {
        await closeFixture(b.fixture, b.app);
      }
    }
  } else {
    // Both embedded databases side by side, measured in the same rounds.
    const a = await prepare(GARAGES, CONTENT);
    mainRows = describeRows(a.fixture);
    seeded.main = seeded.base = a.fixture.seedMs;
    let b: Suite | undefined;
    try {
      b = await prepare(BASELINE_GARAGES, CONTENT ? BASELINE_CONTENT : 0);
      seeded.base = b.fixture.seedMs;
      console.log(`\n▶ measuring both in ${ROUNDS} rounds (@${fmt(BASELINE_GARAGES)} = the ${fmt(BASELINE_GARAGES)}-garage database)`);
      const all = await measureAll([...targetsOf(a, true, ''), ...targetsOf(b, false, `@${fmt(BASELINE_GARAGES)}`)]);
      primary = all.filter((m) => !m.label.includes('@'));
      baseline = all.filter((m) => m.label.includes('@')).map((m) => ({ ...m, label: m.label.replace(/@.*$/, '') }));
      u = await uncachedOf(a);
      ub = await uncachedOf(b);
    } finally {
      if (b) await closeFixture(b.fixture, b.app);
      await closeFixture(a.fixture, a.app);
    }
  }
  const js = await initialJs(WEB_DIST);

  const get = (rows: Measurement[], label: string) => rows.find((r) => r.label === label)!;
  const ceiling = get(primary, 'health').rps;
  const list = get(primary, 'list').rps;
  const listBase = get(baseline, 'list').rps;
  const scale = list / listBase;
  const listShare = list / ceiling;
  const memberRows = primary.filter((m) => MEMBER_GOAL_ROWS.includes(m.label));
  const memberLow = memberRows.reduce<Measurement | undefined>((low, m) => (!low || m.rps < low.rps ? m : low), undefined);
  const memberShare = (memberLow?.rps ?? 0) / ceiling;

  const lines: string[] = [];
  lines.push(`Garaj benchmark (${new Date().toISOString().slice(0, 10)}, ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION} s per endpoint in ${ROUNDS} rounds, Accept-Encoding: ${ENCODING})`);
  lines.push('');
  lines.push(`${mainRows}:`);
  lines.push(table(primary, ceiling));
  if (CONTENT) {
    lines.push('');
    lines.push(`Content, req/s as a share of the ceiling — visitor / signed-in member:`);
    for (const { label, path: first, shown } of CONTENT_TARGETS) {
      const url = shown ?? first;
      const visitor = primary.find((m) => m.label === label);
      const member = primary.find((m) => m.label === `member ${label}`);
      lines.push(`  ${label.padEnd(14)} ${url.padEnd(38)} ${visitor && member ? `${pct(visitor.rps / ceiling)} / ${pct(member.rps / ceiling)}  (${fmt(visitor.rps)} / ${fmt(member.rps)} req/s, p99 ${fmt(visitor.p99)} / ${fmt(member.p99)} ms)` : 'skipped'}`);
    }
    for (const line of skipped) lines.push(`  ${line}`);
    lines.push('  (site search repeats one query, which the search module answers from its 2-second cache; varied search is the database work)');
  }
  if (!sameSize) {
    lines.push('');
    lines.push(`${fmt(BASELINE_GARAGES)} garages:`);
    lines.push(table(baseline, get(baseline, 'health').rps));
  }
  if (!sameSize) {
    lines.push('');
    lines.push(...scaleLines({ garages: GARAGES, seedMs: seeded.main, rows: primary }, { garages: BASELINE_GARAGES, seedMs: seeded.base, rows: baseline }));
  }
  lines.push('');
  lines.push('List query without the list cache (in-process, one at a time):');
  lines.push(`  ${fmt(GARAGES)} garages: ${fmt(u.qps)} queries/s, p50 ${fmt(u.p50, 1)} ms, p99 ${fmt(u.p99, 1)} ms`);
  if (!sameSize) {
    lines.push(`  ${fmt(BASELINE_GARAGES)} garages: ${fmt(ub.qps)} queries/s, p50 ${fmt(ub.p50, 1)} ms, p99 ${fmt(ub.p99, 1)} ms  → ${pct(u.qps / ub.qps)} at ${fmt(GARAGES)}`);
  }
  lines.push('');
  lines.push('Goals:');
  lines.push(`  list ≥ 50 % of the ceiling ............ ${pct(listShare)} (${fmt(list)} of ${fmt(ceiling)} req/s)  ${listShare >= 0.5 ? 'MET' : 'NOT MET'}`);
  if (memberLow) {
    lines.push(
      `  members ≥ ${pct(MEMBER_GOAL)} of the ceiling (lowest of ${MEMBER_GOAL_ROWS.map((label) => label.replace(/^member /, '')).join(', ')}) ... ${pct(memberShare)} (${memberLow.label}: ${fmt(memberLow.rps)} of ${fmt(ceiling)} req/s)  ${memberShare >= MEMBER_GOAL ? 'MET' : 'NOT MET'}`,
    );
  }
  lines.push(`  list@${fmt(GARAGES)} ≥ 80 % of list@${fmt(BASELINE_GARAGES)} ... ${pct(scale)} (${fmt(list)} vs ${fmt(listBase)} req/s)  ${scale >= 0.8 ? 'MET' : 'NOT MET'}${GARAGES === BASELINE_GARAGES ? ' (same run)' : ''}`);
  if (CONTENT && !LISTS_ONLY) lines.push(...searchGoalLines(primary, ceiling, !!DATABASE_URL));
  if (js) {
    lines.push(
      `  initial JS ≤ ${INITIAL_JS_GOAL_KB} KB gzip ............ ${kb(js.total)} (${fmt(js.total)} bytes, ${js.files.length} files)  ${js.total <= INITIAL_JS_GOAL_KB * 1024 ? 'MET' : 'NOT MET'}`,
    );
    for (const f of js.files) lines.push(`      ${f.file}  ${kb(f.gzip)} gzip (${kb(f.raw)} raw)`);
    if (js.css) lines.push(`      (CSS, not counted: ${kb(js.css)} gzip)`);
  } else {
    lines.push(`  initial JS ≤ ${INITIAL_JS_GOAL_KB} KB gzip ............ not measured: ${path.join(WEB_DIST, 'index.html')} is missing — run \`npm run build\` first`);
  }
  if (CONTENT) lines.push('', ...listGoalLines(primary, baseline, ceiling, get(baseline, 'health').rps, { main: CONTENT, base: BASELINE_CONTENT }));
  const failures = [...primary, ...(sameSize ? [] : baseline)].reduce((s, m) => s + m.failures, 0);
  if (failures) lines.push(`\nWARNING: ${failures} requests failed (non-2xx, errors or timeouts); the figures above include them.`);
  lines.push(`\nTotal time ${fmt((performance.now() - started) / 1000)} s. Load average (1 min) at start ${fmt(loadBefore, 1)}, at end ${fmt(loadavg()[0]!, 1)}, on ${cores} cores.`);

  console.log(`\n──────── summary (paste into a note) ────────\n${lines.join('\n')}\n─────────────────────────────────────────────`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('\nBenchmark failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
