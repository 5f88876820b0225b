/**
 * The signed-in member's profile settings (username required):
 * GET /api/me/profile → `MyProfile`; PUT /api/me/profile with `ProfileInput` → `MyProfile`
 * (409 USERNAME_TAKEN, 400 IMAGE_NOT_FOUND / URL_INVALID / USERNAME_INVALID).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profilesApi } from '@garaj/shared';
import { route } from '../../lib/route.ts';
import { requireViewer, refreshSessionCookie } from '../../lib/session.ts';
import { myProfileSchema, presentMyProfile } from './profiles.presenter.ts';
import { getMyProfile, updateMyProfile } from './profiles.service.ts';
import { invalidateGarageLists } from '../garages/index.ts';

/** Registers GET and PUT /api/me/profile. */
export async function profilesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(
    app,
    profilesApi.getMyProfile,
    {
      schema: {
        tags: ['profiles'],
        summary: 'Own profile (settings screen)',
        security: [{ session: [] }],
        response: { 200: myProfileSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const profile = await getMyProfile(app.deps.db, viewer.id);
      reply.header('cache-control', 'private, no-store');
      return presentMyProfile(profile);
    },
  );

  route(
    app,
    profilesApi.updateMyProfile,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      // 401 before the body is validated: visitors learn nothing about the schema.
      preValidation: async (request) => {
        await requireViewer(request);
      },
      schema: {
        tags: ['profiles'],
        summary: 'Replace own profile (username, full name, bio, location, website, phone, avatar)',
        description:
          'The body is the whole profile: omitted optional fields are cleared. Avatar: `avatarImageId` (an image uploaded with purpose=avatar) or `avatarUrl` (http/https); the image wins when both are sent.',
        security: [{ session: [] }],
        response: { 200: myProfileSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const profile = await updateMyProfile({ db: app.deps.db, storage: app.deps.storage, log: request.log }, viewer.id, request.body);
      // Cards and details show the owner's name and avatar: drop the short public-read cache.
      invalidateGarageLists(app.deps.db);
      // The session's cookie cache holds the username: send a fresh one so the header shows it now.
      await refreshSessionCookie(request);
      reply.header('cache-control', 'private, no-store');
      return presentMyProfile(profile);
    },
  );
}
