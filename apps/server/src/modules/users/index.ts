/** What other modules may use of the users module: they import it from here, never from its files. */
export { userKind } from './users.content-kinds.ts';
export { followedAmong } from './users.follows.service.ts';
export { followCounterMismatches, recomputeFollowCounters, type FollowCounterMismatch } from './users.follows.counters.ts';
export { memberIdByUsername } from './users.follows.service.ts';
export { blockBetween, blockedIdsOf, mentionableMembers, type BlockDirection } from './users.blocks.queries.ts';
export { blockMember, listBlocks, unblockMember, type BlockRow } from './users.blocks.service.ts';
