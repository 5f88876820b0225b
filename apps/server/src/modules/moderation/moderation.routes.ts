/**
 * Moderation endpoints (API doc "Moderation"): hide / show again the five
 * moderatable types, and the admin panel's Content tab. Moderators and admins only (401 for
 * visitors, 403 FORBIDDEN for members); writes are rate-limited (429 RATE_LIMITED) and each
 * writes exactly one audit row.
 */
import type { FastifyInstance } from 'fastify';
import { moderationApi } from '@garaj/shared';
import { route } from '../../lib/route.ts';
import { requireModerator } from '../../lib/session.ts';
import { hideContent, listContent, unhideContent } from './moderation.service.ts';

const tags = ['moderation'];
/** Hide / show: 60 per minute per client address. */
export const MODERATION_WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  route(
    app,
    moderationApi.hideContent,
    { schema: { tags }, config: MODERATION_WRITE_LIMIT },
    async (request) => {
      const viewer = await requireModerator(request);
      return hideContent(deps, viewer, request.params.type, request.params.id, request.body.reason);
    },
  );

  route(app, moderationApi.unhideContent, { schema: { tags }, config: MODERATION_WRITE_LIMIT }, async (request) => {
    const viewer = await requireModerator(request);
    return unhideContent(deps, viewer, request.params.type, request.params.id);
  });

  route(app, moderationApi.getAdminContent, { schema: { tags: ['moderation', 'admin'] } }, async (request, reply) => {
    await requireModerator(request);
    reply.header('cache-control', 'private, no-store');
    return listContent(deps.db, request.query);
  });
}
