/**
 * Invite programme endpoints (docs/api.md "Invite programme"; contract
 * packages/shared/src/schemas/invites.ts). Both are the signed-in member's own (401 UNAUTHENTICATED
 * for visitors). Registration with `?ref=` and the credit on verification happen in lib/auth.ts's
 * hooks (invites.service.ts).
 * - GET /api/me/invites — code (made on first use), link, stats, first page of friends, rewards.
 * - GET /api/me/invites/friends?cursor= — further pages of friends.
 * - GET /api/invites/:code — public: whose code it is (the sign-up page says who invited), 404
 *   INVITE_NOT_FOUND for an unknown code or a banned inviter.
 */
import type { FastifyInstance } from 'fastify';
import { type InviteInviter, INVITE_FRIENDS_PAGE_SIZE, inviteRewardsFor, inviteTierFor, nextInviteTier, type InvitedFriendsPage, type MyInvites, invitesApi } from '@garaj/shared';
import { requireViewer } from '../../lib/session.ts';
import { selectInvitedFriends } from './invites.queries.ts';
import { completedDates, ensureInviteCode, inviteCounts, inviterOfCode } from './invites.service.ts';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';

const tags = ['invites'];
/** The first GET may write the code; bounded per address. */
const READ_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** Registers the invite programme routes. */
export async function invitesRoutes(app: FastifyInstance): Promise<void> {
  const { db, publicUrl } = app.deps;

  route(app, invitesApi.getMyInvites, { schema: { tags }, config: READ_LIMIT }, async (request, reply): Promise<MyInvites> => {
    const viewer = await requireViewer(request);
    reply.header('cache-control', 'private, no-store');
    const code = await ensureInviteCode(db, viewer.id);
    const [counts, dates, friends] = await Promise.all([inviteCounts(db, viewer.id), completedDates(db, viewer.id), selectInvitedFriends(db, viewer.id, null, INVITE_FRIENDS_PAGE_SIZE)]);
    const rewards = inviteRewardsFor(dates);
    return {
      code,
      link: `${publicUrl}/register?ref=${code}`,
      stats: {
        ...counts,
        rewardPoints: rewards.filter((x) => x.unlocked).reduce((sum, x) => sum + x.points, 0),
        tier: inviteTierFor(counts.completed),
        nextTier: nextInviteTier(counts.completed),
      },
      friends,
      rewards,
    };
  });

  route(app, invitesApi.getInvitedFriends, { schema: { tags }, config: READ_LIMIT }, async (request, reply): Promise<InvitedFriendsPage> => {
    const viewer = await requireViewer(request);
    reply.header('cache-control', 'private, no-store');
    return selectInvitedFriends(db, viewer.id, request.query.cursor, INVITE_FRIENDS_PAGE_SIZE);
  });

  route(
    app,
    invitesApi.getInviter,
    { schema: { tags }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply): Promise<InviteInviter> => {
      const inviter = await inviterOfCode(db, request.params.code);
      if (!inviter) throw notFound('INVITE_NOT_FOUND');
      reply.header('cache-control', 'no-cache');
      return inviter;
    },
  );
}
