/**
 * The follows API (docs/api.md "Follows"):
 * - PUT /api/users/:username/follow — follow (idempotent) → `FollowState`;
 * - DELETE /api/users/:username/follow — unfollow (idempotent) → `FollowState`;
 * - GET /api/users/:username/followers — who follows the member, `FollowListPage`;
 * - GET /api/users/:username/following — whom the member follows, `FollowListPage`.
 *
 * Following needs a signed-in member with a verified e-mail (it notifies the other member and
 * shows in the activity feed, like a like: lib/require-verified.ts); unfollowing needs a session.
 * 401 UNAUTHENTICATED signed out, 403 SELF_FOLLOW for oneself, 404 USER_NOT_FOUND. Writes are
 * rate-limited per client address. The lists are public.
 */
import type { FastifyInstance } from 'fastify';
import { type FollowListKind, usersApi } from '@garaj/shared';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { getViewer, requireViewer } from '../../lib/session.ts';
import { followListPageSchema, followStateSchema, presentFollowListMember } from './users.follows.presenter.ts';
import { followList, followMember, unfollowMember } from './users.follows.service.ts';

const tags = ['follows'];
/** Follow / unfollow: a person clicks a few times a minute; a script clicking through the directory is held back. */
export const FOLLOW_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Registers the follow routes. */
export async function followsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  route(
    app,
    usersApi.follow,
    { schema: { tags, summary: 'Follow a member (idempotent)', response: { 200: followStateSchema } }, config: FOLLOW_LIMIT },
    async (request) => followMember(db, (await requireVerifiedViewer(request)).id, request.params.username),
  );

  route(
    app,
    usersApi.unfollow,
    { schema: { tags, summary: 'Stop following a member (idempotent)', response: { 200: followStateSchema } }, config: FOLLOW_LIMIT },
    async (request) => unfollowMember(db, (await requireViewer(request)).id, request.params.username),
  );

  const lists = [
    { kind: 'followers', contract: usersApi.getFollowers, summary: 'Members who follow the member, newest first' },
    { kind: 'following', contract: usersApi.getFollowing, summary: 'Members the member follows, newest first' },
  ] as const satisfies readonly { kind: FollowListKind; contract: unknown; summary: string }[];
  for (const { kind, contract, summary } of lists) {
    route(app, contract, { schema: { tags, summary, response: { 200: followListPageSchema } } }, async (request) => {
      const viewerId = (await getViewer(request))?.id ?? null;
      const { rows, nextCursor } = await followList(db, kind, request.params.username, viewerId, request.query);
      return { items: rows.map((row) => presentFollowListMember(row, viewerId)), nextCursor };
    });
  }
}
