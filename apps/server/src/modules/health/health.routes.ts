import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthApi } from '@garaj/shared';
import { route } from '../../lib/route.ts';

/** GET /api/health — liveness and database reachability; the benchmark's ceiling. */
export async function healthRoutes(app: FastifyInstance) {
  route(
    app,
    healthApi.getHealth,
    { schema: { tags: ['system'] } },
    async () => ({ status: 'ok' as const }),
  );
  route(
    app,
    healthApi.getReadiness,
    { schema: { tags: ['system'] } },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.deps.database.kind };
    },
  );
}
