/**
 * Badges' reaction to domain events (lib/domain-events.ts), inside the emitter's transaction
 * (rules: docs/badges.md). Each event re-evaluates only the members and badges it
 * can change, with grouped counts over that member's rows; the one site-wide look-up is
 * rarest-vehicle's search for the other owners of a make + model. New badges emit
 * `badge.earned` (the notifications handler, registered after this one, hears it).
 */
import { and, eq } from 'drizzle-orm';
import type { BadgeId } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { blogPosts, garages, userBadges } from '../../db/schema/index.ts';
import { BADGE_BY_ID, evaluateBadges, evaluateBadgesFor, ownersOfSameVehicle } from './badges.rules.ts';
import type { DomainEvent, DomainEventHandler } from '../../lib/domain-events.ts';

const GARAGE_COUNT_BADGES: BadgeId[] = ['first-garage', 'garage-master', 'speed-enthusiast'];
const VIRAL_THRESHOLD = BADGE_BY_ID.get('viral')!.threshold;

async function garageOf(tx: Db, garageId: string) {
  const [row] = await tx
    .select({ ownerId: garages.userId, carBrand: garages.carBrand, carModel: garages.carModel })
    .from(garages)
    .where(eq(garages.id, garageId));
  return row;
}

/**
 * rarest-vehicle for the owner and for every member owning a garage of the given makes + models
 * (who may gain it when one goes, or lose it when one appears).
 */
async function evaluateRarest(tx: Db, ownerId: string, vehicles: { carBrand: string; carModel: string }[]): Promise<void> {
  const others = await ownersOfSameVehicle(tx, vehicles);
  await evaluateBadgesFor(tx, [ownerId, ...others], ['rarest-vehicle']);
}

async function hasBadge(tx: Db, userId: string, badgeId: BadgeId): Promise<boolean> {
  const [row] = await tx
    .select({ userId: userBadges.userId })
    .from(userBadges)
    .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, badgeId)));
  return Boolean(row);
}

/** Which members and badges an event can change; evaluates them. */
async function react(tx: Db, event: DomainEvent): Promise<void> {
  switch (event.type) {
    case 'member.joined':
    case 'member.account_changed':
      await evaluateBadges(tx, event.userId, ['premium', 'moderator']);
      return;
    case 'member.followed':
      await evaluateBadges(tx, event.userId, ['popular', 'viral']);
      return;
    case 'garage.created': {
      const garage = await garageOf(tx, event.garageId);
      if (!garage) return;
      await evaluateBadges(tx, garage.ownerId, GARAGE_COUNT_BADGES);
      await evaluateRarest(tx, garage.ownerId, [garage]);
      return;
    }
    case 'garage.updated': {
      const garage = await garageOf(tx, event.garageId);
      if (!garage) return;
      await evaluateBadges(tx, garage.ownerId, ['speed-enthusiast']);
      await evaluateRarest(tx, garage.ownerId, event.previous ? [garage, event.previous] : [garage]);
      return;
    }
    case 'garage.deleted': {
      const vehicles = event.carBrand !== undefined && event.carModel !== undefined ? [{ carBrand: event.carBrand, carModel: event.carModel }] : [];
      await evaluateRarest(tx, event.ownerId, vehicles);
      return;
    }
    case 'garage.photos_changed': {
      const garage = await garageOf(tx, event.garageId);
      if (garage) await evaluateBadges(tx, garage.ownerId, ['photo-master']);
      return;
    }
    case 'modification.created': {
      const garage = await garageOf(tx, event.garageId);
      if (garage) await evaluateBadges(tx, garage.ownerId, ['modification-master']);
      return;
    }
    case 'garage.liked':
      await evaluateBadges(tx, event.ownerId, ['community-leader']);
      return;
    case 'garage.viewed':
      // Only past the threshold, and only until the badge is held (one primary-key look-up then).
      if (event.viewsCount >= VIRAL_THRESHOLD && !(await hasBadge(tx, event.ownerId, 'viral'))) await evaluateBadges(tx, event.ownerId, ['viral']);
      return;
    case 'post.published': {
      const [post] = await tx.select({ authorId: blogPosts.authorId }).from(blogPosts).where(eq(blogPosts.id, event.postId));
      if (post) await evaluateBadges(tx, post.authorId, ['blog-author']);
      return;
    }
    case 'competition.finalized':
      await evaluateBadgesFor(tx, event.winnerIds, ['best-photo', 'driver-of-the-year']);
      return;
    default:
      return;
  }
}

/**
 * The badges handler registered by modules/community-handlers.ts.
 * @throws whatever the database throws (the emitter's transaction then rolls back)
 */
export const badgesHandler: DomainEventHandler = async (tx, event) => {
  await react(tx, event);
};
