/** What other modules may use of the location-shares module: they import it from here, never from its files. */
export { visibleTo } from './location-shares.queries.ts';
export { endSharesInTransaction } from './location-shares.service.ts';
