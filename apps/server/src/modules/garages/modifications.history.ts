/**
 * A garage's modifications as a listing shows them (modules/listings): the newest by the
 * installation date their owner gave (undated ones after), each with the time the server
 * recorded it, so a reader can tell an entry written at the time from one added long after.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { isoUtc } from '../../lib/member-rows.ts';

/** A modification with its owner's date and its recording time. */
export interface ModificationHistoryRow {
  id: string;
  title: string;
  /** MODIFICATION_CATEGORIES. */
  category: string;
  /** The installation date as its owner gave it, `YYYY-MM-DD`; null when they gave none. */
  installedOn: string | null;
  /** When the server recorded the modification, ISO 8601 UTC (microseconds). */
  recordedAt: string;
  /** Whole TL. */
  cost: number | null;
}

/**
 * The newest `limit` modifications of `garageId` (installation date, undated last, then
 * recording time). No owner check: the caller decides who may see them.
 */
export async function modificationHistory(db: Db, garageId: string, limit: number): Promise<ModificationHistoryRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, title, category, installed_on::text as installed_on, ${isoUtc(sql`created_at`)} as recorded_at, cost
        from modifications where garage_id = ${garageId}
        order by installed_on desc nulls last, created_at desc, id desc limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id as string,
    title: r.title as string,
    category: r.category as string,
    installedOn: (r.installed_on as string | null) ?? null,
    recordedAt: r.recorded_at as string,
    cost: r.cost === null ? null : Number(r.cost),
  }));
}
