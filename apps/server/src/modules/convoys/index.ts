/** What other modules may use of the convoys module: they import it from here, never from its files. */
export { endMemberPositions, settleConvoyBeforeEdit, type ConvoySettings } from './convoys.service.ts';
export { scheduleConvoyEnd } from './convoys.jobs.ts';
