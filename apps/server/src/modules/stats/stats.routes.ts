/**
 * GET /api/stats — live figures for the home hero (members, garages, photos,
 * online = distinct members with a session seen in the last 5 minutes).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getSiteStats } from './stats.service.ts';

export async function statsRoutes(app: FastifyInstance) {
  app.get(
    '/api/stats',
    {
      schema: {
        tags: ['site'],
        response: { 200: z.object({ members: z.number(), garages: z.number(), photos: z.number(), online: z.number() }) },
      },
    },
    async (_request, reply) => {
      const { comments: _c, ...stats } = await getSiteStats(app.deps.db);
      reply.header('cache-control', 'public, max-age=30');
      return stats;
    },
  );
}
