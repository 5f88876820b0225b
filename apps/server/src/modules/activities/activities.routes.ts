/** The activities API (issue 8; being written). */
import type { FastifyInstance } from 'fastify';

export async function activitiesRoutes(_app: FastifyInstance): Promise<void> {}
