/** The follows API (issue 8; being written). */
import type { FastifyInstance } from 'fastify';

export async function followsRoutes(_app: FastifyInstance): Promise<void> {}
