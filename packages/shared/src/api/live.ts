/** The live events endpoint (server-sent events; see define.ts). */
import { z } from 'zod';
import { REALTIME_PATH } from '../realtime.ts';
import { defineRoute } from './define.ts';

/** `?channels=a,b`: the channels to subscribe to (realtime.ts `realtimeUrl`). */
const eventsQuery = z.object({ channels: z.string({ message: 'REQUIRED' }).max(200, { message: 'TOO_LONG' }) });

export const liveApi = {
  /** A `text/event-stream` of the channels' events, written on the raw reply: no answer value. */
  events: defineRoute({ method: 'GET', path: REALTIME_PATH, query: eventsQuery }),
};
