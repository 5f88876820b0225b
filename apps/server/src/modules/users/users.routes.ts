/**
 * Members, publicly (the users directory and the user profile):
 * - GET /api/users — `Page<DirectoryCard>`; `q`, `sort` (followers | garages | joined; default
 *   followers), `order` (asc | desc; default desc), `cursor` (the previous page's `nextCursor`,
 *   keyset), `limit` ≤ 50 (default 12); each card with the viewer's `isFollowing`;
 * - GET /api/users/summary — `UsersSummary` (members, members with a garage, follows, garages);
 * - GET /api/users/:username — `MemberProfile` (404 USER_NOT_FOUND; Turkish case ignored): the
 *   public profile, follow counters, the viewer's `isFollowing`, up to 3 badges, badge count.
 * Nothing here carries an e-mail address. Answers that depend on the viewer are `private`; the
 * visitors' directory pages are shared for a second (lib/answer-cache.ts). The directory is
 * limited per account or address (lib/rate-limit.ts LIST_READ_LIMIT).
 *
 * /api/users/:username/garages and /latest-garage belong to the garages module; /follow,
 * /followers and /following are in users.follows.routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usersApi } from '@garaj/shared';
import { queryKey, sendSharedAnswer, sharedAnswers } from '../../lib/answer-cache.ts';
import { LIST_READ_LIMIT } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { getViewer, isModerator } from '../../lib/session.ts';
import { directoryCardSchema, memberProfileSchema, presentDirectoryCard, presentMemberProfile, usersSummarySchema } from './users.presenter.ts';
import { directoryPage, memberProfile, usersSummary } from './users.service.ts';

const directoryPageSchema = z.object({ items: z.array(directoryCardSchema), nextCursor: z.string().nullable() });

/** Registers the /api/users routes (summary first, so it is never read as a username). */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(
    app,
    usersApi.getUsersSummary,
    {
      schema: {
        tags: ['users'],
        summary: 'Users directory summary tiles',
        response: { 200: usersSummarySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return usersSummary(app.deps.db);
    },
  );

  route(
    app,
    usersApi.getUsers,
    {
      schema: {
        tags: ['users'],
        summary: 'Users directory (search, sort, keyset pagination)',
        response: { 200: directoryPageSchema },
      },
      config: LIST_READ_LIMIT,
    },
    async (request, reply) => {
      const { q, sort, order, cursor, limit } = request.query;
      const viewer = await getViewer(request);
      const options = { q, sort, order, limit, ...(cursor ? { cursor } : {}) };
      const present = (result: Awaited<ReturnType<typeof directoryPage>>) => ({
        items: result.items.map(presentDirectoryCard),
        nextCursor: result.nextCursor,
      });
      if (!viewer) {
        // Cards without `isFollowing`: the same for every visitor, shared for a second.
        return sendSharedAnswer(request, reply, sharedAnswers(app.deps.db), `users:${queryKey(options)}`, async () =>
          directoryPageSchema.parse(present(await directoryPage(app.deps.db, options, null))),
        );
      }
      reply.header('cache-control', 'private, no-cache');
      return present(await directoryPage(app.deps.db, options, viewer.id));
    },
  );

  route(
    app,
    usersApi.getUser,
    {
      schema: {
        tags: ['users'],
        summary: 'Public profile of a member (Turkish case ignored)',
        response: { 200: memberProfileSchema },
      },
    },
    async (request, reply) => {
      const viewer = await getViewer(request);
      const viewerId = viewer?.id ?? null;
      const { member, totals, social } = await memberProfile(app.deps.db, request.params.username, viewerId, isModerator(viewer));
      reply.header('cache-control', 'private, no-cache');
      return presentMemberProfile(member, totals, social, viewerId);
    },
  );
}
