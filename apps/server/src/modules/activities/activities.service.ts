/**
 * The activity feed's reads (Activities): the list with search,
 * type, scope and member filters in keyset pages, the counts per type, and the home section's
 * recent events and figures. The rows are written by activities.handler.ts.
 *
 * What the feed never shows: rows of a post that is not published (a post taken back to draft
 * hides its likes and comments until it is published again), rows of a banned member or of a
 * member without a username; and nothing but public names and titles leave the server.
 * Search: every folded word (db/search-match.ts `containsEveryTerm`: `isik` finds `Işık`) must
 * occur in `search_text` (actor username and full name, target title; trigram-indexed).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_COUNT_CAP,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_TYPES,
  HOME_ACTIVITY_COUNT,
  usernameKey,
  type ActivityFilter,
  type ActivityScope,
  type ActivitySummary,
  type ActivityType,
} from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, pageOf } from '../../db/pagination.ts';
import { allOf, distinctOf, idArray, isoUtc, membersByIds, type MemberRow, type Raw } from '../../lib/member-rows.ts';
import { containsEveryTerm } from '../../db/search-match.ts';
import { notFound, unauthenticated } from '../../lib/errors.ts';
import { blockedIdsOf } from '../users/index.ts';

/** The site's time zone: 'today' on the home section starts at midnight there (Turkey has one zone). */
const SITE_TIME_ZONE = 'Europe/Istanbul';

/** An event row with what its item shows. */
export interface ActivityRow {
  id: string;
  type: ActivityType;
  /** Exact UTC ISO time (microseconds; the cursor's value). */
  createdAt: string;
  actor: MemberRow;
  garage: { id: string; name: string } | null;
  post: { slug: string; title: string } | null;
  topic: { id: string; title: string; categoryId: string } | null;
  subject: { username: string; fullName: string | null } | null;
}

/** The filters shared by the list and the summary. */
export interface ActivityScopeQuery {
  q?: string;
  scope: ActivityScope;
  /** A member's username (any Turkish case). */
  user?: string;
}

export interface ActivityListQuery extends ActivityScopeQuery {
  type: ActivityFilter;
  cursor?: string;
  limit?: number;
}

// ── Conditions ──────────────────────────────────────────────────────────────────────────

/**
 * Rows anyone may see (over `activities a`): the actor has a username and is not banned, and
 * nothing the event is about is hidden, unpublished or belongs to a banned member
 * (db/visibility.ts). The database keeps that state on the row (`hidden_until`, null or past when
 * shown) in the transaction of every write that changes it, so the test reads no other table.
 */
export const VISIBLE_ACTIVITY = sql.raw(`(a.hidden_until is null or a.hidden_until <= now())`);

/**
 * The conditions of the search, scope and member filters (over `a` alone), without the members
 * the viewer is kept apart from by a block.
 * @throws 401 UNAUTHENTICATED (scope 'following' without a viewer), 404 USER_NOT_FOUND
 */
async function scopeConditions(db: Db, query: ActivityScopeQuery, viewerId: string | null): Promise<SQL[]> {
  const conditions: SQL[] = [VISIBLE_ACTIVITY, ...containsEveryTerm(sql`a.search_text`, query.q)];
  if (query.scope === 'following') {
    if (!viewerId) throw unauthenticated();
    conditions.push(sql`a.actor_id in (select f.following_id from follows f where f.follower_id = ${viewerId})`);
  }
  // A block keeps two members out of each other's feed: their own events and those about them.
  const apart = await blockedIdsOf(db, viewerId);
  if (apart.length) {
    conditions.push(sql`a.actor_id <> all(${idArray(apart, 'text')})`);
    conditions.push(sql`(a.subject_user_id is null or a.subject_user_id <> all(${idArray(apart, 'text')}))`);
  }
  if (query.user !== undefined) {
    const [member] = await queryRows<{ id: string }>(db, sql`select id from users where username = ${usernameKey(query.user)} limit 1`);
    if (!member) throw notFound('USER_NOT_FOUND');
    conditions.push(sql`a.actor_id = ${member.id}`);
  }
  return conditions;
}

// ── Reads ───────────────────────────────────────────────────────────────────────────────

/**
 * Reads events (alias `a`) matching `where`, newest first, with the actor and the target. The
 * page is cut from `activities` alone (an index in the order, `where` on the row itself); then
 * its members, and its garages, posts and topics, are read by primary key, each in one small
 * statement: a single statement joining them all costs more to plan than to run.
 */
async function selectActivities(db: Db, where: SQL, limit: number): Promise<ActivityRow[]> {
  const page = await queryRows<Raw>(
    db,
    sql`select a.id, a.type, ${isoUtc(sql`a.created_at`)} as created_iso, a.actor_id, a.garage_id, a.post_id, a.topic_id, a.subject_user_id
        from activities a where ${where}
        order by a.created_at desc nulls last, a.id desc nulls last
        limit ${limit}`,
  );
  if (!page.length) return [];
  const garageIds = distinctOf(page, 'garage_id');
  const postIds = distinctOf(page, 'post_id');
  const topicIds = distinctOf(page, 'topic_id');
  const lookups: SQL[] = [];
  if (garageIds.length) lookups.push(sql`select 'g' as k, g.id::text as id, g.name as title, null::text as extra from garages g where g.id = any(${idArray(garageIds, 'uuid')})`);
  if (postIds.length) lookups.push(sql`select 'p' as k, bp.id::text as id, bp.title as title, bp.slug as extra from blog_posts bp where bp.id = any(${idArray(postIds, 'uuid')})`);
  if (topicIds.length) lookups.push(sql`select 't' as k, t.id::text as id, t.title as title, t.category_id as extra from forum_topics t where t.id = any(${idArray(topicIds, 'uuid')})`);
  const [members, targets] = await Promise.all([
    membersByIds(db, [...page.map((r) => r.actor_id as string), ...page.map((r) => r.subject_user_id as string | null)]),
    lookups.length ? queryRows<{ k: string; id: string; title: string; extra: string | null }>(db, sql.join(lookups, sql` union all `)) : [],
  ]);
  const target = new Map(targets.map((r) => [`${r.k}:${r.id}`, r]));
  return page.map((r) => {
    const garage = r.garage_id ? target.get(`g:${r.garage_id as string}`) : undefined;
    const post = r.post_id ? target.get(`p:${r.post_id as string}`) : undefined;
    const topic = r.topic_id ? target.get(`t:${r.topic_id as string}`) : undefined;
    const subject = r.subject_user_id ? members.get(r.subject_user_id as string) : undefined;
    return {
      id: r.id as string,
      type: r.type as ActivityType,
      createdAt: r.created_iso as string,
      actor: members.get(r.actor_id as string) ?? { id: r.actor_id as string, username: '', fullName: null, avatarImage: null, avatarUrl: null },
      garage: garage ? { id: garage.id, name: garage.title } : null,
      post: post ? { slug: post.extra ?? '', title: post.title } : null,
      topic: topic ? { id: topic.id, title: topic.title, categoryId: topic.extra ?? '' } : null,
      subject: subject?.username ? { username: subject.username, fullName: subject.fullName } : null,
    };
  });
}

/**
 * GET /api/activities: events newest first (created_at, then id), ACTIVITY_PAGE_SIZE per page
 * unless `limit`; `type` 'all' or one type; `scope` 'following' for the viewer's followed
 * members; `user` for one member's events; `q` the Turkish-folded search.
 * @throws 400 VALIDATION_FAILED (cursor), 401 UNAUTHENTICATED (following, signed out), 404 USER_NOT_FOUND
 */
export async function listActivities(db: Db, query: ActivityListQuery, viewerId: string | null): Promise<{ rows: ActivityRow[]; nextCursor: string | null }> {
  const cursor = decodeTimeCursor(query.cursor);
  const limit = query.limit ?? ACTIVITY_PAGE_SIZE;
  const conditions = await scopeConditions(db, query, viewerId);
  if (query.type !== 'all') conditions.push(sql`a.type = ${query.type}`);
  if (cursor) conditions.push(sql`(a.created_at, a.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await selectActivities(db, allOf(conditions), limit + 1);
  return pageOf(rows, limit, (r) => encodeTimeCursor(r.createdAt, r.id));
}

/**
 * GET /api/activities/summary: how many events of each type match the search, scope and member
 * (not the type filter, so every chip shows its count), each counted up to ACTIVITY_COUNT_CAP
 * over activities_type_created_idx (one capped sub-select per type, one statement), and their sum.
 * @throws 401 UNAUTHENTICATED (following, signed out), 404 USER_NOT_FOUND
 */
export async function activitySummary(db: Db, query: ActivityScopeQuery, viewerId: string | null): Promise<ActivitySummary> {
  const where = allOf(await scopeConditions(db, query, viewerId));
  const perType = ACTIVITY_TYPES.map(
    (type) => sql`select ${type}::text as type, count(*)::int as n from (select 1 from activities a
      where a.type = ${type} and ${where} limit ${ACTIVITY_COUNT_CAP + 1}) x`,
  );
  const rows = await queryRows<{ type: string; n: number | string }>(db, sql.join(perType, sql` union all `));
  const counts = Object.fromEntries(ACTIVITY_TYPES.map((t) => [t, 0])) as Record<ActivityType, number>;
  const capped: ActivityType[] = [];
  let total = 0;
  for (const row of rows) {
    const type = row.type as ActivityType;
    const n = Number(row.n);
    if (n > ACTIVITY_COUNT_CAP) capped.push(type);
    counts[type] = Math.min(n, ACTIVITY_COUNT_CAP);
    total += counts[type];
  }
  return { total, totalCapped: capped.length > 0, counts, capped };
}

/**
 * GET /api/activities/home: the HOME_ACTIVITY_COUNT newest visible events and the section's
 * figures — every visible event, those since midnight in the site's time zone (Turkey), and the
 * distinct members with an event in the last 7 days.
 */
export async function homeActivity(db: Db): Promise<{ rows: ActivityRow[]; stats: { totalEvents: number; todayEvents: number; activeMembersWeek: number } }> {
  const [rows, [stats]] = await Promise.all([
    selectActivities(db, VISIBLE_ACTIVITY, HOME_ACTIVITY_COUNT),
    queryRows<{ total: number | string; today: number | string; active: number | string }>(
      db,
      sql`select count(*)::int as total,
            count(*) filter (where a.created_at >= date_trunc('day', now() at time zone ${SITE_TIME_ZONE}) at time zone ${SITE_TIME_ZONE})::int as today,
            count(distinct a.actor_id) filter (where a.created_at > now() - interval '7 days')::int as active
          from activities a where ${VISIBLE_ACTIVITY}`,
    ),
  ]);
  return {
    rows,
    stats: { totalEvents: Number(stats?.total ?? 0), todayEvents: Number(stats?.today ?? 0), activeMembersWeek: Number(stats?.active ?? 0) },
  };
}
