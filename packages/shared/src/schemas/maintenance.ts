/**
 * Maintenance tracker contract (items, their status, toasts and constants). Everything is the
 * signed-in owner's only: another member's garage or item answers 404, exactly like a missing one.
 * Status fields are computed by the server with `computeMaintenanceStatus` (../maintenance.ts) for
 * "today" in Europe/Istanbul; the web app computes the same with the same function.
 */
import { z } from 'zod';
import type { MaintenanceColor } from '../maintenance.ts';
import { MAINTENANCE_CATEGORIES, type MaintenanceCategory, type MaintenanceStatus } from '../tools.ts';
import { optionalDate, optionalInt, optionalText, pageQuery, requiredText, type Page } from './common.ts';

export const MAINTENANCE_TITLE_MAX_LENGTH = 100;
export const MAINTENANCE_NOTES_MAX_LENGTH = 1000;
/** Largest interval: 10 years, or 1,000,000 km. */
export const MAINTENANCE_INTERVAL_DAYS_MAX = 3650;
export const MAINTENANCE_INTERVAL_KM_MAX = 1_000_000;
/** Largest odometer reading, km. */
export const MAINTENANCE_ODOMETER_MAX = 10_000_000;
/** Largest cost, whole TL. */
export const MAINTENANCE_COST_MAX = 100_000_000;
/** Items one garage may hold (409 MAINTENANCE_ITEM_LIMIT beyond). */
export const MAINTENANCE_ITEMS_PER_GARAGE_MAX = 100;
/** Service history rows per page. */
export const MAINTENANCE_LOG_PAGE_SIZE = 20;

/** One of the member's garages, with its current odometer. */
export interface MaintenanceGarage {
  id: string;
  name: string;
  carBrand: string;
  carModel: string;
  carYear: number | null;
  vehicleType: 'car' | 'motorcycle';
  /** km, or null when never entered. */
  odometerKm: number | null;
}

/** One item with its stored schedule and its computed status. */
export interface MaintenanceItem {
  id: string;
  garageId: string;
  garageName: string;
  title: string;
  category: MaintenanceCategory;
  notes: string | null;
  intervalDays: number | null;
  intervalKm: number | null;
  /** `YYYY-MM-DD`. */
  lastServiceOn: string | null;
  lastServiceKm: number | null;
  /** `YYYY-MM-DD`; null with `nextDueKm` null = nothing scheduled ('completed'). */
  nextDueOn: string | null;
  nextDueKm: number | null;
  /** Expected cost of one service, whole TL. */
  cost: number | null;
  status: MaintenanceStatus;
  remainingDays: number | null;
  remainingKm: number | null;
  progressPercent: number | null;
  color: MaintenanceColor | null;
  createdAt: string;
  updatedAt: string;
}

/** Counts by computed status; `total` = every item. */
export interface MaintenanceSummary {
  upcoming: number;
  due: number;
  overdue: number;
  completed: number;
  total: number;
}

/** `GET /api/maintenance?garageId=`: the member's garages, the items (of one garage or all), the counts. */
export interface MaintenanceOverview {
  /** The server's "today" in Europe/Istanbul, `YYYY-MM-DD`. */
  today: string;
  garages: MaintenanceGarage[];
  /** Most urgent first: overdue, due, upcoming (by remaining days), then completed. */
  items: MaintenanceItem[];
  summary: MaintenanceSummary;
}

/** One row of a garage's service history. */
export interface MaintenanceLog {
  id: string;
  garageId: string;
  /** Null once the item was deleted (the row keeps its title and category). */
  itemId: string | null;
  title: string;
  category: MaintenanceCategory;
  /** `YYYY-MM-DD`. */
  servicedOn: string;
  odometerKm: number | null;
  /** Whole TL. */
  cost: number | null;
  notes: string | null;
  createdAt: string;
}

export type MaintenanceLogPage = Page<MaintenanceLog>;

/** `POST …/completions` answer. */
export interface MaintenanceCompletion {
  item: MaintenanceItem;
  log: MaintenanceLog;
  garage: MaintenanceGarage;
}

// ── Requests ─────────────────────────────────────────────────────────────────────────────

/** `GET /api/maintenance?garageId=` */
export const maintenanceOverviewQuery = z.object({ garageId: z.uuid({ message: 'VALUE_INVALID' }).optional() });

const category = z.enum(MAINTENANCE_CATEGORIES, { message: 'VALUE_INVALID' });
const odometer = (message = 'NUMBER_INVALID') => optionalInt(0, MAINTENANCE_ODOMETER_MAX, message);

/**
 * `POST /api/maintenance/items` and `PUT /api/maintenance/items/:id`. A recurring item gives
 * `intervalDays` (with `lastServiceOn`) and/or `intervalKm` (with `lastServiceKm`, or the garage's
 * odometer is used); the next due is computed on the server. A one-off item gives no interval and
 * an explicit `dueOn` and/or `dueKm`. With an interval, `dueOn` / `dueKm` override the first due.
 * Cross-field rules (server): no schedule at all → 400 MAINTENANCE_SCHEDULE_REQUIRED (on create,
 * or on an edit of an item that is not completed); a missing base → field REQUIRED; a last
 * service after today → field DATE_IN_FUTURE.
 */
export const maintenanceItemInput = z.object({
  garageId: z.uuid({ message: 'REQUIRED' }),
  title: requiredText(MAINTENANCE_TITLE_MAX_LENGTH),
  category,
  notes: optionalText(MAINTENANCE_NOTES_MAX_LENGTH),
  intervalDays: optionalInt(1, MAINTENANCE_INTERVAL_DAYS_MAX),
  intervalKm: optionalInt(1, MAINTENANCE_INTERVAL_KM_MAX),
  lastServiceOn: optionalDate(),
  lastServiceKm: odometer(),
  dueOn: optionalDate(),
  dueKm: odometer(),
  cost: optionalInt(0, MAINTENANCE_COST_MAX),
});
export type MaintenanceItemInput = z.input<typeof maintenanceItemInput>;
export type MaintenanceItemValues = z.output<typeof maintenanceItemInput>;

/** `POST /api/maintenance/items/:id/completions`: the service done (date not after today, Europe/Istanbul). */
export const maintenanceCompletionInput = z.object({
  servicedOn: z.iso.date({ message: 'VALUE_INVALID' }),
  odometerKm: odometer(),
  /** Whole TL; the item's expected cost when omitted. */
  cost: optionalInt(0, MAINTENANCE_COST_MAX),
  notes: optionalText(MAINTENANCE_NOTES_MAX_LENGTH),
});
export type MaintenanceCompletionInput = z.input<typeof maintenanceCompletionInput>;

/**
 * `PUT /api/maintenance/garages/:id/odometer`. A reading lower than the stored one is refused
 * (409 MAINTENANCE_ODOMETER_LOWER) unless `allowDecrease: true` says the member corrects a typo.
 */
export const maintenanceOdometerInput = z.object({
  odometerKm: z.number({ message: 'NUMBER_INVALID' }).int({ message: 'NUMBER_INVALID' }).min(0, { message: 'NUMBER_INVALID' }).max(MAINTENANCE_ODOMETER_MAX, { message: 'NUMBER_INVALID' }),
  allowDecrease: z.boolean({ message: 'VALUE_INVALID' }).optional(),
});
export type MaintenanceOdometerInput = z.infer<typeof maintenanceOdometerInput>;

/** `GET /api/maintenance/garages/:id/logs?cursor=&limit=` — newest service first. */
export const maintenanceLogQuery = pageQuery;
