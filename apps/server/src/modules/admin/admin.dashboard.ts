/**
 * The admin dashboard's figures: totals
 * counted from stored rows and, per Europe/Istanbul day over the last ADMIN_SERIES_DAYS days,
 * sign-ups and new content. Every day of the window is present (0 when nothing happened).
 */
import { sql } from 'drizzle-orm';
import { ADMIN_SERIES_DAYS, ONLINE_WINDOW_MS, addDays, istanbulStartOf, istanbulToday, type AdminDashboard, type AdminDay } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';

type SeriesKey = Exclude<keyof AdminDay, 'day'>;

/**
 * Totals: members, garages, photos (garage photos), posts (published blog posts), questions
 * (forum topics), active live location shares, open reports, online now (members with a
 * session seen in the last ONLINE_WINDOW_MS, as GET /api/stats) — and `series`, oldest first.
 */
export async function getDashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS);
  const [totals] = await queryRows<Record<string, number | string>>(
    db,
    sql`select
      (select count(*)::int from users) as members,
      (select count(*)::int from garages) as garages,
      (select count(*)::int from garage_photos) as photos,
      (select count(*)::int from blog_posts where status = 'published') as posts,
      (select count(*)::int from forum_topics) as questions,
      (select count(*)::int from location_shares where expires_at > now()) as active_shares,
      (select count(*)::int from reports where status = 'open') as open_reports,
      (select count(distinct user_id)::int from sessions where updated_at > ${since.toISOString()} and expires_at > now()) as online_now`,
  );
  const n = (key: string) => Number(totals?.[key] ?? 0);
  return {
    members: n('members'),
    garages: n('garages'),
    photos: n('photos'),
    posts: n('posts'),
    questions: n('questions'),
    activeShares: n('active_shares'),
    openReports: n('open_reports'),
    onlineNow: n('online_now'),
    series: await dailySeries(db, now),
  };
}

/**
 * Per Istanbul day of the last ADMIN_SERIES_DAYS days (today last): sign-ups, garages created,
 * blog posts published (by publication day, as the `posts` total counts published ones), forum
 * topics and replies created.
 */
export async function dailySeries(db: Db, now = new Date()): Promise<AdminDay[]> {
  const today = istanbulToday(now);
  const first = addDays(today, -(ADMIN_SERIES_DAYS - 1));
  const from = istanbulStartOf(first).toISOString();
  const day = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/Istanbul', 'YYYY-MM-DD')`);
  const rows = await queryRows<{ k: SeriesKey; day: string; n: number | string }>(
    db,
    sql`select 'signUps' as k, ${day('created_at')} as day, count(*)::int as n from users where created_at >= ${from} group by 2
        union all
        select 'garages', ${day('created_at')}, count(*)::int from garages where created_at >= ${from} group by 2
        union all
        select 'posts', ${day('published_at')}, count(*)::int from blog_posts where status = 'published' and published_at >= ${from} group by 2
        union all
        select 'topics', ${day('created_at')}, count(*)::int from forum_topics where created_at >= ${from} group by 2
        union all
        select 'replies', ${day('created_at')}, count(*)::int from forum_replies where created_at >= ${from} group by 2`,
  );
  const days: AdminDay[] = [];
  const byDay = new Map<string, AdminDay>();
  for (let i = 0; i < ADMIN_SERIES_DAYS; i++) {
    const entry: AdminDay = { day: addDays(first, i), signUps: 0, garages: 0, posts: 0, topics: 0, replies: 0 };
    days.push(entry);
    byDay.set(entry.day, entry);
  }
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.k] = Number(row.n);
  }
  return days;
}
