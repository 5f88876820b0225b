/**
 * The community lists of the benchmark: rows for the lists bench/content.ts does not fill
 * (activities, the bench member's notifications), the targets measured on both databases (the
 * main one with BENCH_CONTENT rows of each type, the baseline one with {@link BASELINE_CONTENT}),
 * and the goal lines: every visitor list ≥ 50 % of the ceiling, and each list at the main size
 * ≥ 80 % of its own figure at the baseline size (flat as the tables grow).
 *
 * - activities: one `blog_post` event per published post and one `question` event per topic, up
 *   to `rows` in all, at the time of their post or topic, search text from the title;
 * - notifications: `rows` `post_like` notifications of the bench member (all but the newest 20
 *   read), one actor each, two on every fifth.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.ts';

type Db = Database['db'];

/** Content rows of each type in the baseline (1,000-garage) database. */
export const BASELINE_CONTENT = 1_000;

/** Inserts the activity and notification rows (after content.ts and the bench member). */
export async function seedBenchLists(db: Db, opts: { rows: number; members: number; memberId: string }): Promise<{ activities: number; notifications: number }> {
  const half = Math.ceil(opts.rows / 2);
  await db.execute(sql`
    insert into activities (type, actor_id, post_id, search_text, created_at)
    select 'blog_post', b.author_id, b.id, lower(b.title), b.published_at
    from blog_posts b where b.status = 'published' order by b.published_at desc limit ${half}`);
  await db.execute(sql`
    insert into activities (type, actor_id, topic_id, search_text, created_at)
    select 'question', t.author_id, t.id, lower(t.title), t.created_at
    from forum_topics t order by t.created_at desc limit ${opts.rows - half}`);
  await db.execute(sql`
    insert into notifications (user_id, type, group_key, actor_id, post_id, read_at, created_at, updated_at)
    select ${opts.memberId}, 'post_like', 'post_like:' || p.id, 'bench-' || (1 + p.n % ${opts.members}), p.id,
      case when p.n > 20 then now() end, now() - p.n * interval '1 minute', now() - p.n * interval '1 minute'
    from (select id, row_number() over (order by id) as n from blog_posts limit ${opts.rows}) p`);
  await db.execute(sql`
    insert into notification_actors (notification_id, actor_id, created_at)
    select n.id, n.actor_id, n.updated_at from notifications n where n.user_id = ${opts.memberId}
    union all
    select n.id, 'bench-' || (1 + (abs(hashtext(n.id::text)) % ${opts.members})), n.updated_at - interval '1 second'
    from notifications n where n.user_id = ${opts.memberId} and abs(hashtext(n.id::text)) % 5 = 0
    on conflict do nothing`);
  const [counts] = await queryRows<{ a: number; n: number }>(
    db,
    sql`select (select count(*)::int from activities) as a, (select count(*)::int from notifications where user_id = ${opts.memberId}) as n`,
  );
  return { activities: Number(counts?.a ?? 0), notifications: Number(counts?.n ?? 0) };
}

/**
 * Private messages of the bench member: one conversation with each of `rows` members (one message
 * each, every tenth unread), one conversation holding `rows` messages, and blocks of ten members.
 */
export async function seedBenchMessages(db: Db, opts: { rows: number; memberId: string }): Promise<{ conversations: number; messages: number }> {
  await db.execute(sql`
    insert into conversations (member_low_id, member_high_id, started_by, last_message_at, created_at)
    select least(${opts.memberId}, 'bench-' || s), greatest(${opts.memberId}, 'bench-' || s), 'bench-' || s,
      now() - s * interval '1 minute', now() - s * interval '1 minute'
    from generate_series(1, ${opts.rows}) s`);
  await db.execute(sql`
    insert into messages (conversation_id, sender_id, body, created_at)
    select c.id, c.started_by, 'Merhaba, ilan hâlâ geçerli mi? ' || c.started_by, c.last_message_at from conversations c`);
  await db.execute(sql`
    insert into conversation_members (conversation_id, user_id, other_id, last_message_at, last_read_at, unread_count)
    select c.id, ${opts.memberId}, c.started_by, c.last_message_at, case when right(c.started_by, 1) = '0' then null else c.last_message_at end,
      case when right(c.started_by, 1) = '0' then 1 else 0 end from conversations c
    union all
    select c.id, c.started_by, ${opts.memberId}, c.last_message_at, c.last_message_at, 0 from conversations c`);
  // The long conversation: the one with bench-1, `rows` messages in turn.
  await db.execute(sql`
    insert into messages (conversation_id, sender_id, body, created_at)
    select c.id, case when s % 2 = 0 then ${opts.memberId} else 'bench-1' end, 'Mesaj ' || s, now() - interval '2 minutes' - s * interval '1 second'
    from conversations c, generate_series(1, ${opts.rows}) s where c.started_by = 'bench-1'`);
  await db.execute(sql`insert into user_blocks (blocker_id, blocked_id) select ${opts.memberId}, 'bench-' || s from generate_series(2, 11) s`);
  const [counts] = await queryRows<{ c: number; m: number }>(db, sql`select (select count(*)::int from conversations) as c, (select count(*)::int from messages) as m`);
  return { conversations: Number(counts?.c ?? 0), messages: Number(counts?.m ?? 0) };
}

/** What run.ts measures for a target (the fields it reads). */
export interface ListTarget {
  label: string;
  base: string;
  path: string;
  member?: { base: string; cookie: string };
  verify: (answer: { items?: unknown[] }) => string | null;
  /** Every request from its own client address: the list reads are rate-limited per address. */
  ownAddress: true;
}

const someItems = (a: { items?: unknown[] }) => (a.items?.length ? null : 'an empty page (the list is not measured over its rows)');

/** The lists measured by {@link listTargets}; `member`: measured as the bench member only. */
export const LIST_ROWS: { label: string; path: (author: string) => string; member?: boolean }[] = [
  { label: 'list blog', path: () => '/api/blog/posts' },
  { label: 'list blog category', path: () => '/api/blog/posts?category=maintenance' },
  { label: 'list forum category', path: () => '/api/forum/topics?category=engine' },
  { label: 'list activities', path: () => '/api/activities' },
  { label: 'list author page', path: (author) => `/api/activities?user=${encodeURIComponent(author)}` },
  { label: 'list users', path: () => '/api/users' },
  { label: 'list notifications', path: () => '/api/notifications', member: true },
];

/**
 * The list targets of one database (`suffix` marks the baseline's labels). The author page is the
 * profile's activity list of the member who wrote the newest post.
 */
export async function listTargets(db: Db, base: string, member: { base: string; cookie: string }, suffix: string): Promise<ListTarget[]> {
  const [author] = await queryRows<{ username: string }>(
    db,
    sql`select u.display_username as username from blog_posts b join users u on u.id = b.author_id
        where b.status = 'published' order by b.published_at desc nulls last limit 1`,
  );
  if (!author) return [];
  return LIST_ROWS.map((row) => ({
    label: `${row.label}${suffix}`,
    base,
    path: row.path(author.username),
    verify: someItems,
    ownAddress: true as const,
    ...(row.member ? { member } : {}),
  }));
}

const pct = (n: number) => `${(n * 100).toFixed(n < 0.1 ? 1 : 0)} %`;
const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

/**
 * The summary lines of the lists: each row's share of the ceiling at both sizes, its own figure
 * at the main size over the baseline's, and the goal — MET when every visitor list is ≥ 50 % of
 * the ceiling and every list is ≥ 80 % of its baseline figure.
 */
export function listGoalLines(
  primary: { label: string; rps: number; p99: number }[],
  baseline: { label: string; rps: number }[],
  ceiling: number,
  baselineCeiling: number,
  sizes: { main: number; base: number },
): string[] {
  const lines = [`Lists at ${fmt(sizes.main)} rows per type vs ${fmt(sizes.base)} (req/s, share of the ceiling; flat = own figure at ${fmt(sizes.main)} ÷ at ${fmt(sizes.base)}):`];
  let met = true;
  let measured = 0;
  for (const row of LIST_ROWS) {
    const main = primary.find((m) => m.label === row.label);
    const small = baseline.find((m) => m.label === row.label);
    if (!main || !small) {
      lines.push(`  ${row.label.padEnd(22)} not measured`);
      met = false;
      continue;
    }
    measured++;
    const share = main.rps / ceiling;
    const flat = main.rps / small.rps;
    const ok = flat >= 0.8 && (row.member || share >= 0.5);
    if (!ok) met = false;
    lines.push(
      `  ${(row.label + (row.member ? ' (member)' : '')).padEnd(31)} ${fmt(main.rps).padStart(6)} req/s ${pct(share).padStart(6)}  @${fmt(sizes.base)}: ${fmt(small.rps).padStart(6)} req/s ${pct(small.rps / baselineCeiling).padStart(6)}  flat ${pct(flat).padStart(6)}  p99 ${fmt(main.p99)} ms  ${ok ? 'ok' : 'short'}`,
    );
  }
  lines.push(
    `  lists: visitors ≥ 50 % of the ceiling and each ≥ 80 % of its figure at ${fmt(sizes.base)} ... ${met && measured === LIST_ROWS.length ? 'MET' : 'NOT MET'}`,
  );
  return lines;
}
