/**
 * Reacts to domain events (lib/domain-events.ts) inside the emitter's transaction — issue 8.
 * (Being written: the badges part of issue 8.)
 */
import type { DomainEventHandler } from '../../lib/domain-events.ts';

export const badgesHandler: DomainEventHandler = async () => {};
