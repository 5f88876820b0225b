/** The badges API (issue 8; being written). */
import type { FastifyInstance } from 'fastify';

export async function badgesRoutes(_app: FastifyInstance): Promise<void> {}
