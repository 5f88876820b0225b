/**
 * Garage endpoints (docs/api.md, garage rows): lists, detail, create/update/delete, views,
 * likes, favorites, and a member's garages by username. Handlers only parse (zod route
 * schemas), ask who is calling, call a service and hand the rows to the presenter.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { usernameKey, garagesApi } from '@garaj/shared';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { getViewer, isModerator, requireViewer } from '../../lib/session.ts';
import { LIST_READ_LIMIT } from '../../lib/rate-limit.ts';
import { queryKey, sendSharedAnswer } from '../../lib/answer-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
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
import { countView, emptyOverlay, favoriteGarage, favoritePage, likeGarage, memberOverlay, unfavoriteGarage, unlikeGarage, utcDay } from './likes.service.ts';

const tags = ['garages'];
/** Per-route limits (the plugin is registered with `global: false`). */
export const WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
export const REACTION_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

const viewerId = async (request: FastifyRequest) => (await getViewer(request))?.id ?? null;

export async function garageRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const deps: GarageDeps = { db, storage: app.deps.storage, log: app.log };
  /** The like/favorite routes whose success changes the member's flags (garages.cache.ts flagsStamp). */
  const flagWrites = new Set<string>([garagesApi.likeGarage.path, garagesApi.favoriteGarage.path]);
  const secureCookies = app.deps.publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && request.method !== 'GET' && flagWrites.has(request.routeOptions.url ?? '')) {
      reply.header('set-cookie', newFlagsCookie(secureCookies));
    }
    return payload;
  });
  const stampOf = (request: FastifyRequest) => flagsStamp(request.headers.cookie);

  /**
   * The public reads (list, featured cards, detail, a member's latest garage) answer visitors
   * and members alike with one serialised, pre-compressed body per query, kept up to a second
   * (garages.cache.ts): no session check, no per-viewer work. A member's own flags come
   * separately from GET /api/me/overlay (the web client merges them). Only the caching headers
   * differ: a request with a session cookie gets `private, no-cache` (revalidated by ETag), so
   * a member's own write is never hidden behind a browser-cached copy.
   */
  const sendPublicJson = (request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>) =>
    sendSharedAnswer(request, reply, listCache(db), key, build);

  route(app, garagesApi.getGarages, { schema: { tags }, config: LIST_READ_LIMIT }, async (request, reply) =>
    sendPublicJson(request, reply, `list:${queryKey(request.query)}`, async () => presentGaragePage(await listGarages(db, request.query, null))),
  );

  route(app, garagesApi.getFeaturedGarages, { schema: { tags } }, async (request, reply) =>
    sendPublicJson(request, reply, 'featured', async () => (await featuredGarages(db, null)).map(presentGarageCard)),
  );

  route(app, garagesApi.getMemberOverlay, { schema: { tags }, config: LIST_READ_LIMIT, compress: false }, async (request, reply) => {
    const viewer = await getViewer(request);
    const overlay = viewer ? await memberOverlay(db, viewer.id, request.query.garages, stampOf(request)) : emptyOverlay();
    // Personal: never stored by a browser or a shared cache. Sent uncompressed: at most
    // MAX_OVERLAY_IDS ids twice (about 8 KB), usually a few ids, where compressing costs more
    // time than the bytes it saves.
    reply.header('cache-control', 'private, no-store');
    return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(overlay));
  });

  route(app, garagesApi.getMyGarages, { schema: { tags } }, async (request) => {
    const viewer = await requireViewer(request);
    return presentGaragePage(await ownerGaragePage(db, viewer.id, request.query, viewer.id));
  });

  route(app, garagesApi.createGarage, { schema: { tags }, config: WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireVerifiedViewer(request);
    const id = await createGarage(deps, viewer, request.body);
    return reply.status(201).send(presentGarageDetail(await getGarageDetail(db, id, viewer.id)));
  });

  route(app, garagesApi.getGarage, { schema: { tags } }, async (request, reply) => {
    const { id } = request.params;
    try {
      return await sendPublicJson(request, reply, `detail:${id}`, async () => presentGarageDetail(await getGarageDetail(db, id, null)));
    } catch (error) {
      // A banned member's garage is missing from the public answers; moderators still read it.
      const viewer = error instanceof AppError && error.statusCode === 404 ? await getViewer(request) : null;
      if (!viewer || !isModerator(viewer)) throw error;
      return presentGarageDetail(await getGarageDetail(db, id, viewer.id, stampOf(request), true));
    }
  });

  route(app, garagesApi.getGarageForEdit, { schema: { tags } }, async (request) => {
    const viewer = await requireViewer(request);
    return presentGarageDetail(await getGarageForEdit(db, request.params.id, viewer));
  });

  route(app, garagesApi.updateGarage, { schema: { tags }, config: WRITE_LIMIT }, async (request) => {
    const viewer = await requireVerifiedViewer(request);
    await updateGarage(deps, viewer, request.params.id, request.body);
    return presentGarageDetail(await getGarageDetail(db, request.params.id, viewer.id));
  });

  route(app, garagesApi.deleteGarage, { schema: { tags }, config: WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await deleteGarage(deps, viewer, request.params.id);
    return reply.status(204).send();
  });

  // Who counts as one visitor: lib/visitor.ts (may set the visitor cookie on the reply).
  route(app, garagesApi.recordGarageView, { schema: { tags }, config: REACTION_LIMIT }, async (request, reply) => {
    const day = utcDay();
    const keys = viewKeys(await getViewer(request), request, reply, app.deps.auth.options.secret, day, '/api/garages');
    return countView(db, request.params.id, keys, day);
  });

  route(app, garagesApi.likeGarage, { schema: { tags }, config: REACTION_LIMIT }, async (request) =>
    likeGarage(db, (await requireVerifiedViewer(request)).id, request.params.id),
  );
  route(app, garagesApi.unlikeGarage, { schema: { tags }, config: REACTION_LIMIT }, async (request) =>
    unlikeGarage(db, (await requireViewer(request)).id, request.params.id),
  );
  route(app, garagesApi.favoriteGarage, { schema: { tags }, config: REACTION_LIMIT }, async (request) =>
    favoriteGarage(db, (await requireViewer(request)).id, request.params.id),
  );
  route(app, garagesApi.unfavoriteGarage, { schema: { tags }, config: REACTION_LIMIT }, async (request) =>
    unfavoriteGarage(db, (await requireViewer(request)).id, request.params.id),
  );

  route(app, garagesApi.getFavorites, { schema: { tags } }, async (request) => {
    const viewer = await requireViewer(request);
    return presentGaragePage(await favoritePage(db, viewer.id, request.query));
  });

  route(app, garagesApi.getUserGarages, { schema: { tags } }, async (request) =>
    (await userGarages(db, request.params.username, await viewerId(request))).map(presentGarageCard),
  );

  route(app, garagesApi.getLatestGarage, { schema: { tags } }, async (request, reply) => {
    const { username } = request.params;
    return sendPublicJson(request, reply, `latest:${usernameKey(username)}`, async () => presentGarageDetail(await latestGarageOf(db, username, null)));
  });
}
