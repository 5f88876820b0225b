/**
 * Registers the community modules' reactions to domain events (lib/domain-events.ts), in order:
 * the activity feed first, then badges (which may emit `badge.earned`), then notifications (which
 * hear `badge.earned` as well), and the invite programme (sign-ups with a code, verified
 * e-mail addresses). Called once per process by buildApp and by the seed.
 */
import { registerDomainEventHandler } from '../lib/domain-events.ts';
import { activitiesHandler } from './activities/activities.handler.ts';
import { badgesHandler } from './badges/badges.handler.ts';
import { invitesHandler } from './invites/invites.handler.ts';
import { listingsHandler } from './listings/index.ts';
import { notificationsHandler } from './notifications/notifications.handler.ts';

export function registerCommunityHandlers(): void {
  registerDomainEventHandler('activities', activitiesHandler);
  registerDomainEventHandler('badges', badgesHandler);
  registerDomainEventHandler('notifications', notificationsHandler);
  registerDomainEventHandler('invites', invitesHandler);
  registerDomainEventHandler('listings', listingsHandler);
}
