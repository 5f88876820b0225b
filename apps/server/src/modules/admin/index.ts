/** What other modules may use of the admin module: they import it from here, never from its files. */
export { banMember } from './admin.bans.ts';
export { contactAddress, registrationOpen, type ContactFallback } from './admin.site-settings.ts';
