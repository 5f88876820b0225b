/** The competitions API (issue 8; being written). */
import type { FastifyInstance } from 'fastify';

export async function competitionsRoutes(_app: FastifyInstance): Promise<void> {}
