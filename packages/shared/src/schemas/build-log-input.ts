/**
 * The request fields of the build log ("Stok vs Şimdi"; types and maths in build-log.ts): the
 * garage's stock figures and a modification's odometer, shop, legality category, figures and
 * dyno sheet. Apart from build-log.ts so a page that only shows a build does not build these
 * schemas (nor read the legality table).
 */
import { z } from 'zod';
import { LEGALITY_CATEGORY_IDS } from '../legality-ids.ts';
import { BUILD_FIGURE_BOUNDS, MAX_ODOMETER_KM, MEASURED_AT, MODIFICATION_DONE_BY, type BuildFigureKind, type ModificationDoneBy } from './build-log.ts';

/**
 * An optional figure within {@link BUILD_FIGURE_BOUNDS}: `''`, null and undefined become null;
 * numeric strings (decimal comma too) are read. Out of bounds, or more decimals than the kind
 * has: `NUMBER_INVALID`.
 */
export const optionalFigure = (kind: BuildFigureKind) => {
  const { min, max, decimals } = BUILD_FIGURE_BOUNDS[kind];
  return z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
      const scaled = n * 10 ** decimals;
      if (!Number.isFinite(n) || n < min || n > max || Math.abs(scaled - Math.round(scaled)) > 1e-6) {
        ctx.addIssue({ code: 'custom', message: 'NUMBER_INVALID' });
        return z.NEVER;
      }
      return Math.round(scaled) / 10 ** decimals;
    });
};

/** An optional member of a fixed list; `''` becomes null; anything else is `VALUE_INVALID`. */
const optionalChoice = <T extends string>(values: readonly T[]) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v, ctx): T | null => {
      if (v === undefined || v === null || v === '') return null;
      if (!(values as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: 'VALUE_INVALID' });
        return z.NEVER;
      }
      return v as T;
    });

/** The stock figure fields of the garage form (`stockHp` …), each optional. */
export const garageStockFields = {
  stockHp: optionalFigure('hp'),
  stockNm: optionalFigure('nm'),
  stockZeroTo100: optionalFigure('zeroTo100'),
  stockKg: optionalFigure('kg'),
  stockDb: optionalFigure('db'),
};

/**
 * The build-log fields of a modification request, each optional: the odometer at installation
 * (km), who fitted it (and the shop's name), its legality category (one of
 * LEGALITY_CATEGORY_IDS), where power and torque were measured, the figures before and after,
 * and a dyno sheet (the id of the member's own `dyno_sheet` document).
 */
export const modificationBuildFields = {
  odometerKm: z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isInteger(n) || n < 0 || n > MAX_ODOMETER_KM) {
        ctx.addIssue({ code: 'custom', message: 'NUMBER_INVALID' });
        return z.NEVER;
      }
      return n;
    }),
  doneBy: optionalChoice(MODIFICATION_DONE_BY),
  shopName: z
    .string()
    .trim()
    .max(80, { message: 'TOO_LONG' })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  legalCategory: optionalChoice(LEGALITY_CATEGORY_IDS as readonly string[]),
  measuredAt: optionalChoice(MEASURED_AT),
  hpBefore: optionalFigure('hp'),
  hpAfter: optionalFigure('hp'),
  nmBefore: optionalFigure('nm'),
  nmAfter: optionalFigure('nm'),
  zeroTo100Before: optionalFigure('zeroTo100'),
  zeroTo100After: optionalFigure('zeroTo100'),
  kgBefore: optionalFigure('kg'),
  kgAfter: optionalFigure('kg'),
  dbBefore: optionalFigure('db'),
  dbAfter: optionalFigure('db'),
  dynoSheetId: z
    .union([z.uuid({ message: 'VALUE_INVALID' }), z.literal(''), z.null()], { message: 'VALUE_INVALID' })
    .optional()
    .transform((v) => (v ? v : null)),
};

/**
 * The rule across the build-log fields: a modification fitted by a shop names the shop
 * (`REQUIRED` on `shopName`). A shop name without `doneBy: 'shop'` is dropped by the server.
 */
export function checkModificationBuild(value: { doneBy: ModificationDoneBy | null; shopName: string | null }, ctx: z.RefinementCtx): void {
  if (value.doneBy === 'shop' && !value.shopName) ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: ['shopName'] });
}
