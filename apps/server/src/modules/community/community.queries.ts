/**
 * Reads of the community hub and its events: one SQL statement per list. Every
 * count is a count of rows (`community_event_participants`, `garage_likes` of the week, …);
 * "upcoming" and "past" are decided by the database clock (`now()`), the same clock the join
 * check uses. Timestamps leave the database as exact ISO strings (lib/member-rows.ts isoUtc).
 */
import { sql, type SQL } from 'drizzle-orm';
import { HIGHLIGHT_WINDOW_DAYS, type EventCategory, type EventList } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { activeMemberRow, publicRow } from '../../db/visibility.ts';
import { MEMBER_COLUMNS, MEMBER_JOINS, imageFrom, isoUtc, memberFrom, type MemberRow, type Raw } from '../../lib/member-rows.ts';
import type { StoredImage } from '../../lib/image-view.ts';

export interface EventRow {
  id: string;
  title: string;
  description: string;
  category: EventCategory;
  startsAt: string;
  durationMinutes: number;
  location: string;
  titleEn: string | null;
  descriptionEn: string | null;
  latitude: number | null;
  longitude: number | null;
  capacity: number | null;
  image: StoredImage | null;
  participantsCount: number;
  upcoming: boolean;
  joined: boolean;
  convoyEnabled: boolean;
}

const EVENT_COLUMNS = (viewerId: string | null): SQL => sql`
  e.id, e.title, e.description, e.category, ${isoUtc(sql`e.starts_at`)} as starts_at, e.duration_minutes, e.location,
  e.title_en, e.description_en, e.latitude, e.longitude, e.convoy_enabled,
  e.capacity, ei.id as ei_id, ei.width as ei_width, ei.height as ei_height, ei.variants as ei_variants,
  (select count(*)::int from community_event_participants cp where cp.event_id = e.id) as participants_count,
  (e.starts_at > now()) as upcoming,
  ${viewerId ? sql`exists (select 1 from community_event_participants mp where mp.event_id = e.id and mp.user_id = ${viewerId})` : sql`false`} as joined`;

function eventFrom(row: Raw): EventRow {
  return {
    id: row.id as string,
    title: row.title as string,
    description: row.description as string,
    category: row.category as EventCategory,
    startsAt: row.starts_at as string,
    durationMinutes: Number(row.duration_minutes),
    location: row.location as string,
    titleEn: (row.title_en as string | null) ?? null,
    descriptionEn: (row.description_en as string | null) ?? null,
    latitude: row.latitude === null || row.latitude === undefined ? null : Number(row.latitude),
    longitude: row.longitude === null || row.longitude === undefined ? null : Number(row.longitude),
    capacity: row.capacity === null || row.capacity === undefined ? null : Number(row.capacity),
    image: imageFrom(row, 'ei'),
    participantsCount: Number(row.participants_count),
    upcoming: Boolean(row.upcoming),
    joined: Boolean(row.joined),
    convoyEnabled: Boolean(row.convoy_enabled),
  };
}

/**
 * A page of the upcoming list (not started yet, soonest first) or the past list (started,
 * most recent first), with the number of events in that list.
 */
export async function selectEventPage(db: Db, when: EventList, page: number, pageSize: number, viewerId: string | null): Promise<{ rows: EventRow[]; total: number }> {
  const where = when === 'upcoming' ? sql`e.starts_at > now()` : sql`e.starts_at <= now()`;
  const order = when === 'upcoming' ? sql`e.starts_at asc, e.id asc` : sql`e.starts_at desc, e.id desc`;
  const [rows, counted] = await Promise.all([
    queryRows(
      db,
      sql`select ${EVENT_COLUMNS(viewerId)} from community_events e left join images ei on ei.id = e.image_id
          where ${where} order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from community_events e where ${where}`),
  ]);
  return { rows: rows.map(eventFrom), total: Number(counted[0]?.n ?? 0) };
}

/** One event with the viewer's state, or null. */
export async function selectEvent(db: Db, id: string, viewerId: string | null): Promise<EventRow | null> {
  const [row] = await queryRows(db, sql`select ${EVENT_COLUMNS(viewerId)} from community_events e left join images ei on ei.id = e.image_id where e.id = ${id}`);
  return row ? eventFrom(row) : null;
}

/**
 * The first `limit` participants of an event (earliest joined first) among members not banned
 * now, and how many such participants there are; null when the event does not exist.
 */
export async function selectEventParticipants(db: Db, eventId: string, limit: number): Promise<{ rows: MemberRow[]; total: number } | null> {
  const [event] = await queryRows(db, sql`select 1 from community_events where id = ${eventId}`);
  if (!event) return null;
  const visible = sql`cp.event_id = ${eventId} and ${activeMemberRow('cp', 'user_id')}`;
  const [rows, counted] = await Promise.all([
    queryRows(
      db,
      sql`select ${MEMBER_COLUMNS} from community_event_participants cp join users u on u.id = cp.user_id ${MEMBER_JOINS}
          where ${visible} order by cp.created_at asc, cp.user_id asc limit ${limit}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from community_event_participants cp where ${visible}`),
  ]);
  return { rows: rows.map(memberFrom), total: Number(counted[0]?.n ?? 0) };
}

export interface CommunityStatsRow {
  members: number;
  garages: number;
  topics: number;
  upcomingEvents: number;
}

/** The hub's figures, each a count of rows. */
export async function selectCommunityStats(db: Db): Promise<CommunityStatsRow> {
  const [row] = await queryRows<Raw>(
    db,
    sql`select (select count(*)::int from users) as members,
               (select count(*)::int from garages) as garages,
               (select count(*)::int from forum_topics) as topics,
               (select count(*)::int from community_events where starts_at > now()) as upcoming_events`,
  );
  return {
    members: Number(row?.members ?? 0),
    garages: Number(row?.garages ?? 0),
    topics: Number(row?.topics ?? 0),
    upcomingEvents: Number(row?.upcoming_events ?? 0),
  };
}

export interface TopMemberRow {
  id: string;
  username: string;
  fullName: string | null;
  avatarImage: StoredImage | null;
  avatarUrl: string | null;
  reputation: number;
  postsCount: number;
  isExpert: boolean;
}

/** The most reputable forum members with at least one post (ties: more posts, then id). */
export async function selectTopMembers(db: Db, limit: number): Promise<TopMemberRow[]> {
  const rows = await queryRows(
    db,
    sql`select u.id, u.display_username, p.full_name, p.avatar_url, coalesce(p.is_expert, false) as is_expert,
               fm.reputation, fm.posts_count,
               ai.id as ai_id, ai.width as ai_width, ai.height as ai_height, ai.variants as ai_variants
        from forum_members fm join users u on u.id = fm.user_id
        left join profiles p on p.user_id = u.id left join images ai on ai.id = p.avatar_image_id
        where fm.posts_count > 0 and ${activeMemberRow('u', 'id')}
        order by fm.reputation desc, fm.posts_count desc, u.id
        limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id as string,
    username: (row.display_username as string | null) ?? '',
    fullName: (row.full_name as string | null) ?? null,
    avatarImage: imageFrom(row, 'ai'),
    avatarUrl: (row.avatar_url as string | null) ?? null,
    reputation: Number(row.reputation),
    postsCount: Number(row.posts_count),
    isExpert: Boolean(row.is_expert),
  }));
}

export interface HighlightsRow {
  garage: { id: string; name: string; carBrand: string; carModel: string; cover: StoredImage | null; coverUrl: string | null; ownerUsername: string; likes: number } | null;
  post: { slug: string; title: string; cover: StoredImage | null; views: number } | null;
  member: { username: string; fullName: string | null; avatarImage: StoredImage | null; avatarUrl: string | null; joinedAt: string } | null;
  topic: { id: string; categoryId: string; title: string; replies: number } | null;
}

/**
 * Highlights of the last HIGHLIGHT_WINDOW_DAYS days, from rows: the garage liked most
 * (`garage_likes.created_at`), the published post read most (`blog_post_views.day`, UTC days),
 * the topic answered most (`forum_replies.created_at`), and the newest member (not banned, not
 * the site's admin accounts). Ties go to the
 * larger all-time count, then the newer row.
 */
export async function selectHighlights(db: Db): Promise<HighlightsRow> {
  const since = sql`now() - make_interval(days => ${HIGHLIGHT_WINDOW_DAYS})`;
  const [garages, posts, members, topics] = await Promise.all([
    queryRows(
      db,
      sql`select g.id, g.name, g.car_brand, g.car_model, u.display_username as owner_username, w.likes,
                 ci.id as ci_id, ci.width as ci_width, ci.height as ci_height, ci.variants as ci_variants, cp.url as cover_url
          from (select garage_id, count(*)::int as likes from garage_likes where created_at > ${since} group by garage_id) w
          join garages g on g.id = w.garage_id join users u on u.id = g.user_id and ${activeMemberRow('u', 'id')}
          left join lateral (select gp.image_id, gp.external_url as url from garage_photos gp where gp.garage_id = g.id order by gp.position limit 1) cp on true
          left join images ci on ci.id = cp.image_id
          order by w.likes desc, g.likes_count desc, g.created_at desc limit 1`,
    ),
    queryRows(
      db,
      sql`select b.slug, b.title, w.views,
                 bi.id as bi_id, bi.width as bi_width, bi.height as bi_height, bi.variants as bi_variants
          from (select post_id, count(*)::int as views from blog_post_views
                where day > (now() at time zone 'UTC')::date - ${HIGHLIGHT_WINDOW_DAYS}::int group by post_id) w
          join blog_posts b on b.id = w.post_id and b.status = 'published' and ${publicRow('b', 'author_id')}
          left join images bi on bi.id = b.cover_image_id
          order by w.views desc, b.views_count desc, b.published_at desc nulls last limit 1`,
    ),
    queryRows(
      db,
      sql`select u.display_username, p.full_name, p.avatar_url, ${isoUtc(sql`u.created_at`)} as joined_at,
                 ai.id as ai_id, ai.width as ai_width, ai.height as ai_height, ai.variants as ai_variants
          from users u left join profiles p on p.user_id = u.id left join images ai on ai.id = p.avatar_image_id
          where ${activeMemberRow('u', 'id')} and u.role <> 'admin' and u.display_username is not null
          order by u.created_at desc, u.id desc limit 1`,
    ),
    queryRows(
      db,
      sql`select t.id, t.category_id, t.title, w.replies
          from (select topic_id, count(*)::int as replies from forum_replies where created_at > ${since} and hidden_at is null group by topic_id) w
          join forum_topics t on t.id = w.topic_id and ${publicRow('t', 'author_id')}
          order by w.replies desc, t.replies_count desc, t.created_at desc limit 1`,
    ),
  ]);
  const g = garages[0];
  const b = posts[0];
  const m = members[0];
  const t = topics[0];
  return {
    garage: g
      ? {
          id: g.id as string,
          name: g.name as string,
          carBrand: g.car_brand as string,
          carModel: g.car_model as string,
          cover: imageFrom(g, 'ci'),
          coverUrl: (g.cover_url as string | null) ?? null,
          ownerUsername: (g.owner_username as string | null) ?? '',
          likes: Number(g.likes),
        }
      : null,
    post: b ? { slug: b.slug as string, title: b.title as string, cover: imageFrom(b, 'bi'), views: Number(b.views) } : null,
    member: m
      ? {
          username: m.display_username as string,
          fullName: (m.full_name as string | null) ?? null,
          avatarImage: imageFrom(m, 'ai'),
          avatarUrl: (m.avatar_url as string | null) ?? null,
          joinedAt: m.joined_at as string,
        }
      : null,
    topic: t ? { id: t.id as string, categoryId: t.category_id as string, title: t.title as string, replies: Number(t.replies) } : null,
  };
}
