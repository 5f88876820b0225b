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
import { adImpressionsInput, adInput, adListQuery, adRequestInput, adRequestListQuery, adRequestStatusInput, uuidParam, type AdList } from '@garaj/shared';
import { notFound } from '../../lib/errors.ts';
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

  app.get('/api/ads', { schema: { tags, querystring: adListQuery, summary: 'Ads valid today (none for premium members)' } }, async (request, reply): Promise<AdList> => {
    const viewer = await getViewer(request);
    if (viewer) reply.header('cache-control', 'private, no-store');
    if (await isPremium(db, viewer?.id)) return { items: [], hiddenForPremium: true };
    return { items: await listPublicAds(db, request.query.category), hiddenForPremium: false };
  });

  app.post(
    '/api/ads/:id/impressions',
    { schema: { tags, params: uuidParam, body: adImpressionsInput }, config: IMPRESSIONS_LIMIT },
    async (request) => {
      if (!(await adValidOn(db, request.params.id))) throw notFound();
      const counted = await countAdEvent(db, 'impressions', [request.params.id, ...request.body.ids]);
      return { counted: counted.length };
    },
  );

  app.post('/api/ads/:id/clicks', { schema: { tags, params: uuidParam }, config: CLICKS_LIMIT }, async (request) => {
    const counted = await countAdEvent(db, 'clicks', [request.params.id]);
    if (counted.length === 0) throw notFound();
    return { counted: 1 };
  });

  app.post('/api/ad-requests', { schema: { tags, body: adRequestInput }, config: AD_REQUEST_LIMIT }, async (request, reply) => {
    const viewer = await getViewer(request);
    const created = await createAdRequest({ db, mailer, log: request.log, contact }, viewer?.id ?? null, request.body);
    return reply.status(201).send({ id: created.id, package: created.package, status: created.status });
  });

  // Admin -------------------------------------------------------------------------------------
  app.get('/api/admin/ads', { onRequest: admin, schema: { tags: adminTags, security } }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { items: await listAdminAds(db) };
  });

  app.get('/api/admin/ads/:id', { onRequest: admin, schema: { tags: adminTags, security, params: uuidParam } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return getAdminAd(db, request.params.id);
  });

  app.post('/api/admin/ads', { onRequest: admin, schema: { tags: adminTags, security, body: adInput }, config: ADMIN_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    return reply.status(201).send(await createAd(db, viewer, request.body));
  });

  app.put('/api/admin/ads/:id', { onRequest: admin, schema: { tags: adminTags, security, params: uuidParam, body: adInput }, config: ADMIN_WRITE_LIMIT }, async (request) => {
    const viewer = await requireAdmin(request);
    return updateAd(db, viewer, request.params.id, request.body);
  });

  app.delete('/api/admin/ads/:id', { onRequest: admin, schema: { tags: adminTags, security, params: uuidParam }, config: ADMIN_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    await deleteAd(db, viewer, request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/admin/ad-requests', { onRequest: admin, schema: { tags: adminTags, security, querystring: adRequestListQuery } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return listAdRequests(db, request.query.status, request.query.page);
  });

  app.patch(
    '/api/admin/ad-requests/:id',
    { onRequest: admin, schema: { tags: adminTags, security, params: uuidParam, body: adRequestStatusInput }, config: ADMIN_WRITE_LIMIT },
    async (request) => {
      const viewer = await requireAdmin(request);
      return setAdRequestStatus(db, viewer, request.params.id, request.body.status);
    },
  );
}
