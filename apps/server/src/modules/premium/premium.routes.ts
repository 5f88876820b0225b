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
import { type PremiumOverview, type PremiumRequestView, premiumApi } from '@garaj/shared';
import { route } from '../../lib/route.ts';
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

const admin = async (request: FastifyRequest) => {
  await requireAdmin(request);
};

/** Registers the premium routes. */
export async function premiumRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, env, publicUrl } = app.deps;
  const contact = { adminEmail: env.ADMIN_EMAIL, mailFrom: env.MAIL_FROM };

  route(
    app,
    premiumApi.getPremium,
    { schema: { tags, summary: 'Premium plans, limits and the member’s premium state' } },
    async (request, reply): Promise<PremiumOverview> => {
      const viewer = await getViewer(request);
      if (viewer) reply.header('cache-control', 'private, no-store');
      return premiumOverview(db, viewer?.id ?? null);
    },
  );

  route(
    app,
    premiumApi.createPremiumRequest,
    { schema: { tags, security }, config: PREMIUM_REQUEST_LIMIT },
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

  route(
    app,
    premiumApi.getMyPremiumRequest,
    { schema: { tags, security } },
    async (request, reply): Promise<{ request: PremiumRequestView | null }> => {
      const viewer = await requireViewer(request);
      reply.header('cache-control', 'private, no-store');
      return { request: await myLatestRequest(db, viewer.id) };
    },
  );

  route(
    app,
    premiumApi.cancelPremiumRequest,
    { schema: { tags, security }, config: PREMIUM_REQUEST_LIMIT },
    async (request) => {
      const viewer = await requireViewer(request);
      return cancelMyRequest(db, viewer.id);
    },
  );

  // Admin -------------------------------------------------------------------------------------
  route(
    app,
    premiumApi.getAdminPremiumRequests,
    {
      onRequest: admin,
      schema: { tags: adminTags, security },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listPremiumRequests(db, request.query.status, request.query.page);
    },
  );

  route(
    app,
    premiumApi.getPremiumMembers,
    {
      onRequest: admin,
      schema: { tags: adminTags, security },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listPremiumMembers(db, request.query.page);
    },
  );

  route(
    app,
    premiumApi.lookupPremiumMember,
    { onRequest: admin, schema: { tags: adminTags, security } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return lookupMember(db, request.query.username);
    },
  );

  route(
    app,
    premiumApi.grantPremium,
    {
      onRequest: admin,
      schema: { tags: adminTags, security },
      config: ADMIN_WRITE_LIMIT,
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      return grantPremium(db, viewer, request.params.id, request.body);
    },
  );

  route(
    app,
    premiumApi.revokePremium,
    {
      onRequest: admin,
      schema: { tags: adminTags, security },
      config: ADMIN_WRITE_LIMIT,
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      return revokePremium(db, viewer, request.params.id, request.body?.reason ?? null);
    },
  );

  route(
    app,
    premiumApi.rejectPremiumRequest,
    {
      onRequest: admin,
      schema: { tags: adminTags, security },
      config: ADMIN_WRITE_LIMIT,
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      return rejectPremiumRequest(db, viewer, request.params.id, request.body?.reason ?? null);
    },
  );
}
