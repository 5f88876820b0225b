/** What other modules may use of the garages module: they import it from here, never from its files. */
export { invalidateGarageLists } from './garages.cache.ts';
export { GARAGE_COLUMNS, MEMBER_COLUMNS, MEMBER_JOINS, allOf, isoUtc, memberFrom, selectGarageRows } from './garages.queries.ts';
export type { GarageRow, MemberRow } from './garages.queries.ts';
export { garageCommentKind, garageKind } from './garages.content-kinds.ts';
export { finishModeratorGarageDelete, moderatorDeleteGarage } from './garages.service.ts';
export type { GarageDeps } from './garages.service.ts';
export { buildSummaries } from './build-log.ts';
export { modificationCostLines } from './modifications.costs.ts';
export { modificationHistory, type ModificationHistoryRow } from './modifications.history.ts';
