/**
 * GET /api/stats — live figures for the home hero (PRODUCT.md: members, garages, photos,
 * online = distinct members with a session seen in the last 5 minutes).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ONLINE_WINDOW_MS } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';

export async function getSiteStats(db: Db) {
  const since = new Date(Date.now() - ONLINE_WINDOW_MS);
  const [row] = await queryRows<{ members: number; garages: number; photos: number; online: number; comments: number }>(db, sql`
    select
      (select count(*)::int from users) as members,
      (select count(*)::int from garages) as garages,
      (select count(*)::int from garage_photos) as photos,
      (select count(*)::int from garage_comments where hidden_at is null) as comments,
      (select count(distinct user_id)::int from sessions where updated_at > ${since.toISOString()} and expires_at > now()) as online
  `);
  if (!row) throw new Error('stats query returned no row');
  return { members: row.members, garages: row.garages, photos: row.photos, online: row.online, comments: row.comments };
}

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
