/**
 * `GET /api/events?channels=forum` — the site's ONE Server-Sent Events stream
 * (packages/shared/src/realtime.ts has the wire format; docs/decisions/007-realtime-fan-out.md).
 *
 * - `channels`: comma-separated names from REALTIME_CHANNELS; an unknown one → 400
 *   REALTIME_CHANNEL_UNKNOWN; a private one (`notifications`) needs a session — without one
 *   it is left out (`ready` lists the channels subscribed), and only private ones → 401; its
 *   events reach only their audience (the member they are for).
 * - At most {@link MAX_STREAMS_PER_ADDRESS} open streams per client address on this instance →
 *   429 REALTIME_TOO_MANY_CONNECTIONS.
 * - The stream is written by better-sse on the raw response (`reply.hijack()`), so no
 *   `onSend` hook — compression, ETag — touches it; `X-Accel-Buffering: no` stops nginx from
 *   buffering it. `retry: 5000`, then `event: ready`, then events; a `:` comment every 25 s.
 * - A slow reader whose unsent data passes {@link MAX_BUFFERED_BYTES} is cut off (it reconnects
 *   and refetches). When the hub may have missed events (LISTEN reconnected), every stream of
 *   the instance is ended for the same reason. Server close ends every stream first (preClose).
 * - A signed-in member's stream keeps their "online" presence fresh on each heartbeat.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSession, type Session } from 'better-sse';
import { z } from 'zod';
import {
  REALTIME_CHANNELS,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  REALTIME_RETRY_MS,
  isRealtimeChannel,
  realtimeEventName,
  type RealtimeChannel,
  type RealtimeEventType,
  type RealtimeReady,
} from '@garaj/shared';
import { AppError, badRequest, unauthenticated } from '../../lib/errors.ts';
import { touchPresence } from '../../lib/presence.ts';
import { getViewer, type Viewer } from '../../lib/session.ts';

/** Open streams one client address may hold on one instance (tabs of one household…). */
export const MAX_STREAMS_PER_ADDRESS = 20;
/** Open streams one instance holds at most. */
export const MAX_STREAMS = 10_000;
/** Unsent bytes after which a stream is cut off. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

const eventsQuery = z.object({ channels: z.string({ message: 'REQUIRED' }).max(200, { message: 'TOO_LONG' }) });

/** The distinct channel names of `?channels=`. @throws 400 REALTIME_CHANNEL_UNKNOWN */
export function parseChannels(value: string): RealtimeChannel[] {
  const names = [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
  if (!names.length) throw badRequest('REALTIME_CHANNEL_UNKNOWN');
  for (const name of names) if (!isRealtimeChannel(name)) throw badRequest('REALTIME_CHANNEL_UNKNOWN', { channels: 'REALTIME_CHANNEL_UNKNOWN' });
  return names as RealtimeChannel[];
}

export async function eventsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { realtime } = app.deps;
  const open = new Set<{ end(): void }>();
  const perAddress = new Map<string, number>();

  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.end();
  });

  r.get(
    REALTIME_PATH,
    {
      schema: { tags: ['events'], querystring: eventsQuery },
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
      const address = request.ip;
      if ((perAddress.get(address) ?? 0) >= MAX_STREAMS_PER_ADDRESS || open.size >= MAX_STREAMS) {
        throw new AppError(429, 'REALTIME_TOO_MANY_CONNECTIONS');
      }
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);

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
          const left = (perAddress.get(address) ?? 1) - 1;
          if (left > 0) perAddress.set(address, left);
          else perAddress.delete(address);
          if (!raw.writableEnded) raw.end();
        },
      };
      const wanted = new Set<string>(channels);
      let unsubscribe = () => {};
      open.add(stream);
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
      unsubscribe = realtime.subscribe(
        (message) => {
          if (ended || !wanted.has(message.channel)) return;
          if (message.audience && !(viewer && message.audience.includes(viewer.id))) return;
          session.push(message.data, realtimeEventName(message.channel, message.type as RealtimeEventType<typeof message.channel>), message.id);
          if (raw.writableLength > MAX_BUFFERED_BYTES) stream.end();
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
