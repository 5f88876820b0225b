/**
 * Garage endpoints (docs/api.md, garage rows): lists, detail, create/update/delete, views,
 * likes, favorites, and a member's garages by username. Handlers only parse (zod route
 * schemas), ask who is calling, call a service and hand the rows to the presenter.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { garageInput, garageListQuery, pageQuery, usernameKey, uuidParam } from '@garaj/shared';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { getViewer, isModerator, requireViewer } from '../../lib/session.ts';
import { LIST_READ_LIMIT } from '../../lib/rate-limit.ts';
import { queryKey, sendJsonBody, sendVisitorAnswer } from '../../lib/answer-cache.ts';
import { flagsStamp, listCache, newFlagsCookie } from './garages.cache.ts';
import { presentGarageCard, presentGarageDetail, presentGaragePage } from './garages.presenter.ts';
import {
  createGarage,
  deleteGarage,
  featuredGarages,
  getGarageDetail,
  getGarageForEdit,
  latestGarageOf,
  listGarages,
  ownerGaragePage,
  updateGarage,
  userGarages,
  type GarageDeps,
} from './garages.service.ts';
import { viewKeys } from '../../lib/visitor.ts';
import { countView, favoriteGarage, favoritePage, likeGarage, unfavoriteGarage, unlikeGarage, utcDay } from './likes.service.ts';

const tags = ['garages'];
/** Per-route limits (the plugin is registered with `global: false`). */
export const WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
export const REACTION_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const usernameParam = z.object({ username: z.string().trim().min(1).max(60) });

const viewerId = async (request: FastifyRequest) => (await getViewer(request))?.id ?? null;

export async function garageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const deps: GarageDeps = { db, storage: app.deps.storage, log: app.log };
  /** The like/favorite routes whose success changes the member's flags (garages.cache.ts flagsStamp). */
  const flagWrites = new Set(['/api/garages/:id/like', '/api/garages/:id/favorite']);
  const secureCookies = app.deps.publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && request.method !== 'GET' && flagWrites.has(request.routeOptions.url ?? '')) {
      reply.header('set-cookie', newFlagsCookie(secureCookies));
    }
    return payload;
  });
  const stampOf = (request: FastifyRequest) => flagsStamp(request.headers.cookie);

  /**
   * Visitors (no viewer flags, no `isMine`) share one serialised, pre-compressed answer per
   * query for up to a second (garages.cache.ts).
   */
  const sendVisitorJson = (request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>) =>
    sendVisitorAnswer(request, reply, listCache(db), key, build);

  /**
   * A member's answer (the cached public part plus their overlay), serialised and compressed
   * in one synchronous step — tens of microseconds for a page, where the streaming
   * compression of @fastify/compress costs about a millisecond.
   */
  const sendMemberJson = (request: FastifyRequest, reply: FastifyReply, value: unknown) => sendJsonBody(request, reply, { json: JSON.stringify(value) }, 1024);

  r.get('/api/garages', { schema: { tags, querystring: garageListQuery }, config: LIST_READ_LIMIT }, async (request, reply) => {
    const viewer = await getViewer(request);
    if (viewer) return sendMemberJson(request, reply, presentGaragePage(await listGarages(db, request.query, viewer.id, stampOf(request))));
    return sendVisitorJson(request, reply, `list:${queryKey(request.query)}`, async () =>
      presentGaragePage(await listGarages(db, request.query, null)),
    );
  });

  r.get('/api/garages/featured', { schema: { tags } }, async (request, reply) => {
    const viewer = await getViewer(request);
    if (viewer) return sendMemberJson(request, reply, (await featuredGarages(db, viewer.id, stampOf(request))).map(presentGarageCard));
    return sendVisitorJson(request, reply, 'featured', async () => (await featuredGarages(db, null)).map(presentGarageCard));
  });

  r.get('/api/garages/mine', { schema: { tags, querystring: pageQuery } }, async (request) => {
    const viewer = await requireViewer(request);
    return presentGaragePage(await ownerGaragePage(db, viewer.id, request.query, viewer.id));
  });

  r.post('/api/garages', { schema: { tags, body: garageInput }, config: WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireVerifiedViewer(request);
    const id = await createGarage(deps, viewer, request.body);
    return reply.status(201).send(presentGarageDetail(await getGarageDetail(db, id, viewer.id)));
  });

  r.get('/api/garages/:id', { schema: { tags, params: uuidParam } }, async (request, reply) => {
    const viewer = await getViewer(request);
    const { id } = request.params;
    if (viewer) return sendMemberJson(request, reply, presentGarageDetail(await getGarageDetail(db, id, viewer.id, stampOf(request), isModerator(viewer))));
    return sendVisitorJson(request, reply, `detail:${id}`, async () => presentGarageDetail(await getGarageDetail(db, id, null)));
  });

  r.get('/api/garages/:id/edit', { schema: { tags, params: uuidParam } }, async (request) => {
    const viewer = await requireViewer(request);
    return presentGarageDetail(await getGarageForEdit(db, request.params.id, viewer));
  });

  r.put('/api/garages/:id', { schema: { tags, params: uuidParam, body: garageInput }, config: WRITE_LIMIT }, async (request) => {
    const viewer = await requireVerifiedViewer(request);
    await updateGarage(deps, viewer, request.params.id, request.body);
    return presentGarageDetail(await getGarageDetail(db, request.params.id, viewer.id));
  });

  r.delete('/api/garages/:id', { schema: { tags, params: uuidParam }, config: WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await deleteGarage(deps, viewer, request.params.id);
    return reply.status(204).send();
  });

  // Who counts as one visitor: lib/visitor.ts (may set the visitor cookie on the reply).
  r.post('/api/garages/:id/views', { schema: { tags, params: uuidParam }, config: REACTION_LIMIT }, async (request, reply) => {
    const day = utcDay();
    const keys = viewKeys(await getViewer(request), request, reply, app.deps.auth.options.secret, day, '/api/garages');
    return countView(db, request.params.id, keys, day);
  });

  r.put('/api/garages/:id/like', { schema: { tags, params: uuidParam }, config: REACTION_LIMIT }, async (request) =>
    likeGarage(db, (await requireVerifiedViewer(request)).id, request.params.id),
  );
  r.delete('/api/garages/:id/like', { schema: { tags, params: uuidParam }, config: REACTION_LIMIT }, async (request) =>
    unlikeGarage(db, (await requireViewer(request)).id, request.params.id),
  );
  r.put('/api/garages/:id/favorite', { schema: { tags, params: uuidParam }, config: REACTION_LIMIT }, async (request) =>
    favoriteGarage(db, (await requireViewer(request)).id, request.params.id),
  );
  r.delete('/api/garages/:id/favorite', { schema: { tags, params: uuidParam }, config: REACTION_LIMIT }, async (request) =>
    unfavoriteGarage(db, (await requireViewer(request)).id, request.params.id),
  );

  r.get('/api/me/favorites', { schema: { tags, querystring: pageQuery } }, async (request) => {
    const viewer = await requireViewer(request);
    return presentGaragePage(await favoritePage(db, viewer.id, request.query));
  });

  r.get('/api/users/:username/garages', { schema: { tags, params: usernameParam } }, async (request) =>
    (await userGarages(db, request.params.username, await viewerId(request))).map(presentGarageCard),
  );

  r.get('/api/users/:username/latest-garage', { schema: { tags, params: usernameParam } }, async (request, reply) => {
    const viewer = await getViewer(request);
    const { username } = request.params;
    if (viewer) return sendMemberJson(request, reply, presentGarageDetail(await latestGarageOf(db, username, viewer.id, stampOf(request))));
    return sendVisitorJson(request, reply, `latest:${usernameKey(username)}`, async () =>
      presentGarageDetail(await latestGarageOf(db, username, null)),
    );
  });
}
