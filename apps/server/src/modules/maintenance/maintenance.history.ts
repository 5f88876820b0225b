/**
 * A garage's service history as a listing shows it (modules/listings): the newest logs by the
 * date their owner gave, each with the time the server recorded it, so a reader can tell a log
 * written on the day from one added long after.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { isoUtc } from '../../lib/member-rows.ts';

/** A maintenance log with its owner's date and its recording time. */
export interface MaintenanceHistoryRow {
  id: string;
  title: string;
  /** MAINTENANCE_CATEGORIES. */
  category: string;
  /** The date of the service as its owner gave it, `YYYY-MM-DD`. */
  servicedOn: string;
  /** When the server recorded the log, ISO 8601 UTC (microseconds). */
  recordedAt: string;
  odometerKm: number | null;
  /** Whole TL. */
  cost: number | null;
}

/**
 * The newest `limit` service logs of `garageId` (by service date, then recording time), read
 * through `maintenance_logs_garage_idx`. No owner check: the caller decides who may see them.
 */
export async function maintenanceHistory(db: Db, garageId: string, limit: number): Promise<MaintenanceHistoryRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, title, category, serviced_on::text as serviced_on, ${isoUtc(sql`created_at`)} as recorded_at, odometer_km, cost
        from maintenance_logs where garage_id = ${garageId}
        order by serviced_on desc, created_at desc, id desc limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id as string,
    title: r.title as string,
    category: r.category as string,
    servicedOn: r.serviced_on as string,
    recordedAt: r.recorded_at as string,
    odometerKm: r.odometer_km === null ? null : Number(r.odometer_km),
    cost: r.cost === null ? null : Number(r.cost),
  }));
}
