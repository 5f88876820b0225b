/**
 * GET /api/stats — live figures for the home hero (members, garages, photos,
 * online = distinct members with a session seen in the last 5 minutes).
 */
import type { FastifyInstance } from 'fastify';
import { statsApi } from '@garaj/shared';
import { getSiteStats } from './stats.service.ts';
import { route } from '../../lib/route.ts';

export async function statsRoutes(app: FastifyInstance) {
  route(
    app,
    statsApi.getStats,
    {
      schema: {
        tags: ['site'],
        },
    },
    async (_request, reply) => {
      const { comments: _c, ...stats } = await getSiteStats(app.deps.db);
      reply.header('cache-control', 'public, max-age=30');
      return stats;
    },
  );
}
