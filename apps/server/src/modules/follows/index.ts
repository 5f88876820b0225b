/** What other modules may use of the follows module: they import it from here, never from its files. */
export { followedAmong } from './follows.service.ts';
export { followCounterMismatches, recomputeFollowCounters, type FollowCounterMismatch } from './follows.counters.ts';
