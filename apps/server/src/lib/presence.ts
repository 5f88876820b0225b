/**
 * "Online" presence (forum online users, experts online): `profiles.last_seen_at`
 * is set for signed-in API requests and open realtime streams, at most once per
 * {@link PRESENCE_WRITE_INTERVAL_MS} per member and process. The throttle is in memory on
 * purpose: it only saves writes — with several instances a member is written at most once a
 * minute by each, and readers count `last_seen_at` within ONLINE_WINDOW_MS (5 min), which is
 * far longer than the throttle.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { getViewer } from './session.ts';

/** Shortest time between two `last_seen_at` writes for one member (ms). */
export const PRESENCE_WRITE_INTERVAL_MS = 60_000;
/** The throttle remembers at most this many members (the oldest are forgotten first). */
const MAX_TRACKED = 50_000;

const lastWrites = new Map<string, number>();

/**
 * Marks `userId` as seen now unless that was written less than a minute ago by this process.
 * Resolves true when it wrote. Never throws (presence is best effort).
 */
export async function touchPresence(db: Db, userId: string, now = Date.now()): Promise<boolean> {
  const last = lastWrites.get(userId);
  if (last !== undefined && now - last < PRESENCE_WRITE_INTERVAL_MS) return false;
  lastWrites.delete(userId);
  lastWrites.set(userId, now);
  if (lastWrites.size > MAX_TRACKED) lastWrites.delete(lastWrites.keys().next().value!);
  try {
    await db.update(profiles).set({ lastSeenAt: new Date(now) }).where(eq(profiles.userId, userId));
    return true;
  } catch {
    lastWrites.delete(userId);
    return false;
  }
}

/** Forgets the throttle (tests). */
export function resetPresenceThrottle() {
  lastWrites.clear();
}

/**
 * A `preHandler` hook for API requests that carry a cookie: resolves the viewer (memoised for
 * the route, whose renewed session cookies still go out in `onSend`) and touches their
 * presence without delaying the answer. Auth endpoints and the event stream are skipped.
 */
export function registerPresence(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (!request.headers.cookie || !request.url.startsWith('/api/') || request.url.startsWith('/api/auth/') || request.url.startsWith('/api/events')) return;
    const viewer = await getViewer(request).catch(() => null);
    if (viewer) await touchPresence(app.deps.db, viewer.id);
  });
}
