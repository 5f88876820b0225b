/**
 * The build log of garages ("Stok vs Şimdi", decision 023): the build-log columns of a
 * modification as the reads select them, the dyno sheets they show, the checks of a write, and
 * the build summaries compare reads for several garages at once.
 */
import { sql } from 'drizzle-orm';
import { enteredStock, summarizeBuild, type BuildSummary, type modificationInput } from '@garaj/shared';
import type { z } from 'zod';
import { queryRows, type Db } from '../../db/client.ts';
import { activeMemberRow } from '../../db/visibility.ts';
import { idArray } from '../../lib/member-rows.ts';
import { claimDocument, documentRefs } from '../documents/index.ts';
import type { ModificationRow } from './garages.presenter.ts';
import { buildEntryOf } from './build-log.presenter.ts';

/** A checked modification request (the shared schema's output). */
export type ModificationData = z.output<typeof modificationInput>;

/**
 * The build-log columns of a modification (alias `m`) as `json_build_object` pairs named like
 * `ModificationRow`; appended to the detail read's modification objects.
 */
export const MODIFICATION_BUILD_JSON = `'odometerKm', m.odometer_km, 'doneBy', m.done_by, 'shopName', m.shop_name,
      'legalCategory', m.legal_category, 'measuredAt', m.measured_at,
      'hpBefore', m.hp_before, 'hpAfter', m.hp_after, 'nmBefore', m.nm_before, 'nmAfter', m.nm_after,
      'zeroTo100Before', m.zero_to_100_before, 'zeroTo100After', m.zero_to_100_after,
      'kgBefore', m.kg_before, 'kgAfter', m.kg_after, 'dbBefore', m.db_before, 'dbAfter', m.db_after,
      'dynoSheetId', m.dyno_sheet_id`;

/** The rows with their dyno sheets (`dynoSheet`), read in one query for all of them. */
export async function withDynoSheets<T extends ModificationRow>(db: Db, rows: T[]): Promise<T[]> {
  const refs = await documentRefs(db, rows.map((row) => row.dynoSheetId));
  if (refs.size === 0) return rows;
  return rows.map((row) => ({ ...row, dynoSheet: row.dynoSheetId ? (refs.get(row.dynoSheetId) ?? null) : null }));
}

/**
 * The stored values of a modification request: the shop's name only for `doneBy: 'shop'`,
 * everything else as checked by `modificationInput`.
 */
export function modificationValues<T extends ModificationData>(data: T): T {
  return { ...data, shopName: data.doneBy === 'shop' ? data.shopName : null };
}

/**
 * Checks the dyno sheet a modification request names, inside the write's transaction: it must
 * be a `dyno_sheet` document the member uploaded.
 * @param field the request field named in the error (`dynoSheetId`, `modifications.<i>.dynoSheetId`).
 * @throws 400 DOCUMENT_NOT_FOUND with `fields[field]`.
 */
export async function claimDynoSheet(tx: Db, ownerId: string, dynoSheetId: string | null, field = 'dynoSheetId'): Promise<void> {
  if (dynoSheetId) await claimDocument(tx, ownerId, dynoSheetId, 'dyno_sheet', field);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The build summaries of `garageIds` (stock and current figures, cost, HP per 1,000 TL,
 * legality categories; `summarizeBuild`), by garage id, in ONE query whatever the number of
 * ids. Garages the public may not see — those of a member banned now (db/visibility.ts, the rule
 * of every public garage read) — are left out, as are unknown and malformed ids.
 */
export async function buildSummaries(db: Db, garageIds: string[]): Promise<Map<string, BuildSummary>> {
  const ids = [...new Set(garageIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
  const summaries = new Map<string, BuildSummary>();
  if (ids.length === 0) return summaries;
  const rows = await queryRows<{
    id: string;
    stock_hp: number | null;
    stock_nm: number | null;
    stock_zero_to_100: number | null;
    stock_kg: number | null;
    stock_db: number | null;
    mods: ModificationRow[] | string;
  }>(
    db,
    sql`select g.id, g.stock_hp, g.stock_nm, g.stock_zero_to_100, g.stock_kg, g.stock_db,
        coalesce(json_agg(json_build_object('id', m.id, 'installedOn', m.installed_on, 'createdAt', m.created_at, 'cost', m.cost,
          ${sql.raw(MODIFICATION_BUILD_JSON)})) filter (where m.id is not null), '[]'::json) as mods
      from garages g left join modifications m on m.garage_id = g.id
      where g.id = any(${idArray(ids, 'uuid')}) and ${activeMemberRow('g', 'user_id')}
      group by g.id`,
  );
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  for (const row of rows) {
    const mods = (typeof row.mods === 'string' ? JSON.parse(row.mods) : row.mods) as ModificationRow[];
    const stock = enteredStock({
      stockHp: num(row.stock_hp),
      stockNm: num(row.stock_nm),
      stockZeroTo100: num(row.stock_zero_to_100),
      stockKg: num(row.stock_kg),
      stockDb: num(row.stock_db),
    });
    summaries.set(row.id, summarizeBuild(stock, mods.map(buildEntryOf)));
  }
  return summaries;
}
