/** What other modules may use of the location-shares module: they import it from here, never from its files. */
export { locationShareKind } from './location-shares.content-kinds.ts';
export { endSharesInTransaction, storedPosition } from './location-shares.service.ts';
