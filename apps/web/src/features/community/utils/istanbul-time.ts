/**
 * The event form's date and time are Turkey time (the site's zone, lib/format.ts SITE_TIME_ZONE),
 * whatever the admin's browser zone. Turkey keeps UTC+3 all year (no daylight saving since 2016),
 * so a `datetime-local` value converts with a fixed offset.
 */
const TURKEY_OFFSET = '+03:00';
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;

/** `2026-05-24T14:00` (Turkey time) → `2026-05-24T11:00:00.000Z`; '' or an invalid value → null. */
export function fromTurkeyInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00${TURKEY_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO date-time → the `datetime-local` value in Turkey time (`2026-05-24T14:00`). */
export function toTurkeyInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + TURKEY_OFFSET_MS).toISOString().slice(0, 16);
}
