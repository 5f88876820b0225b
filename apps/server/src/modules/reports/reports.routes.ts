/**
 * Report endpoints (the admin panel's Reports tab; docs/api.md):
 * - `POST /api/reports` (signed-in, verified e-mail; limited): 201 `{ id, status }`; 404
 *   REPORT_TARGET_NOT_FOUND, 400 REPORT_OWN_TARGET, 409 REPORT_ALREADY_OPEN.
 * - Moderators and admins (`requireModerator`: 401 / 403): `GET /api/admin/reports`,
 *   `GET /api/admin/reports/:id`, `POST /api/admin/reports/:id/resolve` `{ action, note? }`
 *   ('ban' admins only: 403), `POST /api/admin/reports/:id/dismiss` `{ note? }`; 409
 *   REPORT_NOT_OPEN for a report already handled. Each write: one audit row.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportsApi } from '@garaj/shared';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { requireModerator } from '../../lib/session.ts';
import type { GarageDeps } from '../garages/index.ts';
import { createReport, dismissReport, getReport, listReports, resolveReport } from './reports.service.ts';

const tags = ['reports'];
const adminTags = ['admin', 'reports'];
const security = [{ session: [] }];
/** New reports per client: a member reporting a spam wave has room; a flood does not. */
export const REPORT_LIMIT = { rateLimit: { max: 20, timeWindow: '10 minutes' } };
/** Moderator writes. */
export const REPORT_ADMIN_WRITE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

const moderator = async (request: FastifyRequest) => {
  await requireModerator(request);
};

export async function reportsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const garageDeps: GarageDeps = { db, storage: app.deps.storage, log: app.log };

  route(app, reportsApi.createReport, { schema: { tags, security, summary: 'Report content or a member' }, config: REPORT_LIMIT }, async (request, reply) => {
    const viewer = await requireVerifiedViewer(request);
    return reply.status(201).send(await createReport(db, viewer, request.body));
  });

  route(app, reportsApi.getAdminReports, { onRequest: moderator, schema: { tags: adminTags, security } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return listReports(db, request.query);
  });

  route(app, reportsApi.getAdminReport, { onRequest: moderator, schema: { tags: adminTags, security } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return getReport(db, request.params.id);
  });

  route(
    app,
    reportsApi.resolveReport,
    { onRequest: moderator, schema: { tags: adminTags, security }, config: REPORT_ADMIN_WRITE_LIMIT },
    async (request) => {
      const viewer = await requireModerator(request);
      return resolveReport(garageDeps, viewer, request.params.id, request.body);
    },
  );

  route(
    app,
    reportsApi.dismissReport,
    { onRequest: moderator, schema: { tags: adminTags, security }, config: REPORT_ADMIN_WRITE_LIMIT },
    async (request) => {
      const viewer = await requireModerator(request);
      return dismissReport(db, viewer, request.params.id, request.body);
    },
  );
}
