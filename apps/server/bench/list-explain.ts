/**
 * `npm run bench:list-explain -w @garaj/server` — the query plans of the community lists at
 * LIST_EXPLAIN_ROWS (default 100,000) rows per type, written to docs/performance/list-plans.md.
 *
 * 1. Opens a scratch database — embedded PGlite in a temporary directory, and also the PostgreSQL
 *    database in LIST_EXPLAIN_DATABASE_URL when set (its `public` schema is DROPPED and recreated:
 *    give it a database of its own) — and migrates it.
 * 2. Bulk-inserts as many members as rows (users + profiles), the bench content (bench/content.ts:
 *    blog posts, forum topics and replies), the bench member and the list rows (bench/lists.ts:
 *    activities, the member's notifications), then ANALYZE.
 * 3. Calls each list's service as the API does (first page, and the page after its cursor) through
 *    a handle that records every statement, and runs EXPLAIN (ANALYZE, BUFFERS) of each: the
 *    headline (indexes used, sequential scans, rows the scans read, buffers, execution time) goes
 *    to the table, the whole plan below it; the median time of the whole service call (5 runs
 *    after a warm-up) too.
 *
 * Settings (environment): LIST_EXPLAIN_ROWS, LIST_EXPLAIN_DATABASE_URL, LIST_EXPLAIN_PGLITE=0
 * (skip PGlite), LIST_EXPLAIN_OUT (default docs/performance/list-plans.md; `-` prints only),
 * LIST_EXPLAIN_REUSE=1 (PostgreSQL: explain the rows an earlier run left, after migrating).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, queryRows, type Database, type Db } from '../src/db/client.ts';
import { repoRoot } from '../src/env.ts';
import { createLocalStorage } from '../src/lib/storage.ts';
import { activitySummary, listActivities } from '../src/modules/activities/activities.service.ts';
import { listPosts } from '../src/modules/blog/blog.service.ts';
import { selectTopicPage } from '../src/modules/forum/forum.queries.ts';
import { listNotifications } from '../src/modules/notifications/notifications.service.ts';
import { listUsers } from '../src/modules/users/users.service.ts';
import { seedBenchContent } from './content.ts';
import { seedBenchLists, seedBenchMessages } from './lists.ts';
import { selectInbox, selectLastMessages, selectMessages, unreadConversations } from '../src/modules/messages/messages.queries.ts';

const ROWS = Number(process.env.LIST_EXPLAIN_ROWS ?? 100_000);
const PG_URL = process.env.LIST_EXPLAIN_DATABASE_URL?.trim() || '';
const OUT = process.env.LIST_EXPLAIN_OUT?.trim() || path.join(repoRoot, 'docs/performance/list-plans.md');
const WITH_PGLITE = process.env.LIST_EXPLAIN_PGLITE !== '0';
const MEMBER = 'bench-member';
const REUSE = process.env.LIST_EXPLAIN_REUSE === '1';

/** Members `bench-1…n` (users + profiles) and the bench member; search text as the directory folds it. */
async function seedMembers(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, username, display_username, created_at, updated_at)
    select 'bench-' || s, 'Üye ' || s, 'uye' || s || '@bench.garaj.local', true, 'uye_' || s, 'uye_' || s,
      now() - ((s * 7907) % 94608000) * interval '1 second', now()
    from generate_series(1::bigint, ${n}::bigint) s`);
  await db.execute(sql`
    insert into profiles (user_id, full_name, search_text, followers_count)
    select 'bench-' || s, 'Üye ' || s, 'uye_' || s || ' uye ' || s, (s * 37) % 300
    from generate_series(1::bigint, ${n}::bigint) s`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified, username, display_username, created_at, updated_at)
    values (${MEMBER}, 'Bench Üye', 'bench-member@bench.garaj.local', true, 'bench_uye', 'bench_uye', now(), now())`);
  await db.execute(sql`insert into profiles (user_id, full_name, search_text) values (${MEMBER}, 'Bench Üye', 'bench_uye bench uye')`);
}

/** The database handle with every `execute` recorded (the statements a service runs). */
function recording(db: Db, into: SQL[]): Db {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'execute') {
        return (query: SQL) => {
          into.push(query);
          return target.execute(query);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

interface Headline {
  list: string;
  statement: number;
  indexes: string[];
  seqScans: string[];
  rowsRead: number;
  buffers: string;
  ms: number;
  plan: string;
}

function headline(list: string, statement: number, plan: string): Headline {
  const indexes = [...new Set([...plan.matchAll(/Scan(?: Backward)? using (\S+) on/g)].map((m) => m[1]!))];
  const seqScans = [...new Set([...plan.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]!))];
  let rowsRead = 0;
  for (const line of plan.split('\n')) {
    if (!/Scan/.test(line) || /Bitmap Index Scan/.test(line)) continue;
    const m = /actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+) loops=(\d+)/.exec(line);
    if (m) rowsRead += Math.round(Number(m[1]) * Number(m[2]));
  }
  const buffers = /Buffers: ([^\n]+)/.exec(plan)?.[1]?.trim() ?? '';
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  return { list, statement, indexes, seqScans, rowsRead, buffers, ms, plan };
}

type Case = { list: string; run: (db: Db) => Promise<unknown> };

/** The lists, each as the API asks for its first page and (where it has one) the page after. */
async function cases(db: Db): Promise<Case[]> {
  const [author] = await queryRows<{ username: string }>(
    db,
    sql`select u.display_username as username from blog_posts b join users u on u.id = b.author_id where b.status = 'published' order by b.published_at desc nulls last limit 1`,
  );
  const next = async <T extends { nextCursor: string | null }>(first: () => Promise<T>) => (await first()).nextCursor ?? undefined;
  const blogCursor = await next(() => listPosts(db, { limit: 9 }));
  const categoryCursor = await next(() => selectTopicPage(db, { category: 'engine', sort: 'newest', limit: 20 }));
  const activeCursor = await next(() => selectTopicPage(db, { category: 'engine', sort: 'active', limit: 20 }));
  const feedCursor = await next(() => listActivities(db, { scope: 'all', type: 'all' }, null));
  const usersCursor = await next(() => listUsers(db, { sort: 'followers', order: 'desc', limit: 12 }));
  const noteCursor = await next(() => listNotifications(db, MEMBER, {}));
  const inbox = await selectInbox(db, MEMBER, { limit: 20 });
  const [long] = await queryRows<{ id: string }>(db, sql`select id from conversations where started_by = 'bench-1'`);
  const messagesCursor = await next(() => selectMessages(db, long!.id, { limit: 30 }));
  return [
    { list: 'blog, newest', run: (d) => listPosts(d, { limit: 9 }) },
    { list: 'blog, newest, next page', run: (d) => listPosts(d, { limit: 9, ...(blogCursor ? { cursor: blogCursor } : {}) }) },
    { list: 'blog category page', run: (d) => listPosts(d, { category: 'maintenance', limit: 9 }) },
    { list: 'blog search "golf"', run: (d) => listPosts(d, { search: 'golf', limit: 9 }) },
    { list: 'forum category, newest', run: (d) => selectTopicPage(d, { category: 'engine', sort: 'newest', limit: 20 }) },
    { list: 'forum category, newest, next page', run: (d) => selectTopicPage(d, { category: 'engine', sort: 'newest', limit: 20, ...(categoryCursor ? { cursor: categoryCursor } : {}) }) },
    { list: 'forum category, active, next page', run: (d) => selectTopicPage(d, { category: 'engine', sort: 'active', limit: 20, ...(activeCursor ? { cursor: activeCursor } : {}) }) },
    { list: 'activities', run: (d) => listActivities(d, { scope: 'all', type: 'all' }, null) },
    { list: 'activities, next page', run: (d) => listActivities(d, { scope: 'all', type: 'all', ...(feedCursor ? { cursor: feedCursor } : {}) }, null) },
    { list: 'activities, one type', run: (d) => listActivities(d, { scope: 'all', type: 'question' }, null) },
    { list: 'activities summary (capped)', run: (d) => activitySummary(d, { scope: 'all' }, null) },
    { list: 'author page (profile activity)', run: (d) => listActivities(d, { scope: 'all', type: 'all', user: author?.username ?? 'uye_1' }, null) },
    { list: 'users, followers', run: (d) => listUsers(d, { sort: 'followers', order: 'desc', limit: 12 }) },
    { list: 'users, followers, next page', run: (d) => listUsers(d, { sort: 'followers', order: 'desc', limit: 12, ...(usersCursor ? { cursor: usersCursor } : {}) }) },
    { list: 'users, garages ascending', run: (d) => listUsers(d, { sort: 'garages', order: 'asc', limit: 12 }) },
    { list: 'users, joined', run: (d) => listUsers(d, { sort: 'joined', order: 'desc', limit: 12 }) },
    { list: 'notifications (member)', run: (d) => listNotifications(d, MEMBER, {}) },
    { list: 'notifications, next page', run: (d) => listNotifications(d, MEMBER, noteCursor ? { cursor: noteCursor } : {}) },
    { list: 'messages: inbox (member)', run: (d) => selectInbox(d, MEMBER, { limit: 20 }) },
    { list: 'messages: inbox, next page', run: (d) => selectInbox(d, MEMBER, { limit: 20, ...(inbox.nextCursor ? { cursor: inbox.nextCursor } : {}) }) },
    { list: "messages: inbox page's last messages", run: (d) => selectLastMessages(d, inbox.rows.map((r) => r.id)) },
    { list: 'messages: a conversation', run: (d) => selectMessages(d, long!.id, { limit: 30 }) },
    { list: 'messages: a conversation, next page', run: (d) => selectMessages(d, long!.id, { limit: 30, ...(messagesCursor ? { cursor: messagesCursor } : {}) }) },
    { list: 'messages: unread badge (capped)', run: (d) => unreadConversations(d, MEMBER) },
    { list: 'activities (member with blocks)', run: (d) => listActivities(d, { scope: 'all', type: 'all' }, MEMBER) },
  ];
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[2]!;
}

async function explainAll(name: string, database: Database, seed = true): Promise<string> {
  const { db } = database;
  if (seed) await seedAll(name, db);
  return explainSeeded(name, db);
}

async function seedAll(name: string, db: Db): Promise<void> {
  const t0 = performance.now();
  await seedMembers(db, ROWS);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garaj-list-explain-'));
  try {
    const content = await seedBenchContent(db, createLocalStorage(path.join(dataDir, 'uploads')), { rows: ROWS, members: ROWS });
    const lists = await seedBenchLists(db, { rows: ROWS, members: ROWS, memberId: MEMBER });
    const messages = await seedBenchMessages(db, { rows: ROWS, memberId: MEMBER });
    await db.execute(sql`analyze`);
    console.log(`  ${name}: seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s — ${ROWS} members, ${content.posts} posts, ${content.topics} topics, ${content.replies} replies, ${lists.activities} activities, ${lists.notifications} notifications, ${messages.conversations} conversations, ${messages.messages} messages`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function explainSeeded(name: string, db: Db): Promise<string> {
  const rows: Headline[] = [];
  const timings: { list: string; ms: number; statements: number }[] = [];
  for (const c of await cases(db)) {
    const statements: SQL[] = [];
    await c.run(recording(db, statements));
    for (const [i, statement] of statements.entries()) {
      const plan = (await queryRows<Record<string, string>>(db, sql`explain (analyze, buffers) ${statement}`)).map((r) => Object.values(r)[0]).join('\n');
      rows.push(headline(c.list, i + 1, plan));
    }
    timings.push({ list: c.list, ms: await median(() => c.run(db)), statements: statements.length });
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  const out: string[] = [];
  out.push(`## ${name}`, '');
  out.push('| list | stmt | indexes used | seq scans | rows read by scans | buffers | execution ms |', '| --- | --- | --- | --- | --- | --- | --- |');
  for (const h of rows) {
    out.push(`| ${h.list} | ${h.statement} | ${h.indexes.map((i) => `\`${i}\``).join(', ') || '—'} | ${h.seqScans.map((s) => `\`${s}\``).join(', ') || '—'} | ${h.rowsRead} | ${h.buffers} | ${h.ms.toFixed(2)} |`);
  }
  out.push('', 'Whole service call (median of 5 after a warm-up, in-process):', '', '| list | statements | ms |', '| --- | --- | --- |');
  for (const t of timings) out.push(`| ${t.list} | ${t.statements} | ${t.ms.toFixed(1)} |`);
  out.push('', '<details><summary>Plans</summary>', '');
  for (const h of rows) out.push(`### ${h.list} — statement ${h.statement}`, '', '```', h.plan, '```', '');
  out.push('</details>', '');
  return out.join('\n');
}

async function main() {
  const sections: string[] = [];
  if (WITH_PGLITE) {
    const dir = await mkdtemp(path.join(tmpdir(), 'garaj-list-explain-db-'));
    const database = await openDatabase({ dataDir: path.join(dir, 'db') });
    try {
      await database.migrate();
      sections.push(await explainAll('PGlite', database));
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (PG_URL) {
    const database = await openDatabase({ url: PG_URL, poolSize: 4 });
    try {
      if (!REUSE) {
        await database.db.execute(sql`drop schema if exists public cascade`);
        await database.db.execute(sql`drop schema if exists drizzle cascade`);
        await database.db.execute(sql`create schema public`);
      }
      await database.migrate();
      sections.push(await explainAll('PostgreSQL', database, !REUSE));
    } finally {
      await database.close();
    }
  }
  const doc = [
    '# Community list plans',
    '',
    `EXPLAIN (ANALYZE, BUFFERS) of the statements each community list runs, at ${ROWS.toLocaleString('en-US')} rows per type ` +
      '(members, blog posts, forum topics, replies, activities, and one member\'s notifications and conversations), produced by ' +
      '`npm run bench:list-explain -w @garaj/server` (bench/list-explain.ts). "rows read by scans" sums the rows every ' +
      'scan node returned (times its loops): a flat list reads about a page, whatever the table size. ' +
      `Machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end.`,
    '',
    ...sections,
  ].join('\n');
  if (OUT === '-') console.log(doc);
  else {
    await mkdir(path.dirname(OUT), { recursive: true });
    await writeFile(OUT, doc);
    console.log(`wrote ${OUT}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
