/** What other modules may use of the stats module: they import it from here, never from its files. */
export { getSiteStats } from './stats.service.ts';
