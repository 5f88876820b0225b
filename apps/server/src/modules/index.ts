/** Registers every API module. Add a module here after creating modules/<name>/<name>.routes.ts. */
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { statsRoutes } from './stats/stats.routes.ts';
import { imagesRoutes } from './images/images.routes.ts';
import { profilesRoutes } from './profiles/profiles.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { garageRoutes } from './garages/garages.routes.ts';
import { commentRoutes } from './garages/comments.routes.ts';
import { modificationRoutes } from './garages/modifications.routes.ts';
import { searchRoutes } from './search/index.ts';
import { blogRoutes } from './blog/blog.routes.ts';
import { liveRoutes } from './live/live.routes.ts';
import { forumRoutes } from './forum/forum.routes.ts';
import { followsRoutes } from './users/users.follows.routes.ts';
import { activitiesRoutes } from './activities/activities.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { badgesRoutes } from './badges/badges.routes.ts';
import { competitionsRoutes } from './competitions/competitions.routes.ts';
import { communityRoutes } from './community/community.routes.ts';
import { locationSharesRoutes } from './location-shares/location-shares.routes.ts';
import { compareRoutes } from './compare/compare.routes.ts';
import { maintenanceRoutes } from './maintenance/maintenance.routes.ts';
import { assistantRoutes } from './assistant/assistant.routes.ts';
import { helpRoutes } from './help/help.routes.ts';
import { advertisingRoutes } from './advertising/advertising.routes.ts';
import { invitesRoutes } from './invites/invites.routes.ts';
import { moderationRoutes } from './moderation/moderation.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { premiumRoutes } from './premium/premium.routes.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { accountDataRoutes } from './account-data/account-data.routes.ts';
import { pushRoutes } from './push/index.ts';

export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(statsRoutes);
  // MODULES: garages, images, profiles, users, admin are registered below.
  await app.register(imagesRoutes);
  await app.register(profilesRoutes);
  await app.register(usersRoutes);
  await app.register(adminRoutes);
  await app.register(garageRoutes);
  await app.register(commentRoutes);
  await app.register(modificationRoutes);
  await app.register(searchRoutes);
  await app.register(blogRoutes);
  await app.register(liveRoutes);
  await app.register(forumRoutes);
  // Community life.
  await app.register(followsRoutes);
  await app.register(activitiesRoutes);
  await app.register(notificationsRoutes);
  await app.register(pushRoutes);
  await app.register(messagesRoutes);
  await app.register(accountDataRoutes);
  await app.register(badgesRoutes);
  await app.register(competitionsRoutes);
  await app.register(communityRoutes);
  // The member's tools.
  await app.register(locationSharesRoutes);
  await app.register(compareRoutes);
  await app.register(maintenanceRoutes);
  await app.register(assistantRoutes);
  await app.register(helpRoutes);
  await app.register(advertisingRoutes);
  await app.register(invitesRoutes);
  await app.register(moderationRoutes);
  await app.register(reportsRoutes);
  await app.register(premiumRoutes);
}
