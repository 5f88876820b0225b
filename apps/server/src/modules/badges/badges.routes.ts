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
import { badgesApi } from '@garaj/shared';
import { route } from '../../lib/route.ts';
import { getViewer } from '../../lib/session.ts';
import { presentBadgeCatalog, presentMemberBadges } from './badges.presenter.ts';
import { badgeCatalog, memberBadges } from './badges.service.ts';

const tags = ['badges'];

export async function badgesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  route(
    app,
    badgesApi.getBadges,
    { schema: { tags, summary: 'Badge catalogue with holders and, signed in, the viewer’s progress' } },
    async (request, reply) => {
      const viewer = await getViewer(request);
      reply.header('cache-control', viewer ? 'private, no-cache' : 'no-cache');
      return presentBadgeCatalog(await badgeCatalog(db, viewer?.id ?? null));
    },
  );

  route(
    app,
    badgesApi.getMemberBadges,
    { schema: { tags, summary: 'A member’s badges: earned with dates, progress towards the others' } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return presentMemberBadges(await memberBadges(db, request.params.username));
    },
  );
}
