/** What other modules may use of the premium module: they import it from here, never from its files. */
export { lockMemberLimits } from './premium.service.ts';
export { isPremium, premiumNow } from './premium.status.ts';
