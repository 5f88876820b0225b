/**
 * Test fixtures of the convoy tests: an event with the convoy map on that members join while
 * it is upcoming, then moved into (or out of) its window by changing its start in the database
 * (joining closes at the start, so a live convoy's participants joined before).
 * Used by the convoys.*.test.ts files only.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CommunityEvent } from '@garaj/shared';
import { as, type TestUser } from '../../../test/helpers.ts';

const HOUR = 3_600_000;

/** Creates an event as `admin` (72 h ahead, 240 min long, convoy map on unless `convoyEnabled` says otherwise) and has `members` join it. */
export async function convoyEvent(app: FastifyInstance, admin: TestUser, members: TestUser[], convoyEnabled = true): Promise<CommunityEvent> {
  const res = await as(app, admin, {
    method: 'POST',
    url: '/api/community/events',
    payload: {
      title: 'Ege Sahil Konvoyu',
      description: 'İzmir’den Çeşme’ye sahil yolundan birlikte sürüyoruz. Mola Alaçatı’da.',
      category: 'classic',
      startsAt: new Date(Date.now() + 72 * HOUR).toISOString(),
      durationMinutes: 240,
      location: 'Kordon, Alsancak / İzmir',
      capacity: null,
      imageId: null,
      convoyEnabled,
    },
  });
  if (res.statusCode !== 201) throw new Error(`event not created: ${res.statusCode} ${res.body}`);
  const event = res.json<CommunityEvent>();
  for (const member of members) {
    const joined = await as(app, member, { method: 'PUT', url: `/api/community/events/${event.id}/participation` });
    if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.statusCode} ${joined.body}`);
  }
  return event;
}

/** Moves the event's start: `live` = started 10 minutes ago, `ended` = 5 hours ago (past its 4 h), `upcoming` = in 72 hours. */
export async function moveEvent(app: FastifyInstance, eventId: string, to: 'live' | 'ended' | 'upcoming'): Promise<void> {
  const start = to === 'live' ? sql`now() - interval '10 minutes'` : to === 'ended' ? sql`now() - interval '5 hours'` : sql`now() + interval '72 hours'`;
  await app.deps.db.execute(sql`update community_events set starts_at = ${start} where id = ${eventId}`);
}

/** Lets the next position update through (the 15 s limit counts from `position_updated_at`). */
export async function agePositions(app: FastifyInstance, eventId: string): Promise<void> {
  await app.deps.db.execute(sql`update convoy_positions set position_updated_at = now() - interval '20 seconds' where event_id = ${eventId}`);
}

/** The URL of an event's convoy, or of its position with `/position`. */
export const convoyUrl = (eventId: string, position = false) => `/api/community/events/${eventId}/convoy${position ? '/position' : ''}`;
