/** What other modules may use of the listings module: they import it from here, never from its files. */
export { listingsHandler } from './listings.handler.ts';
