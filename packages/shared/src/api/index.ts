/** The API's route table: every endpoint of every area (see define.ts). */
import { accountDataApi } from './account-data.ts';
import { activitiesApi } from './activities.ts';
import { adminApi } from './admin.ts';
import { advertisingApi } from './advertising.ts';
import { assistantApi } from './assistant.ts';
import { authApi } from './auth.ts';
import { badgesApi } from './badges.ts';
import { blogApi } from './blog.ts';
import { communityApi } from './community.ts';
import { compareApi } from './compare.ts';
import { convoysApi } from './convoys.ts';
import { documentsApi } from './documents.ts';
import { competitionsApi } from './competitions.ts';
import { forumApi } from './forum.ts';
import { fuelApi } from './fuel.ts';
import { garagesApi } from './garages.ts';
import { healthApi } from './health.ts';
import { helpApi } from './help.ts';
import { imagesApi } from './images.ts';
import { invitesApi } from './invites.ts';
import { listingsApi } from './listings.ts';
import { liveApi } from './live.ts';
import { locationSharesApi } from './location-shares.ts';
import { maintenanceApi } from './maintenance.ts';
import { messagesApi } from './messages.ts';
import { moderationApi } from './moderation.ts';
import { notificationsApi } from './notifications.ts';
import { premiumApi } from './premium.ts';
import { profilesApi } from './profiles.ts';
import { pushApi } from './push.ts';
import { reportsApi } from './reports.ts';
import { searchApi } from './search.ts';
import { statsApi } from './stats.ts';
import { usersApi } from './users.ts';
import type { RouteSpec } from './define.ts';

export * from './define.ts';
export { accountDataApi };
export { activitiesApi };
export { adminApi };
export { advertisingApi };
export { assistantApi };
export { authApi };
export { badgesApi };
export { blogApi };
export { communityApi };
export { compareApi };
export { convoysApi };
export { documentsApi };
export { competitionsApi };
export { forumApi };
export { fuelApi };
export { garagesApi };
export { healthApi };
export { helpApi };
export { imagesApi };
export { invitesApi };
export { listingsApi };
export { liveApi };
export { locationSharesApi };
export { maintenanceApi };
export { messagesApi };
export { moderationApi };
export { notificationsApi };
export { premiumApi };
export { profilesApi };
export { pushApi };
export { reportsApi };
export { searchApi };
export { statsApi };
export { usersApi };

/** Every area's routes by area name. */
export const api = {
  accountData: accountDataApi,
  activities: activitiesApi,
  admin: adminApi,
  advertising: advertisingApi,
  assistant: assistantApi,
  auth: authApi,
  badges: badgesApi,
  blog: blogApi,
  community: communityApi,
  compare: compareApi,
  convoys: convoysApi,
  documents: documentsApi,
  competitions: competitionsApi,
  forum: forumApi,
  fuel: fuelApi,
  garages: garagesApi,
  health: healthApi,
  help: helpApi,
  images: imagesApi,
  invites: invitesApi,
  listings: listingsApi,
  live: liveApi,
  locationShares: locationSharesApi,
  maintenance: maintenanceApi,
  messages: messagesApi,
  moderation: moderationApi,
  notifications: notificationsApi,
  premium: premiumApi,
  profiles: profilesApi,
  push: pushApi,
  reports: reportsApi,
  search: searchApi,
  stats: statsApi,
  users: usersApi,
};

/** Every route of the table, flat (for the server's coverage test). */
export function apiRoutes(): RouteSpec[] {
  return Object.values(api).flatMap((area) => Object.values(area) as RouteSpec[]);
}
