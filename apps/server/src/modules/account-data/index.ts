/** What other modules may use of the account-data module: they import it from here, never from its files. */
export { currentSessionToken } from './account-data.sessions.ts';
