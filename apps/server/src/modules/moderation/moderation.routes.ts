/**
 * Moderation endpoints (API doc "Moderation"): hide / show again the five
 * moderatable types, and the admin panel's Content tab. Moderators and admins only (401 for
 * visitors, 403 FORBIDDEN for members); writes are rate-limited (429 RATE_LIMITED) and each
 * writes exactly one audit row.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminContentQuery, hideContentInput, moderationTargetParam } from '@garaj/shared';
import { requireModerator } from '../../lib/session.ts';
import { hideContent, listContent, unhideContent } from './moderation.service.ts';

const tags = ['moderation'];
/** Hide / show: 60 per minute per client address. */
export const MODERATION_WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.put(
    '/api/moderation/:type/:id/hidden',
    { schema: { tags, params: moderationTargetParam, body: hideContentInput }, config: MODERATION_WRITE_LIMIT },
    async (request) => {
      const viewer = await requireModerator(request);
      return hideContent(deps, viewer, request.params.type, request.params.id, request.body.reason);
    },
  );

  r.delete('/api/moderation/:type/:id/hidden', { schema: { tags, params: moderationTargetParam }, config: MODERATION_WRITE_LIMIT }, async (request) => {
    const viewer = await requireModerator(request);
    return unhideContent(deps, viewer, request.params.type, request.params.id);
  });

  r.get('/api/admin/content', { schema: { tags: ['moderation', 'admin'], querystring: adminContentQuery } }, async (request, reply) => {
    await requireModerator(request);
    reply.header('cache-control', 'private, no-store');
    return listContent(deps.db, request.query);
  });
}
