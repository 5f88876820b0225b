/**
 * Admin area (community §2 "Admin", §6: admins only; PRODUCT.md Admin: server-enforced role, real
 * dashboard figures). GET /api/admin/stats → `{ members, garages, photos, comments }`, counted
 * from stored rows; 401 UNAUTHENTICATED for visitors, 403 FORBIDDEN for members.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../lib/session.ts';
import { getSiteStats } from '../stats/stats.routes.ts';

const count = z.number().int().min(0);
export const adminStatsSchema = z.object({ members: count, garages: count, photos: count, comments: count });

/** Registers the /api/admin routes; every one requires the admin role. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/stats',
    {
      onRequest: async (request) => {
        await requireAdmin(request);
      },
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures (admin only)',
        security: [{ session: [] }],
        response: { 200: adminStatsSchema },
      },
    },
    async (_request, reply) => {
      const { members, garages, photos, comments } = await getSiteStats(app.deps.db);
      reply.header('cache-control', 'private, no-store');
      return { members, garages, photos, comments };
    },
  );
}
