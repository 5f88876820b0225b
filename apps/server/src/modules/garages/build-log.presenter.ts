/**
 * What leaves the server of the build log ("Stok vs Şimdi", decision 023): a modification's
 * build-log fields, and a garage's stock figures with its build summary, computed by the same
 * shared function the web uses (`summarizeBuild`).
 */
import {
  enteredStock,
  summarizeBuild,
  type BuildLogEntry,
  type BuildSummary,
  type GarageStockFigures,
  type Modification,
} from '@garaj/shared';
import type { ModificationRow } from './garages.presenter.ts';

type ModificationBuild = Omit<Modification, 'id' | 'garageId' | 'title' | 'category' | 'brand' | 'cost' | 'installedOn' | 'note' | 'createdAt'>;

/** A modification's build-log fields; the shop's name only for `doneBy: 'shop'`. */
export function presentModificationBuild(row: ModificationRow): ModificationBuild {
  return {
    odometerKm: row.odometerKm ?? null,
    doneBy: row.doneBy ?? null,
    shopName: row.doneBy === 'shop' ? (row.shopName ?? null) : null,
    legalCategory: row.legalCategory ?? null,
    measuredAt: row.measuredAt ?? null,
    ...measuredFigures(row),
    dynoSheet: row.dynoSheet ?? null,
  };
}

type MeasuredFigures = Pick<BuildLogEntry, 'hpBefore' | 'hpAfter' | 'nmBefore' | 'nmAfter' | 'zeroTo100Before' | 'zeroTo100After' | 'kgBefore' | 'kgAfter' | 'dbBefore' | 'dbAfter'>;

/** The figures measured before and after a modification (null where not measured). */
function measuredFigures(row: { [K in keyof MeasuredFigures]?: MeasuredFigures[K] }): MeasuredFigures {
  return {
    hpBefore: row.hpBefore ?? null,
    hpAfter: row.hpAfter ?? null,
    nmBefore: row.nmBefore ?? null,
    nmAfter: row.nmAfter ?? null,
    zeroTo100Before: row.zeroTo100Before ?? null,
    zeroTo100After: row.zeroTo100After ?? null,
    kgBefore: row.kgBefore ?? null,
    kgAfter: row.kgAfter ?? null,
    dbBefore: row.dbBefore ?? null,
    dbAfter: row.dbAfter ?? null,
  };
}

/** What the build maths reads of a stored modification. */
export function buildEntryOf(row: Pick<ModificationRow, keyof BuildLogEntry | 'createdAt'>): BuildLogEntry {
  return {
    id: row.id,
    installedOn: row.installedOn,
    odometerKm: row.odometerKm ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
    cost: row.cost,
    legalCategory: row.legalCategory ?? null,
    ...measuredFigures(row),
  };
}

/** A garage's entered stock figures and its build summary (stock, current, cost), for the detail answer. */
export function presentGarageBuild(row: GarageStockFigures, modifications: ModificationRow[]): GarageStockFigures & { build: BuildSummary } {
  return {
    stockHp: row.stockHp,
    stockNm: row.stockNm,
    stockZeroTo100: row.stockZeroTo100,
    stockKg: row.stockKg,
    stockDb: row.stockDb,
    build: summarizeBuild(enteredStock(row), modifications.map(buildEntryOf)),
  };
}
