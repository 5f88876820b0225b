/** What other modules may use of the notifications module: they import it from here, never from its files. */
export { markGroupRead } from './notifications.service.ts';
