/** What other modules may use of the fuel module: they import it from here, never from its files. */
export { costSummaries } from './fuel.summaries.ts';
