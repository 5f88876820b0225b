/**
 * `POST /api/fuel/garages/:id/fill-ups/import`: the rows of a LubeLogger CSV (fuel.csv.ts)
 * written into one garage's log — all or nothing, in one transaction that locks the garage.
 * A row equal to a stored fill-up (date, odometer, quantity and price) is skipped, so importing
 * the same file twice adds nothing. The rows and the stored log together must keep the odometer
 * in date order and stay within FUEL_FILL_UPS_PER_GARAGE_MAX.
 */
import { FUEL_FILL_UPS_PER_GARAGE_MAX, kurusOf, type FuelImportResult } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { fuelFillUps } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { invalidRows, type ImportRow, type RowIssue } from './fuel.csv.ts';
import { selectChain } from './fuel.queries.ts';
import { lockMyGarage, raiseGarageOdometer } from './fuel.service.ts';

/** Rows per INSERT statement (well under PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 1_000;

const keyOf = (filledOn: string, odometerKm: number, quantity: number, totalKurus: number) =>
  `${filledOn}|${odometerKm}|${Number(quantity).toFixed(3)}|${totalKurus}`;

/**
 * Readings of the stored log and the new rows that would run the odometer backwards in date
 * order, reported on the imported rows' lines.
 */
export function odometerOrderIssues(stored: readonly { filledOn: string; odometerKm: number }[], rows: readonly ImportRow[]): RowIssue[] {
  const all = [
    ...stored.map((r) => ({ filledOn: r.filledOn, odometerKm: r.odometerKm, line: null as number | null })),
    ...rows.map((r) => ({ filledOn: r.values.filledOn, odometerKm: r.values.odometerKm, line: r.line })),
  ].sort((a, b) => (a.filledOn < b.filledOn ? -1 : a.filledOn > b.filledOn ? 1 : a.odometerKm - b.odometerKm));
  const issues: RowIssue[] = [];
  let highest: { odometerKm: number; line: number | null } | null = null;
  for (const row of all) {
    // Sorted by (date, odometer): a lower reading than one seen before comes from a later date.
    if (highest && row.odometerKm < highest.odometerKm) {
      const line = row.line ?? highest.line;
      if (line !== null) issues.push({ line, column: 'Odometer', code: 'FUEL_ODOMETER_ORDER' });
    }
    if (!highest || row.odometerKm >= highest.odometerKm) highest = { odometerKm: row.odometerKm, line: row.line };
  }
  return issues.sort((a, b) => a.line - b.line);
}

/**
 * Writes `rows` into the member's garage `garageId`.
 * @throws 404 GARAGE_NOT_FOUND, 409 FUEL_LOG_LIMIT, 400 CSV_IMPORT_INVALID (odometer order)
 */
export function importFillUps(db: Db, viewer: Viewer, garageId: string, rows: readonly ImportRow[]): Promise<FuelImportResult> {
  return db.transaction(async (tx) => {
    const garage = await lockMyGarage(tx, viewer, garageId);
    const stored = await selectChain(tx, garage.id);
    const known = new Set(stored.map((r) => keyOf(r.filledOn, r.odometerKm, r.quantity, r.totalKurus)));
    const fresh = rows.filter((r) => !known.has(keyOf(r.values.filledOn, r.values.odometerKm, r.values.quantity, kurusOf(r.values.totalTl))));
    if (stored.length + fresh.length > FUEL_FILL_UPS_PER_GARAGE_MAX) throw conflict('FUEL_LOG_LIMIT');
    const issues = odometerOrderIssues(stored, fresh);
    if (issues.length) throw invalidRows(issues);

    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
      await tx.insert(fuelFillUps).values(
        fresh.slice(i, i + INSERT_CHUNK).map(({ values }) => ({
          garageId: garage.id,
          userId: viewer.id,
          filledOn: values.filledOn,
          odometerKm: values.odometerKm,
          quantity: values.quantity,
          totalKurus: kurusOf(values.totalTl),
          isFull: values.isFull,
          missedPrevious: values.missedPrevious,
          station: values.station,
          notes: values.notes,
        })),
      );
    }
    if (fresh.length) await raiseGarageOdometer(tx, garage.id, Math.max(...fresh.map((r) => r.values.odometerKm)));
    return { imported: fresh.length, skipped: rows.length - fresh.length };
  });
}
