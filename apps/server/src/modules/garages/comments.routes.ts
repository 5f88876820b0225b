/**
 * Garage comment endpoints (docs/api.md): list newest first (anyone), post (verified member),
 * edit (its verified author), earlier versions (moderators), delete (author or moderator).
 */
import type { FastifyInstance } from 'fastify';
import { garagesApi } from '@garaj/shared';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { getViewer, requireModerator, requireViewer } from '../../lib/session.ts';
import { presentComment } from './garages.presenter.ts';
import { WRITE_LIMIT } from './garages.routes.ts';
import { createComment, deleteComment, editComment, listCommentRevisions, listComments } from '../comments/index.ts';
import { garageCommentParent } from './garages.comment-parent.ts';

const tags = ['garages'];

export async function commentRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  route(app, garagesApi.getComments, { schema: { tags } }, async (request) => {
    const viewer = await getViewer(request);
    const page = await listComments(db, garageCommentParent, request.params.id, viewer, request.query);
    return { items: page.rows.map((row) => presentComment(row, viewer)), nextCursor: page.nextCursor };
  });

  route(
    app,
    garagesApi.createComment,
    { schema: { tags }, config: WRITE_LIMIT },
    async (request, reply) => {
      const viewer = await requireVerifiedViewer(request);
      const row = await createComment(db, garageCommentParent, viewer, request.params.id, request.body.body);
      return reply.status(201).send(presentComment(row, viewer));
    },
  );

  route(app, garagesApi.updateComment, { schema: { tags }, config: WRITE_LIMIT }, async (request) => {
    const viewer = await requireVerifiedViewer(request);
    return presentComment(await editComment(db, garageCommentParent, viewer, request.params.id, request.body.body), viewer);
  });

  route(app, garagesApi.getCommentRevisions, { schema: { tags } }, async (request) => {
    await requireModerator(request);
    return { items: await listCommentRevisions(db, garageCommentParent, request.params.id) };
  });

  route(app, garagesApi.deleteComment, { schema: { tags }, config: WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await deleteComment(db, garageCommentParent, viewer, request.params.id);
    return reply.status(204).send();
  });
}
