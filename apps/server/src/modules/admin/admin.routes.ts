/**
 * Admin area: admins only, the role enforced here; real dashboard figures, bans, the admin
 * panel. Every /api/admin route here
 * requires the admin role (401 UNAUTHENTICATED for visitors, 403 FORBIDDEN for members and
 * moderators — checked on request, before the body is validated); writes are rate-limited and
 * each writes exactly one audit row in its own transaction. Contract: packages/shared
 * schemas/admin.ts. Also the public `GET /api/site-settings`.
 *
 * - GET /api/admin/stats → `{ members, garages, photos, comments }` (kept for older clients)
 * - GET /api/admin/dashboard → AdminDashboard
 * - GET /api/admin/users · PATCH …/:id/role · POST|DELETE …/:id/ban · DELETE …/:id/sessions
 * - GET /api/admin/garages · DELETE …/:id · PUT|DELETE …/:id/featured
 * - GET|PUT /api/admin/settings · GET /api/site-settings (an announcement whose id is in the
 *   `garaj_announcement_dismissed` cookie is left out)
 * - GET /api/admin/audit
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '@garaj/shared';
import { requireAdmin } from '../../lib/session.ts';
import { answerLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { readPublicSiteSettings, readSiteSettings } from './admin.site-settings.ts';
import { getSiteStats } from '../stats/index.ts';
import { listAudit } from './admin.audit.ts';
import { getDashboard } from './admin.dashboard.ts';
import { deleteAdminGarage, listAdminGarages, setGarageFeatured } from './admin.garages.ts';
import { updateSiteSettings } from './admin.settings.ts';
import { banUser, changeRole, listUsers, revokeSessions, unbanUser } from './admin.users.ts';

const count = z.number().int().min(0);
export const adminStatsSchema = z.object({ members: count, garages: count, photos: count, comments: count });

/** Admin writes: at most 60 a minute per address (as the other admin modules). */
export const ADMIN_WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const tags = ['admin'];
const security = [{ session: [] }];
/** The cookie naming the announcement this browser dismissed (web: features/site-settings). */
const ANNOUNCEMENT_DISMISSED = /(?:^|;\s*)garaj_announcement_dismissed=([^;]*)/;
const admin = async (request: FastifyRequest) => {
  await requireAdmin(request);
};

/** Registers the /api/admin routes; every one requires the admin role. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, env, storage } = app.deps;
  const contactFallback = { adminEmail: env.ADMIN_EMAIL, mailFrom: env.MAIL_FROM };
  const noStore = { 'cache-control': 'private, no-store' };

  route(
    app,
    adminApi.getAdminStats,
    { onRequest: admin, schema: { tags, summary: 'Dashboard figures (admin only)', security, response: { 200: adminStatsSchema } } },
    async (_request, reply) => {
      const { members, garages, photos, comments } = await getSiteStats(db);
      reply.headers(noStore);
      return { members, garages, photos, comments };
    },
  );

  route(
    app,
    adminApi.getAdminDashboard,
    { onRequest: admin, schema: { tags, summary: 'Dashboard: totals and 30 days of sign-ups and new content', security } },
    async (_request, reply) => {
      reply.headers(noStore);
      return getDashboard(db);
    },
  );

  // Users
  route(
    app,
    adminApi.getAdminUsers,
    { onRequest: admin, schema: { tags, summary: 'Members: search, role, status, paged', security } },
    async (request, reply) => {
      reply.headers(noStore);
      return listUsers(db, request.query);
    },
  );

  route(
    app,
    adminApi.setUserRole,
    { onRequest: admin, config: ADMIN_WRITE_LIMIT, schema: { tags, summary: "Change a member's role (not one's own)", security } },
    async (request) => changeRole(db, await requireAdmin(request), request.params.id, request.body.role),
  );

  route(
    app,
    adminApi.banUser,
    { onRequest: admin, config: ADMIN_WRITE_LIMIT, schema: { tags, summary: 'Ban a member (sessions end at once)', security } },
    async (request) => banUser(db, await requireAdmin(request), request.params.id, request.body),
  );

  route(
    app,
    adminApi.unbanUser,
    { onRequest: admin, config: ADMIN_WRITE_LIMIT, schema: { tags, summary: 'Lift a ban', security } },
    async (request) => unbanUser(db, await requireAdmin(request), request.params.id),
  );

  route(
    app,
    adminApi.revokeUserSessions,
    { onRequest: admin, config: ADMIN_WRITE_LIMIT, schema: { tags, summary: "End every session of a member at once", security } },
    async (request) => revokeSessions(db, await requireAdmin(request), request.params.id),
  );

  // Garages
  route(
    app,
    adminApi.getAdminGarages,
    { onRequest: admin, schema: { tags, summary: 'Garages: search, featured, paged', security } },
    async (request, reply) => {
      reply.headers(noStore);
      return listAdminGarages(db, request.query);
    },
  );

  route(
    app,
    adminApi.deleteGarage,
    { onRequest: admin, config: ADMIN_WRITE_LIMIT, schema: { tags, summary: 'Delete a garage with a reason (files removed)', security } },
    async (request, reply) => {
      await deleteAdminGarage({ db, storage, log: request.log }, await requireAdmin(request), request.params.id, request.body.reason);
      return reply.status(204).send();
    },
  );

  route(
    app,
    adminApi.featureGarage,
    { onRequest: admin, config: ADMIN_WRITE_LIMIT, schema: { tags, summary: 'Feature a garage (leads the home page)', security } },
    async (request) => setGarageFeatured(db, await requireAdmin(request), request.params.id, true),
  );

  route(
    app,
    adminApi.unfeatureGarage,
    { onRequest: admin, config: ADMIN_WRITE_LIMIT, schema: { tags, summary: 'Stop featuring a garage', security } },
    async (request) => setGarageFeatured(db, await requireAdmin(request), request.params.id, false),
  );

  // Settings
  route(
    app,
    adminApi.getAdminSiteSettings,
    { onRequest: admin, schema: { tags, summary: 'Site settings', security } },
    async (_request, reply) => {
      reply.headers(noStore);
      return readSiteSettings(db, contactFallback);
    },
  );

  route(
    app,
    adminApi.saveSiteSettings,
    { onRequest: admin, config: ADMIN_WRITE_LIMIT, schema: { tags, summary: 'Save the site settings', security } },
    async (request) => updateSiteSettings(db, await requireAdmin(request), request.body, contactFallback),
  );

  route(
    app,
    adminApi.getSiteSettings,
    { schema: { tags: ['site'], summary: 'Whether sign-up is open, and the active announcement' } },
    async (request, reply) => {
      // The answer depends on the browser's dismissal cookie: cacheable by the browser only.
      reply.header('cache-control', 'private, max-age=15');
      const settings = await readPublicSiteSettings(db, answerLanguage(request, reply));
      const dismissed = ANNOUNCEMENT_DISMISSED.exec(request.headers.cookie ?? '')?.[1];
      if (settings.announcement && dismissed && decodeURIComponent(dismissed) === settings.announcement.id) return { ...settings, announcement: null };
      return settings;
    },
  );

  // Audit log
  route(
    app,
    adminApi.getAuditLog,
    { onRequest: admin, schema: { tags, summary: 'The audit log, newest first', security } },
    async (request, reply) => {
      reply.headers(noStore);
      return listAudit(db, request.query);
    },
  );
}
