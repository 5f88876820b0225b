/** What other modules may use of the profiles module: they import it from here, never from its files. */
export { presentPublicProfile, presentUserCard, publicProfileSchema, userCardSchema, userDirectorySummarySchema } from './profiles.presenter.ts';
export type { GarageTotals, MemberRecord } from './profiles.presenter.ts';
export { getPublicProfile } from './profiles.service.ts';
