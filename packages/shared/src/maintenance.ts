/**
 * The maintenance tracker's status, computed — never stored (docs/product.md, Maintenance). ONE
 * pure function, {@link computeMaintenanceStatus}, used by the
 * server (API answers, reminders) and the web app (cards), so both always agree.
 *
 * Definitions (by date and by km, whichever comes first):
 * - **completed** 'Tamamlandı': nothing is scheduled any more (`nextDueOn` and `nextDueKm` both
 *   null) — a one-off item that was done.
 * - **overdue** 'Gecikmiş': the due date has passed (remaining days < 0) OR the odometer has gone
 *   past the due km (remaining km < 0).
 * - **due** 'Vadesi Geldi': not overdue, and the due date is today or within the warning window
 *   (0 ≤ remaining days < {@link MAINTENANCE_WARNING_DAYS}, i.e. days 0–6: yellow) OR
 *   the odometer is within {@link MAINTENANCE_WARNING_KM} of the due km (0 ≤ remaining km ≤ 500;
 *   exactly at the due km is due, one km past it is overdue).
 * - **upcoming** 'Yaklaşan': anything else that is scheduled (7+ days and more than 500 km away,
 *   or no odometer known for a km-only schedule — nothing to compare with yet).
 *
 * Remaining days are whole calendar days from "today" (a calendar date in Europe/Istanbul, see
 * {@link istanbulToday}) to `nextDueOn` (already whole, so no rounding up is needed). The colour is
 * the status's: red overdue, yellow due, green upcoming — for a date-only item exactly "red
 * negative, yellow under 7 days, else green". Progress is how far the current cycle has gone
 * since the last service: elapsed days / (due date − last service date), or elapsed km /
 * (due km − last service km), whichever is further, clamped 0–100 (days since the last
 * service divided by the interval); null when neither can be computed.
 */
import { MAINTENANCE_WARNING_DAYS, type MaintenanceStatus } from './tools.ts';

/** 'due' by km: within this many km of the due km (our definition). */
export const MAINTENANCE_WARNING_KM = 500;
/** The calendar the tracker counts days in (Turkey, UTC+3 all year). */
export const MAINTENANCE_TIME_ZONE = 'Europe/Istanbul';

/** Colour of the remaining text and progress bar. */
export type MaintenanceColor = 'red' | 'yellow' | 'green';

/** What {@link computeMaintenanceStatus} needs: the item's schedule, its last service and the garage's odometer. */
export interface MaintenanceStatusInput {
  /** `YYYY-MM-DD` or null. */
  nextDueOn: string | null;
  /** km or null. */
  nextDueKm: number | null;
  /** `YYYY-MM-DD` of the last service, or null. */
  lastServiceOn: string | null;
  /** Odometer at the last service, km, or null. */
  lastServiceKm: number | null;
  /** The garage's current odometer, km, or null when never entered. */
  odometerKm: number | null;
  /** Today in Europe/Istanbul, `YYYY-MM-DD` ({@link istanbulToday}). */
  today: string;
}

/** The computed state of one item. */
export interface MaintenanceStatusResult {
  status: MaintenanceStatus;
  /** Days until `nextDueOn` (negative: late); null without a due date. */
  remainingDays: number | null;
  /** km until `nextDueKm` (negative: past it); null without a due km or an odometer. */
  remainingKm: number | null;
  /** 0–100, or null when it cannot be computed (no last service, or a completed item). */
  progressPercent: number | null;
  /** Null for a completed item. */
  color: MaintenanceColor | null;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` calendar date (time-zone free). */
function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round(Date.UTC(y!, m! - 1, d) / DAY_MS);
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** `date` (`YYYY-MM-DD`) plus `days` (may be negative), as `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date in Europe/Istanbul at `now` (default: this instant), `YYYY-MM-DD`. */
export function istanbulToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: MAINTENANCE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The instant a calendar date (`YYYY-MM-DD`) starts in Europe/Istanbul (UTC+3, no daylight saving since 2016). */
export function istanbulStartOf(date: string): Date {
  return new Date(dayNumber(date) * DAY_MS - 3 * 3_600_000);
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** Elapsed share of a span, in percent (unclamped), or null when the span is not positive. */
function share(elapsed: number, span: number): number | null {
  if (span <= 0) return elapsed >= 0 ? 100 : null;
  return (elapsed / span) * 100;
}

/**
 * The status of one maintenance item (see the module comment for every rule). Pure: the same
 * input always gives the same answer; "today" is an input.
 */
export function computeMaintenanceStatus(input: MaintenanceStatusInput): MaintenanceStatusResult {
  const { nextDueOn, nextDueKm, lastServiceOn, lastServiceKm, odometerKm, today } = input;
  if (nextDueOn === null && nextDueKm === null) {
    return { status: 'completed', remainingDays: null, remainingKm: null, progressPercent: null, color: null };
  }
  const remainingDays = nextDueOn === null ? null : daysBetween(today, nextDueOn);
  const remainingKm = nextDueKm === null || odometerKm === null ? null : nextDueKm - odometerKm;

  let status: MaintenanceStatus = 'upcoming';
  if ((remainingDays !== null && remainingDays < 0) || (remainingKm !== null && remainingKm < 0)) status = 'overdue';
  else if ((remainingDays !== null && remainingDays < MAINTENANCE_WARNING_DAYS) || (remainingKm !== null && remainingKm <= MAINTENANCE_WARNING_KM)) status = 'due';

  const shares: number[] = [];
  if (nextDueOn !== null && lastServiceOn !== null) {
    const byDate = share(daysBetween(lastServiceOn, today), daysBetween(lastServiceOn, nextDueOn));
    if (byDate !== null) shares.push(byDate);
  }
  if (nextDueKm !== null && lastServiceKm !== null && odometerKm !== null) {
    const byKm = share(odometerKm - lastServiceKm, nextDueKm - lastServiceKm);
    if (byKm !== null) shares.push(byKm);
  }
  const progressPercent = shares.length ? clampPercent(Math.max(...shares)) : status === 'overdue' ? 100 : null;
  const color: MaintenanceColor = status === 'overdue' ? 'red' : status === 'due' ? 'yellow' : 'green';
  return { status, remainingDays, remainingKm, progressPercent, color };
}

/** What {@link nextMaintenanceSchedule} needs. */
export interface MaintenanceScheduleInput {
  /** The service just done (or the last one when the item is added), `YYYY-MM-DD` or null. */
  lastServiceOn: string | null;
  /** Odometer at that service, km, or null. */
  lastServiceKm: number | null;
  intervalDays: number | null;
  intervalKm: number | null;
}

/**
 * The next due date and km after a service: last service + interval, each only when both are
 * known; both null = nothing scheduled (a one-off item done: 'completed').
 */
export function nextMaintenanceSchedule(input: MaintenanceScheduleInput): { nextDueOn: string | null; nextDueKm: number | null } {
  return {
    nextDueOn: input.intervalDays !== null && input.lastServiceOn !== null ? addDays(input.lastServiceOn, input.intervalDays) : null,
    nextDueKm: input.intervalKm !== null && input.lastServiceKm !== null ? input.lastServiceKm + input.intervalKm : null,
  };
}

/**
 * The reminder cycle of a schedule: `<nextDueOn>|<nextDueKm>` (empty for null). A reminder is
 * sent once per (item, state, cycle); a new schedule (after a completion or an edit) is a new
 * cycle, reminded again.
 */
export function maintenanceCycle(schedule: { nextDueOn: string | null; nextDueKm: number | null }): string {
  return `${schedule.nextDueOn ?? ''}|${schedule.nextDueKm ?? ''}`;
}
