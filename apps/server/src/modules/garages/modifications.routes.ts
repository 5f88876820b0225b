/**
 * Modification endpoints (docs/api.md): add to a garage, replace, delete — the garage's
 * owner only (403 GARAGE_FORBIDDEN for anyone else, admins included).
 */
import type { FastifyInstance } from 'fastify';
import { garagesApi } from '@garaj/shared';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../lib/session.ts';
import { presentModification } from './garages.presenter.ts';
import { WRITE_LIMIT } from './garages.routes.ts';
import { createModification, deleteModification, updateModification } from './modifications.service.ts';

const tags = ['garages'];

export async function modificationRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  route(
    app,
    garagesApi.createModification,
    { schema: { tags }, config: WRITE_LIMIT },
    async (request, reply) => {
      const viewer = await requireVerifiedViewer(request);
      const row = await createModification(db, viewer, request.params.id, request.body);
      return reply.status(201).send(presentModification(row));
    },
  );

  route(
    app,
    garagesApi.updateModification,
    { schema: { tags }, config: WRITE_LIMIT },
    async (request) => {
      const viewer = await requireVerifiedViewer(request);
      return presentModification(await updateModification(db, viewer, request.params.id, request.body));
    },
  );

  route(app, garagesApi.deleteModification, { schema: { tags }, config: WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await deleteModification(db, viewer, request.params.id);
    return reply.status(204).send();
  });
}
