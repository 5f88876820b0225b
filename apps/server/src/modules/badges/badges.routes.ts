/**
 * Badge endpoints (docs/api.md "Badges"; rules: docs/badges.md). Read-only: badges
 * are earned by the rules (modules/badges/badges.handler.ts), never through the API.
 * - GET /api/badges — `BadgeCatalog`: every badge (category, rarity, kind, maxProgress), how many
 *   members hold it, and, signed in, the viewer's `unlocked`, `unlockedAt`, `progress`.
 * - GET /api/users/:username/badges — `MemberBadges`: every badge with that member's state
 *   (404 USER_NOT_FOUND).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badgeCatalogSchema, memberBadgesSchema } from '@garaj/shared';
import { getViewer } from '../../lib/session.ts';
import { presentBadgeCatalog, presentMemberBadges } from './badges.presenter.ts';
import { badgeCatalog, memberBadges } from './badges.service.ts';

const tags = ['badges'];
const usernameParams = z.object({ username: z.string().trim().min(1).max(100) });

export async function badgesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/badges',
    { schema: { tags, summary: 'Badge catalogue with holders and, signed in, the viewer’s progress', response: { 200: badgeCatalogSchema } } },
    async (request, reply) => {
      const viewer = await getViewer(request);
      reply.header('cache-control', viewer ? 'private, no-cache' : 'no-cache');
      return presentBadgeCatalog(await badgeCatalog(db, viewer?.id ?? null));
    },
  );

  app.get(
    '/api/users/:username/badges',
    { schema: { tags, summary: 'A member’s badges: earned with dates, progress towards the others', params: usernameParams, response: { 200: memberBadgesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return presentMemberBadges(await memberBadges(db, request.params.username));
    },
  );
}
