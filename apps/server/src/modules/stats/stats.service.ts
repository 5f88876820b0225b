import { sql } from 'drizzle-orm';
import { ONLINE_WINDOW_MS } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';

/**
 * The site's live figures: members, garages, photos, visible garage comments and online (distinct
 * members with a session seen within ONLINE_WINDOW_MS). One query; answered once per request of GET /api/stats (cached 30 s by the client) and the admin dashboard.
 */
export async function getSiteStats(db: Db) {
  const since = new Date(Date.now() - ONLINE_WINDOW_MS);
  const [row] = await queryRows<{ members: number; garages: number; photos: number; online: number; comments: number }>(db, sql`
    select
      (select count(*)::int from users) as members,
      (select count(*)::int from garages) as garages,
      (select count(*)::int from garage_photos) as photos,
      (select count(*)::int from garage_comments where hidden_at is null) as comments,
      (select count(distinct user_id)::int from sessions where updated_at > ${since.toISOString()} and expires_at > now()) as online
  `);
  if (!row) throw new Error('stats query returned no row');
  return { members: row.members, garages: row.garages, photos: row.photos, online: row.online, comments: row.comments };
}
