/**
 * The listings module's reaction to domain events (lib/domain-events.ts): a saved garage's
 * make, model, year, type and name are copied onto its listing in the same transaction, so the
 * search never reads stale facts.
 */
import type { DomainEventHandler } from '../../lib/domain-events.ts';
import { refreshListingVehicle } from './listings.service.ts';

export const listingsHandler: DomainEventHandler = async (tx, event) => {
  if (event.type === 'garage.updated') await refreshListingVehicle(tx, event.garageId);
};
