/**
 * Advertising endpoints (docs/api.md "Advertising"):
 * - `GET /api/ads?category=` (public): ads valid today (Istanbul), featured first; a premium
 *   member gets `{ items: [], hiddenForPremium: true }` (the premium module).
 * - `POST /api/ads/:id/impressions` `{ ids? }` and `POST /api/ads/:id/clicks`: one increment per
 *   valid ad per call, per Istanbul day; 404 NOT_FOUND for an unknown or expired `:id`; limited
 *   per address.
 * - `POST /api/ad-requests` (anyone): the 'Reklam Verin' form, stored and mailed; limited.
 * - Admin (`requireAdmin`: 401/403; every write audited): `/api/admin/ads[/:id]` CRUD with
 *   counters, `/api/admin/ad-requests` list and status.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdList, advertisingApi } from '@garaj/shared';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { isPremium } from '../premium/index.ts';
import { getViewer, requireAdmin } from '../../lib/session.ts';
import {
  adValidOn,
  countAdEvent,
  createAd,
  createAdRequest,
  deleteAd,
  getAdminAd,
  listAdRequests,
  listAdminAds,
  listPublicAds,
  setAdRequestStatus,
  updateAd,
} from './advertising.service.ts';

const tags = ['advertising'];
const adminTags = ['admin', 'advertising'];
const security = [{ session: [] }];
/** Impressions: one call per page view (a batch of ids). */
export const IMPRESSIONS_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** Clicks on an ad's website, phone or e-mail. */
export const CLICKS_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** 'Reklam Verin' requests. */
export const AD_REQUEST_LIMIT = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
/** Admin writes. */
export const ADMIN_WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const admin = async (request: FastifyRequest) => {
  await requireAdmin(request);
};

export async function advertisingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, env } = app.deps;
  const contact = { adminEmail: env.ADMIN_EMAIL, mailFrom: env.MAIL_FROM };

  route(app, advertisingApi.getAds, { schema: { tags, summary: 'Ads valid today (none for premium members)' } }, async (request, reply): Promise<AdList> => {
    const viewer = await getViewer(request);
    if (viewer) reply.header('cache-control', 'private, no-store');
    if (await isPremium(db, viewer?.id)) return { items: [], hiddenForPremium: true };
    return { items: await listPublicAds(db, request.query.category), hiddenForPremium: false };
  });

  route(
    app,
    advertisingApi.recordAdImpressions,
    { schema: { tags }, config: IMPRESSIONS_LIMIT },
    async (request) => {
      if (!(await adValidOn(db, request.params.id))) throw notFound();
      const counted = await countAdEvent(db, 'impressions', [request.params.id, ...request.body.ids]);
      return { counted: counted.length };
    },
  );

  route(app, advertisingApi.recordAdClick, { schema: { tags }, config: CLICKS_LIMIT }, async (request) => {
    const counted = await countAdEvent(db, 'clicks', [request.params.id]);
    if (counted.length === 0) throw notFound();
    return { counted: 1 };
  });

  route(app, advertisingApi.createAdRequest, { schema: { tags }, config: AD_REQUEST_LIMIT }, async (request, reply) => {
    const viewer = await getViewer(request);
    const created = await createAdRequest({ db, mailer, log: request.log, contact }, viewer?.id ?? null, request.body);
    return reply.status(201).send({ id: created.id, package: created.package, status: created.status });
  });

  // Admin -------------------------------------------------------------------------------------
  route(app, advertisingApi.getAdminAds, { onRequest: admin, schema: { tags: adminTags, security } }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { items: await listAdminAds(db) };
  });

  route(app, advertisingApi.getAdminAd, { onRequest: admin, schema: { tags: adminTags, security } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return getAdminAd(db, request.params.id);
  });

  route(app, advertisingApi.createAd, { onRequest: admin, schema: { tags: adminTags, security }, config: ADMIN_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    return reply.status(201).send(await createAd(db, viewer, request.body));
  });

  route(app, advertisingApi.updateAd, { onRequest: admin, schema: { tags: adminTags, security }, config: ADMIN_WRITE_LIMIT }, async (request) => {
    const viewer = await requireAdmin(request);
    return updateAd(db, viewer, request.params.id, request.body);
  });

  route(app, advertisingApi.deleteAd, { onRequest: admin, schema: { tags: adminTags, security }, config: ADMIN_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    await deleteAd(db, viewer, request.params.id);
    return reply.status(204).send();
  });

  route(app, advertisingApi.getAdRequests, { onRequest: admin, schema: { tags: adminTags, security } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return listAdRequests(db, request.query.status, request.query.page);
  });

  route(
    app,
    advertisingApi.setAdRequestStatus,
    { onRequest: admin, schema: { tags: adminTags, security }, config: ADMIN_WRITE_LIMIT },
    async (request) => {
      const viewer = await requireAdmin(request);
      return setAdRequestStatus(db, viewer, request.params.id, request.body.status);
    },
  );
}
