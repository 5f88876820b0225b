/**
 * Modification endpoints (docs/api.md): add to a garage, replace, delete — the garage's
 * owner only (403 GARAGE_FORBIDDEN for anyone else, admins included).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { modificationInput, uuidParam } from '@garaj/shared';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { requireViewer } from '../../lib/session.ts';
import { presentModification } from './garages.presenter.ts';
import { WRITE_LIMIT } from './garages.routes.ts';
import { createModification, deleteModification, updateModification } from './modifications.service.ts';

const tags = ['garages'];

export async function modificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.post(
    '/api/garages/:id/modifications',
    { schema: { tags, params: uuidParam, body: modificationInput }, config: WRITE_LIMIT },
    async (request, reply) => {
      const viewer = await requireVerifiedViewer(request);
      const row = await createModification(db, viewer, request.params.id, request.body);
      return reply.status(201).send(presentModification(row));
    },
  );

  r.put(
    '/api/modifications/:id',
    { schema: { tags, params: uuidParam, body: modificationInput }, config: WRITE_LIMIT },
    async (request) => {
      const viewer = await requireVerifiedViewer(request);
      return presentModification(await updateModification(db, viewer, request.params.id, request.body));
    },
  );

  r.delete('/api/modifications/:id', { schema: { tags, params: uuidParam }, config: WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await deleteModification(db, viewer, request.params.id);
    return reply.status(204).send();
  });
}
