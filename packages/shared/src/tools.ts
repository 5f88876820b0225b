/**
 * The member's tools: validation rules and business constants shared by the server and the web
 * app, for location sharing, compare, the maintenance
 * tracker and the AI modification assistant.
 */

/** Share durations, minutes; default 30. */
export const LOCATION_SHARE_DURATIONS_MINUTES = [15, 30, 60, 120] as const;
export type LocationShareDuration = (typeof LOCATION_SHARE_DURATIONS_MINUTES)[number];
export const LOCATION_SHARE_DEFAULT_DURATION_MINUTES: LocationShareDuration = 30;
/** The message when the member writes none. */
export const LOCATION_SHARE_DEFAULT_MESSAGE = 'Konumumu paylaşıyorum! 📍';
export const LOCATION_SHARE_MESSAGE_MAX_LENGTH = 200;
/** Typed vehicle info when no garage is chosen ('Honda CBR500R 2021'). */
export const LOCATION_SHARE_VEHICLE_TEXT_MAX_LENGTH = 80;
/** 'approximate' (default) is rounded before it is stored; 'exact' only by choice. */
export const LOCATION_PRECISIONS = ['approximate', 'exact'] as const;
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];
/**
 * Decimal places kept for an approximate position: 0.01° is ≈ 1.1 km of latitude and ≈ 0.85 km
 * of longitude at Turkey's latitudes (36–42° N), so a stored approximate point is at most
 * ≈ 0.7 km from the real one and never reveals more than ≈ 1 km (decision 011).
 */
export const LOCATION_APPROXIMATE_DECIMALS = 2;
/** Rounds a coordinate (degrees) to the approximate grid. */
export function roundApproximateCoordinate(degrees: number): number {
  const factor = 10 ** LOCATION_APPROXIMATE_DECIMALS;
  return Math.round(degrees * factor) / factor;
}
/** While sharing, the position is sent at most this often (ms); the API answers 429 sooner. */
export const LOCATION_POSITION_MIN_INTERVAL_MS = 15_000;

/** Compare: suggestions per search. */
export const COMPARE_SUGGESTION_LIMIT = 10;
/** Compare: garages side by side at most (`/compare?cars=` names up to this many). */
export const COMPARE_MAX_GARAGES = 4;
/**
 * The garage ids of a `cars` address parameter (`<id>,<id>,…`) in their order: each trimmed,
 * empty entries (`a,,b`, a trailing comma) dropped; duplicates and malformed ids are kept — the
 * comparison answers such a slot with an error, so a hand-edited link still shows the rest.
 */
export function parseCompareCars(raw: string): string[] {
  return raw
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** Maintenance item categories. */
export const MAINTENANCE_CATEGORIES = ['oil', 'tire', 'filter', 'brake', 'general', 'other'] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];
/**
 * The interval a new item of a category starts with in the add form (still editable): an oil
 * change every 10,000 km or 12 months (365 days), whichever comes first — the usual service
 * interval of a petrol car on mineral/semi-synthetic oil. Categories without one start empty.
 */
export const MAINTENANCE_DEFAULT_INTERVALS: Partial<Record<MaintenanceCategory, { days: number; km: number }>> = {
  oil: { days: 365, km: 10_000 },
};
/** Maintenance status: Yaklaşan, Vadesi Geldi, Gecikmiş, Tamamlandı — computed, never stored. */
export const MAINTENANCE_STATUSES = ['upcoming', 'due', 'overdue', 'completed'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
/** The remaining-days colour turns yellow under this many days. */
export const MAINTENANCE_WARNING_DAYS = 7;

/** The AI assistant's canned topics, by keyword. */
export const ASSISTANT_TOPICS = ['turbo', 'exhaust', 'suspension', 'brakes', 'wheels', 'engine', 'sound', 'lighting'] as const;
export type AssistantTopic = (typeof ASSISTANT_TOPICS)[number];
export const ASSISTANT_QUESTION_MAX_LENGTH = 1000;
