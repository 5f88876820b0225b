/**
 * Premium endpoints (docs/api.md "Premium"; contract
 * packages/shared/src/schemas/premium.ts):
 * - `GET /api/premium` (public): plans, limits; `member` (state, pending request) when signed in.
 * - `POST /api/premium/requests` `{ plan }` (member; limited) → 201; 409 PREMIUM_ALREADY_ACTIVE /
 *   PREMIUM_REQUEST_PENDING. `GET /api/premium/requests/mine` (latest, or null);
 *   `DELETE /api/premium/requests/mine` cancels the pending one (404 PREMIUM_REQUEST_NOT_FOUND).
 * - Admin (`requireAdmin`: 401/403; each write = one audit row in its transaction):
 *   `GET /api/admin/premium/requests?status=&page=`, `GET /api/admin/premium/members?page=`,
 *   `GET /api/admin/premium/lookup?username=`, `PUT /api/admin/users/:id/premium` `{ until, reason? }`,
 *   `DELETE /api/admin/users/:id/premium` `{ reason? }`, `POST /api/admin/premium/requests/:id/reject` `{ reason? }`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  premiumGrantInput,
  premiumLookupQuery,
  premiumMemberListQuery,
  premiumReasonInput,
  premiumRequestInput,
  premiumRequestListQuery,
  uuidParam,
  type PremiumOverview,
  type PremiumRequestView,
} from '@garaj/shared';
import { getViewer, requireAdmin, requireViewer } from '../../lib/session.ts';
import {
  cancelMyRequest,
  createPremiumRequest,
  grantPremium,
  listPremiumMembers,
  listPremiumRequests,
  lookupMember,
  myLatestRequest,
  premiumOverview,
  rejectPremiumRequest,
  revokePremium,
} from './premium.service.ts';

const tags = ['premium'];
const adminTags = ['admin', 'premium'];
const security = [{ session: [] }];
/** Plan requests per address. */
export const PREMIUM_REQUEST_LIMIT = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
/** Admin writes. */
const ADMIN_WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
/** Member ids are better-auth text ids, not uuids. */
const userIdParam = z.object({ id: z.string().min(1).max(100) });

const admin = async (request: FastifyRequest) => {
  await requireAdmin(request);
};

/** Registers the premium routes. */
export async function premiumRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, env, publicUrl } = app.deps;
  const contact = { adminEmail: env.ADMIN_EMAIL, mailFrom: env.MAIL_FROM };

  app.get(
    '/api/premium',
    { schema: { tags, summary: 'Premium plans, limits and the member’s premium state' } },
    async (request, reply): Promise<PremiumOverview> => {
      const viewer = await getViewer(request);
      if (viewer) reply.header('cache-control', 'private, no-store');
      return premiumOverview(db, viewer?.id ?? null);
    },
  );

  app.post(
    '/api/premium/requests',
    { schema: { tags, security, body: premiumRequestInput }, config: PREMIUM_REQUEST_LIMIT },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const created = await createPremiumRequest(
        { db, mailer, log: request.log, contact, publicUrl },
        viewer,
        request.body.plan,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/premium/requests/mine',
    { schema: { tags, security } },
    async (request, reply): Promise<{ request: PremiumRequestView | null }> => {
      const viewer = await requireViewer(request);
      reply.header('cache-control', 'private, no-store');
      return { request: await myLatestRequest(db, viewer.id) };
    },
  );

  app.delete(
    '/api/premium/requests/mine',
    { schema: { tags, security }, config: PREMIUM_REQUEST_LIMIT },
    async (request) => {
      const viewer = await requireViewer(request);
      return cancelMyRequest(db, viewer.id);
    },
  );

  // Admin -------------------------------------------------------------------------------------
  app.get(
    '/api/admin/premium/requests',
    {
      onRequest: admin,
      schema: { tags: adminTags, security, querystring: premiumRequestListQuery },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listPremiumRequests(db, request.query.status, request.query.page);
    },
  );

  app.get(
    '/api/admin/premium/members',
    {
      onRequest: admin,
      schema: { tags: adminTags, security, querystring: premiumMemberListQuery },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listPremiumMembers(db, request.query.page);
    },
  );

  app.get(
    '/api/admin/premium/lookup',
    { onRequest: admin, schema: { tags: adminTags, security, querystring: premiumLookupQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return lookupMember(db, request.query.username);
    },
  );

  app.put(
    '/api/admin/users/:id/premium',
    {
      onRequest: admin,
      schema: { tags: adminTags, security, params: userIdParam, body: premiumGrantInput },
      config: ADMIN_WRITE_LIMIT,
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      return grantPremium(db, viewer, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/users/:id/premium',
    {
      onRequest: admin,
      schema: { tags: adminTags, security, params: userIdParam, body: premiumReasonInput },
      config: ADMIN_WRITE_LIMIT,
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      return revokePremium(db, viewer, request.params.id, request.body?.reason ?? null);
    },
  );

  app.post(
    '/api/admin/premium/requests/:id/reject',
    {
      onRequest: admin,
      schema: { tags: adminTags, security, params: uuidParam, body: premiumReasonInput },
      config: ADMIN_WRITE_LIMIT,
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      return rejectPremiumRequest(db, viewer, request.params.id, request.body?.reason ?? null);
    },
  );
}
