/**
 * Convoy map endpoints of community events (docs/api.md "Convoy maps"; decision 027). Every
 * operation needs a session (401) and is answered to the event's participants only (403
 * CONVOY_PARTICIPANTS_ONLY; 404 for an unknown event or one without the map). Writes are
 * rate-limited per account; moves also by the row (LOCATION_POSITION_MIN_INTERVAL_MS).
 * Also declares the `convoy-end` job.
 */
import type { FastifyInstance } from 'fastify';
import { convoysApi, type ConvoyView } from '@garaj/shared';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../lib/session.ts';
import { defineConvoyJobs } from './convoys.jobs.ts';
import { getConvoy, sharePosition, stopPosition } from './convoys.service.ts';

const tags = ['convoys'];
/** Position writes: one per 15 s while moving, plus precision or vehicle changes. */
export const POSITION_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** Stopping. */
export const STOP_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export async function convoysRoutes(app: FastifyInstance): Promise<void> {
  const { db, jobs, env } = app.deps;
  defineConvoyJobs(db, jobs);
  const map = { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION };

  route(app, convoysApi.getConvoy, { schema: { tags } }, async (request, reply): Promise<ConvoyView> => {
    const viewer = await requireViewer(request);
    const view = await getConvoy(db, viewer, request.params.id, map);
    reply.header('cache-control', 'private, no-store');
    return view;
  });

  route(app, convoysApi.shareConvoyPosition, { schema: { tags }, config: POSITION_LIMIT }, async (request) => {
    const viewer = await requireViewer(request);
    return sharePosition(db, viewer, request.params.id, request.body);
  });

  route(app, convoysApi.stopConvoyPosition, { schema: { tags }, config: STOP_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await stopPosition(db, viewer, request.params.id);
    return reply.status(204).send();
  });
}
