/**
 * Live location sharing endpoints (/tmp api doc "Location sharing"; decision 011).
 * Reading is open to visitors (public shares only); starting, liking need a verified e-mail
 * (others see them); moving and stopping need a session (one's own share only, `/mine`).
 * Writes are rate-limited per address; moves are also limited per share by the database row
 * (LOCATION_POSITION_MIN_INTERVAL_MS). Also declares the `location-share-expire` job.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { type LocationSharesView, locationSharesApi } from '@garaj/shared';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { getViewer, requireViewer } from '../../lib/session.ts';
import { presentShare } from './location-shares.presenter.ts';
import { selectLikedIds, selectShares, visibleTo } from './location-shares.queries.ts';
import { defineLocationShareJobs, moveShare, setShareLike, startShare, stopShare, type LocationShareDeps } from './location-shares.service.ts';

const tags = ['location-shares'];
/** Starting a share: a few a minute per address. */
export const START_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
/** Position updates: the client sends one per 15 s; the row refuses sooner ones anyway. */
export const MOVE_LIMIT = { rateLimit: { max: 12, timeWindow: '1 minute' } };
/** Stopping. */
export const STOP_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** Likes (add and remove). */
export const LIKE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
/** Shares on the map at most (newest first). */
export const MAX_SHARES_LISTED = 500;

export async function locationSharesRoutes(app: FastifyInstance): Promise<void> {
  const { db, jobs, env } = app.deps;
  const deps: LocationShareDeps = { db, jobs };
  defineLocationShareJobs(db, jobs);
  const map = { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION };

  route(app, locationSharesApi.getLocationShares, { schema: { tags } }, async (request, reply): Promise<LocationSharesView> => {
    const viewer = await getViewer(request);
    const rows = await selectShares(db, visibleTo(viewer?.id ?? null), MAX_SHARES_LISTED);
    const items = rows.map(presentShare);
    const likedIds = viewer ? await selectLikedIds(db, viewer.id, items.map((s) => s.id)) : [];
    const mineRow = viewer ? (rows.find((row) => row.userId === viewer.id) ?? (await selectShares(db, sql`s.user_id = ${viewer.id} and s.expires_at > now()`, 1))[0]) : undefined;
    reply.header('cache-control', 'private, no-store');
    return { items, likedIds, mine: mineRow ? presentShare(mineRow) : null, map };
  });

  route(app, locationSharesApi.startLocationShare, { schema: { tags }, config: START_LIMIT }, async (request, reply) => {
    const viewer = await requireVerifiedViewer(request);
    return reply.status(201).send(await startShare(deps, viewer, request.body));
  });

  route(app, locationSharesApi.moveLocationShare, { schema: { tags }, config: MOVE_LIMIT }, async (request) => {
    const viewer = await requireViewer(request);
    return moveShare(db, viewer, request.body);
  });

  route(app, locationSharesApi.stopLocationShare, { schema: { tags }, config: STOP_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await stopShare(db, viewer);
    return reply.status(204).send();
  });

  route(app, locationSharesApi.likeLocationShare, { schema: { tags }, config: LIKE_LIMIT }, async (request) => {
    const viewer = await requireVerifiedViewer(request);
    return setShareLike(db, viewer, request.params.id, true);
  });

  route(app, locationSharesApi.unlikeLocationShare, { schema: { tags }, config: LIKE_LIMIT }, async (request) => {
    const viewer = await requireViewer(request);
    return setShareLike(db, viewer, request.params.id, false);
  });
}
