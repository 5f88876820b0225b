/** Registers every API module. Add a module here after creating modules/<name>/<name>.routes.ts. */
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { statsRoutes } from './stats/stats.routes.ts';

export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(statsRoutes);
  // MODULES: garages, images, profiles, users, admin are registered below.
}
