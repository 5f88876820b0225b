/** The live events endpoint (server-sent events; see define.ts). */
import { REALTIME_PATH } from '../realtime.ts';
import { realtimeEventsQuery } from '../schemas/route-inputs.ts';
import { defineRoute } from './define.ts';

export const liveApi = {
  /** A `text/event-stream` of the channels' events, written on the raw reply: no answer value. */
  events: defineRoute({ method: 'GET', path: REALTIME_PATH, query: realtimeEventsQuery }),
};
