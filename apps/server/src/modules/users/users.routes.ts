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
 * /followers and /following to the follows module.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, USER_SORTS, pageLimit } from '@garaj/shared';
import { queryKey, sendVisitorAnswer, visitorAnswers } from '../../lib/answer-cache.ts';
import { LIST_READ_LIMIT } from '../../lib/rate-limit.ts';
import { getViewer, isModerator } from '../../lib/session.ts';
import { directoryCardSchema, memberProfileSchema, presentDirectoryCard, presentMemberProfile, usersSummarySchema } from './users.presenter.ts';
import { directoryPage, memberProfile, usersSummary } from './users.service.ts';

export const userListQuery = z.object({
  q: z.string().trim().max(200, { message: 'TOO_LONG' }).optional(),
  sort: z.enum(USER_SORTS, { message: 'VALUE_INVALID' }).default(USER_SORTS[0]),
  order: z.enum(['asc', 'desc'], { message: 'VALUE_INVALID' }).default('desc'),
  /** The `nextCursor` of the previous page (opaque; made for the same sort and order). */
  cursor: z.string().max(500, { message: 'VALUE_INVALID' }).optional(),
  limit: pageLimit.default(DEFAULT_PAGE_SIZE),
});

const directoryPageSchema = z.object({ items: z.array(directoryCardSchema), nextCursor: z.string().nullable() });

const usernameParams = z.object({ username: z.string().trim().min(1).max(100) });

/** Registers the /api/users routes (summary first, so it is never read as a username). */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/users/summary',
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

  app.get(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Users directory (search, sort, keyset pagination)',
        querystring: userListQuery,
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
        return sendVisitorAnswer(request, reply, visitorAnswers(app.deps.db), `users:${queryKey(options)}`, async () =>
          directoryPageSchema.parse(present(await directoryPage(app.deps.db, options, null))),
        );
      }
      reply.header('cache-control', 'private, no-cache');
      return present(await directoryPage(app.deps.db, options, viewer.id));
    },
  );

  app.get(
    '/api/users/:username',
    {
      schema: {
        tags: ['users'],
        summary: 'Public profile of a member (Turkish case ignored)',
        params: usernameParams,
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
