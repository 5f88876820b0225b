/**
 * What leaves the server about the maintenance tracker (packages/shared schemas/maintenance.ts):
 * the stored schedule plus the status computed for "today" (Europe/Istanbul) with the shared
 * `computeMaintenanceStatus`. Never the owner id (it is always the viewer).
 */
import {
  computeMaintenanceStatus,
  type MaintenanceCategory,
  type MaintenanceGarage,
  type MaintenanceItem,
  type MaintenanceLog,
  type MaintenanceStatus,
  type MaintenanceSummary,
} from '@garaj/shared';
import type { GarageRow, ItemRow, LogRow } from './maintenance.queries.ts';

export function presentGarage(row: GarageRow): MaintenanceGarage {
  return {
    id: row.id,
    name: row.name,
    carBrand: row.carBrand,
    carModel: row.carModel,
    carYear: row.carYear,
    vehicleType: row.vehicleType,
    odometerKm: row.odometerKm,
  };
}

/** An item with its computed status for `today` (`YYYY-MM-DD`, Europe/Istanbul). */
export function presentItem(row: ItemRow, today: string): MaintenanceItem {
  const computed = computeMaintenanceStatus({
    nextDueOn: row.nextDueOn,
    nextDueKm: row.nextDueKm,
    lastServiceOn: row.lastServiceOn,
    lastServiceKm: row.lastServiceKm,
    odometerKm: row.odometerKm,
    today,
  });
  return {
    id: row.id,
    garageId: row.garageId,
    garageName: row.garageName,
    title: row.title,
    category: row.category as MaintenanceCategory,
    notes: row.notes,
    intervalDays: row.intervalDays,
    intervalKm: row.intervalKm,
    lastServiceOn: row.lastServiceOn,
    lastServiceKm: row.lastServiceKm,
    nextDueOn: row.nextDueOn,
    nextDueKm: row.nextDueKm,
    cost: row.cost,
    ...computed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentLog(row: LogRow): MaintenanceLog {
  return {
    id: row.id,
    garageId: row.garageId,
    itemId: row.itemId,
    title: row.title,
    category: row.category as MaintenanceCategory,
    servicedOn: row.servicedOn,
    odometerKm: row.odometerKm,
    cost: row.cost,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

const STATUS_ORDER: Record<MaintenanceStatus, number> = { overdue: 0, due: 1, upcoming: 2, completed: 3 };

/**
 * Most urgent first: by status (overdue, due, upcoming, completed), then fewest remaining days
 * (an item without a due date after those with one), then fewest remaining km, then title.
 */
export function byUrgency(a: MaintenanceItem, b: MaintenanceItem): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    (a.remainingDays ?? Number.MAX_SAFE_INTEGER) - (b.remainingDays ?? Number.MAX_SAFE_INTEGER) ||
    (a.remainingKm ?? Number.MAX_SAFE_INTEGER) - (b.remainingKm ?? Number.MAX_SAFE_INTEGER) ||
    a.title.localeCompare(b.title, 'tr')
  );
}

/** Counts by status. */
export function summarize(items: MaintenanceItem[]): MaintenanceSummary {
  const summary: MaintenanceSummary = { upcoming: 0, due: 0, overdue: 0, completed: 0, total: items.length };
  for (const item of items) summary[item.status]++;
  return summary;
}
