/**
 * The live module: `GET /api/events?channels=forum` — the site's ONE Server-Sent Events stream
 * (packages/shared/src/realtime.ts has the wire format; docs/decisions/007-realtime-fan-out.md).
 *
 * - `channels`: comma-separated names from REALTIME_CHANNELS; an unknown one → 400
 *   REALTIME_CHANNEL_UNKNOWN; a private one (`notifications`) needs a session — without one
 *   it is left out (`ready` lists the channels subscribed), and only private ones → 401; its
 *   events reach only their audience (the member they are for).
 * - At most {@link MAX_STREAMS_PER_ADDRESS} open streams per signed-in member (their account,
 *   wherever they connect from) or per visitor address (lib/rate-limit.ts `rateLimitKey`) on
 *   this instance → 429 REALTIME_TOO_MANY_CONNECTIONS.
 * - The stream is written by better-sse on the raw response (`reply.hijack()`), so no
 *   `onSend` hook — compression, ETag — touches it; `X-Accel-Buffering: no` stops nginx from
 *   buffering it. `retry: 5000`, then `event: ready`, then events; a `:` comment every 25 s.
 * - A slow reader whose unsent data passes {@link MAX_BUFFERED_BYTES} is cut off (it reconnects
 *   and refetches). When the hub may have missed events (LISTEN reconnected), every stream of
 *   the instance is ended for the same reason. Server close ends every stream first (preClose).
 * - A signed-in member's stream keeps their "online" presence fresh on each heartbeat.
 * - The stream follows its session: when any instance reports that the viewer's sessions were
 *   revoked (`sessions.revoked`: sign-out, password change or reset, "revoke sessions", an
 *   admin ban — lib/session.ts), the stream re-reads its own session from the database and ENDS
 *   when it is gone (within a query's time; the browser reconnects and gets a visitor stream, or
 *   a member stream with its new cookie after a password change). Events that arrive meanwhile
 *   wait behind that check, so none reaches a session that has ended.
 * - A followers-only location share (`share.upserted` with an audience) is delivered only if the
 *   viewer is its member or follows them NOW: the follow graph is read at delivery time (one
 *   query per event per instance, for the viewers of that instance's streams), not taken from
 *   the audience computed when the share was written.
 * - Each stream delivers in order through one queue; a stream whose queue passes
 *   {@link MAX_QUEUED_EVENTS} is cut off like a slow reader.
 */
import type { FastifyInstance } from 'fastify';
import { createSession, type Session } from 'better-sse';
import { and, eq, inArray } from 'drizzle-orm';
import { REALTIME_CHANNELS, REALTIME_HEARTBEAT_MS, REALTIME_RETRY_MS, isRealtimeChannel, realtimeEventName, type RealtimeChannel, type RealtimeEventType, type RealtimeReady, liveApi } from '@garaj/shared';
import { follows } from '../../db/schema/index.ts';
import { AppError, badRequest, unauthenticated } from '../../lib/errors.ts';
import { touchPresence } from '../../lib/presence.ts';
import type { RealtimeMessage } from '../../lib/realtime.ts';
import { rateLimitKey } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { getViewer, recheckViewer, type Viewer } from '../../lib/session.ts';

/** Open streams one member, or one visitor address, may hold on one instance (tabs, devices…). */
export const MAX_STREAMS_PER_ADDRESS = 20;
/** Open streams one instance holds at most. */
export const MAX_STREAMS = 10_000;
/** Unsent bytes after which a stream is cut off. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Events waiting in one stream's queue (behind a session or follow check) after which it is cut off. */
export const MAX_QUEUED_EVENTS = 1000;

/** The member whose followers-only share an event is about, or null (public, or no share data). */
function followersOnlyOwner(message: RealtimeMessage): string | null {
  if (message.channel !== 'location' || !message.audience || message.type !== 'share.upserted') return null;
  const owner = (message.data as { member?: { id?: unknown } } | null)?.member?.id;
  return typeof owner === 'string' ? owner : null;
}

/** The distinct channel names of `?channels=`. @throws 400 REALTIME_CHANNEL_UNKNOWN */
export function parseChannels(value: string): RealtimeChannel[] {
  const names = [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
  if (!names.length) throw badRequest('REALTIME_CHANNEL_UNKNOWN');
  for (const name of names) if (!isRealtimeChannel(name)) throw badRequest('REALTIME_CHANNEL_UNKNOWN', { channels: 'REALTIME_CHANNEL_UNKNOWN' });
  return names as RealtimeChannel[];
}

export async function liveRoutes(app: FastifyInstance) {
  const { realtime } = app.deps;
  const open = new Set<{ end(): void }>();
  const perAddress = new Map<string, number>();
  /** Signed-in viewers of this instance's open streams (id → number of streams). */
  const viewers = new Map<string, number>();
  /**
   * Per followers-only event: which viewers of this instance may receive it now (its member's
   * current followers among them). One query per event, shared by every stream of the instance.
   */
  const allowed = new Map<string, Promise<Set<string>>>();
  const currentFollowers = (message: RealtimeMessage, owner: string): Promise<Set<string>> => {
    let pending = allowed.get(message.id);
    if (!pending) {
      const candidates = (message.audience ?? []).filter((id) => id !== owner && viewers.has(id));
      pending = candidates.length
        ? app.deps.db
            .select({ id: follows.followerId })
            .from(follows)
            .where(and(eq(follows.followingId, owner), inArray(follows.followerId, candidates)))
            .then((rows) => new Set(rows.map((r) => r.id)))
        : Promise.resolve(new Set<string>());
      allowed.set(message.id, pending);
      // Every stream of the instance asks within the same fan-out; keep the answer a moment only.
      const forget = () => setTimeout(() => allowed.delete(message.id), 1000).unref();
      pending.then(forget, forget);
    }
    return pending;
  };

  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.end();
  });

  route(
    app,
    liveApi.events,
    {
      schema: { tags: ['events'] },
      // Never compressed or buffered (the reply is hijacked anyway; this documents it).
      compress: false,
    },
    async (request, reply) => {
      const requested = parseChannels(request.query.channels);
      const viewer: Viewer | null = await getViewer(request);
      // Without a session the private channels are left out (the `ready` event lists what was
      // subscribed): a page whose member just signed out may reconnect before it forgets them.
      // Only private channels asked for → 401.
      const channels = viewer ? requested : requested.filter((c) => !REALTIME_CHANNELS[c].private);
      if (!channels.length) throw unauthenticated();
      // Counted on the member's account (members behind one carrier NAT never share it), else the holder.
      const holder = await rateLimitKey(request);
      if ((perAddress.get(holder) ?? 0) >= MAX_STREAMS_PER_ADDRESS || open.size >= MAX_STREAMS) {
        throw new AppError(429, 'REALTIME_TOO_MANY_CONNECTIONS');
      }
      perAddress.set(holder, (perAddress.get(holder) ?? 0) + 1);

      reply.hijack();
      const raw = reply.raw;
      // Headers other hooks set so far (helmet's security headers) go out with the stream's.
      const inherited: Record<string, string | string[] | undefined> = {};
      for (const [key, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && key.toLowerCase() !== 'content-length') inherited[key] = Array.isArray(value) ? value : String(value);
      }
      let session: Session;
      let ended = false;
      const stream = {
        end() {
          if (ended) return;
          ended = true;
          unsubscribe();
          open.delete(stream);
          const left = (perAddress.get(holder) ?? 1) - 1;
          if (left > 0) perAddress.set(holder, left);
          else perAddress.delete(holder);
          if (!raw.writableEnded) raw.end();
        },
      };
      const wanted = new Set<string>(channels);
      let unsubscribe = () => {};
      open.add(stream);
      if (viewer) {
        viewers.set(viewer.id, (viewers.get(viewer.id) ?? 0) + 1);
        raw.on('close', () => {
          const left = (viewers.get(viewer.id) ?? 1) - 1;
          if (left > 0) viewers.set(viewer.id, left);
          else viewers.delete(viewer.id);
        });
      }
      raw.on('close', () => stream.end());
      try {
        session = await createSession(request.raw, raw, {
          retry: REALTIME_RETRY_MS,
          keepAlive: REALTIME_HEARTBEAT_MS,
          trustClientEventId: false,
          headers: {
            ...inherited,
            'Cache-Control': 'no-cache, no-store, no-transform',
            'X-Accel-Buffering': 'no',
          },
        });
      } catch (error) {
        request.log.warn({ err: error }, 'events: stream could not start');
        stream.end();
        return;
      }
      if (ended) return;
      const ready: RealtimeReady = { channels };
      session.push(ready, 'ready');
      const push = (message: RealtimeMessage) => {
        if (ended) return;
        session.push(message.data, realtimeEventName(message.channel, message.type as RealtimeEventType<typeof message.channel>), message.id);
        if (raw.writableLength > MAX_BUFFERED_BYTES) stream.end();
      };
      // Deliveries in order: a step that must ask the database (the viewer's session, a follow)
      // holds every later event of this stream until it is done.
      let queue: Promise<void> = Promise.resolve();
      let queued = 0;
      const later = (step: () => Promise<void>) => {
        if (++queued > MAX_QUEUED_EVENTS) return stream.end();
        queue = queue
          .then(() => (ended ? undefined : step()))
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'events: delivery check failed; stream ended');
            stream.end();
          })
          .finally(() => void queued--);
      };
      unsubscribe = realtime.subscribe(
        (message) => {
          if (ended) return;
          if (viewer && message.channel === 'sessions' && message.type === 'revoked' && (message.data as { userId?: unknown }).userId === viewer.id) {
            later(async () => {
              if (!(await recheckViewer(request))) stream.end();
            });
            return;
          }
          if (!wanted.has(message.channel)) return;
          if (message.audience && !(viewer && message.audience.includes(viewer.id))) return;
          const owner = viewer ? followersOnlyOwner(message) : null;
          if (viewer && owner && owner !== viewer.id) {
            const mayReceive = currentFollowers(message, owner);
            later(async () => {
              if ((await mayReceive).has(viewer.id)) push(message);
            });
          } else if (queued > 0) {
            later(async () => push(message));
          } else {
            push(message);
          }
        },
        { onGap: () => stream.end() },
      );
      if (viewer) {
        const { db } = app.deps;
        void touchPresence(db, viewer.id);
        const presence = setInterval(() => void touchPresence(db, viewer.id), REALTIME_HEARTBEAT_MS);
        presence.unref();
        raw.on('close', () => clearInterval(presence));
      }
    },
  );
}
