/** What other modules and the seed may use of the activities module: they import it from here, never from its files. */
export { activityFor, type ActivityTarget } from './activities.rows.ts';
