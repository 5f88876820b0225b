import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** GET /api/health — liveness and database reachability; the benchmark's ceiling. */
export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/health/ready',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } } },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.deps.database.kind };
    },
  );
}
