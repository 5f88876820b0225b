/**
 * The costs of keeping a vehicle: fuel log, other cost entries (insurance, tax…) and the yearly
 * report. Money in TL (two decimals; stored as whole kuruş), distances in km, fuel in litres or
 * kWh (an electric garage). Everything is the signed-in owner's only: another member's garage,
 * fill-up or entry answers 404, exactly like a missing one. Only the summary of a garage whose
 * owner turned "show my running costs" on is shown to others ({@link GarageCostSummary}).
 */
import { z } from 'zod';
import { MIN_YEAR, maxYear } from '../constants.ts';
import { optionalText, pageQuery, type Page } from './common.ts';

/** What compare shows of a garage's running costs (only when its owner made them public). */
export interface GarageCostSummary {
  /** The owner shows the summary to everyone; when false every figure below is null. */
  isPublic: boolean;
  /** Fuel plus maintenance (and other cost entries) per km driven over the tracked distance, TL. */
  costPerKmTl: number | null;
  /** Average consumption over full-to-full fill-ups. */
  consumption: { value: number; unit: 'l_per_100km' | 'kwh_per_100km' } | null;
  /** Distance covered by the fuel log, km. */
  trackedKm: number | null;
}

// ── Constants ─────────────────────────────────────────────────────────────────────────────

/** Kinds of cost entries besides fuel and maintenance. */
export const COST_KINDS = ['traffic_insurance', 'kasko', 'tax', 'inspection', 'toll_parking', 'other'] as const;
export type CostKind = (typeof COST_KINDS)[number];
/** Every source of the yearly report, in the order it is shown. */
export const COST_CATEGORIES = ['fuel', 'maintenance', 'modifications', ...COST_KINDS] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];
/** What a fill-up's quantity counts: litres, or kWh for an electric vehicle. */
export type FuelUnit = 'l' | 'kwh';
export type ConsumptionUnit = 'l_per_100km' | 'kwh_per_100km';

/** Fill-ups one garage may hold (409 FUEL_LOG_LIMIT beyond). */
export const FUEL_FILL_UPS_PER_GARAGE_MAX = 10_000;
/** Cost entries one garage may hold (409 COST_ENTRY_LIMIT beyond). */
export const COST_ENTRIES_PER_GARAGE_MAX = 5_000;
/** Largest CSV file the import reads, bytes (1 MB). */
export const FUEL_IMPORT_MAX_BYTES = 1_048_576;
/** Most data rows one CSV import takes. */
export const FUEL_IMPORT_MAX_ROWS = 5_000;
/** Most row problems one refused import lists. */
export const FUEL_IMPORT_MAX_ERRORS = 50;
/** Largest quantity of one fill-up, litres or kWh. */
export const FUEL_QUANTITY_MAX = 2_000;
/** Largest price of one fill-up, TL. */
export const FUEL_TOTAL_MAX_TL = 1_000_000;
/** Largest amount of one cost entry, TL. */
export const COST_AMOUNT_MAX_TL = 10_000_000;
/** Largest odometer reading, km. */
export const FUEL_ODOMETER_MAX = 10_000_000;
export const FUEL_STATION_MAX_LENGTH = 100;
export const FUEL_NOTES_MAX_LENGTH = 500;
export const COST_NOTE_MAX_LENGTH = 500;
/** Rows per page of the fill-up and cost lists. */
export const FUEL_PAGE_SIZE = 20;

/** The unit a garage's fill-ups are counted in, from its fuel type. */
export function fuelUnitOf(fuelType: string | null): FuelUnit {
  return fuelType === 'electric' ? 'kwh' : 'l';
}

/** The consumption unit of a fuel unit. */
export function consumptionUnitOf(unit: FuelUnit): ConsumptionUnit {
  return unit === 'kwh' ? 'kwh_per_100km' : 'l_per_100km';
}

// ── Numbers as people type them ──────────────────────────────────────────────────────────────

/**
 * A decimal typed by a person or written by a spreadsheet, or null when it is not one. Accepts
 * `1234.56`, `1234,56` (Turkish), `1.234,56`, `1,234.56`, spaces and a currency mark (`₺`, `TL`,
 * `$`, `€`, `£`). When both separators appear, the last one is the decimal separator; one that
 * appears several times separates thousands. With `groupedThousands`, a single separator followed
 * by exactly three digits is a thousands separator when `maxDecimals` is under three (`1.250` TL
 * = 1250 TL); without it a single separator is always decimal (a CSV's `45.678`). The result is
 * rounded to `maxDecimals`; negative numbers are refused.
 */
export function parseDecimal(text: string, maxDecimals: number, groupedThousands = false): number | null {
  let s = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^(?:₺|TL|\$|€|£)|(?:₺|TL|\$|€|£)$/gi, '');
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    if (s.indexOf(decimal) !== s.lastIndexOf(decimal)) return null;
    s = s.split(group).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = s.split(sep);
    const tail = parts[parts.length - 1]!;
    const thousands = parts.length > 2 || (groupedThousands && maxDecimals < 3 && tail.length === 3 && parts[0] !== '' && parts[0] !== '0');
    if (thousands && parts.slice(1).every((p) => p.length === 3)) s = parts.join('');
    else if (parts.length === 2) s = parts.join('.');
    else return null;
  }
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(s)) return null;
  const value = Number(s);
  if (!Number.isFinite(value)) return null;
  const factor = 10 ** maxDecimals;
  return Math.round(value * factor) / factor;
}

/** TL → whole kuruş (rounded half away from zero). */
export const kurusOf = (tl: number): number => Math.round(tl * 100);
/** Whole kuruş → TL with two decimals. */
export const tlOf = (kurus: number): number => Math.round(kurus) / 100;

/**
 * A decimal field within [min, max]: a number, or a string read by {@link parseDecimal}
 * (`groupedThousands` for money typed in a form). `''`, null and undefined are REQUIRED.
 */
const decimalField = (min: number, max: number, maxDecimals: number, groupedThousands: boolean, above = false) =>
  z.union([z.number(), z.string(), z.null()], { message: 'NUMBER_INVALID' }).optional().transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: 'REQUIRED' });
      return z.NEVER;
    }
    const n = typeof v === 'number' ? Math.round(v * 10 ** maxDecimals) / 10 ** maxDecimals : parseDecimal(v, maxDecimals, groupedThousands);
    if (n === null || !Number.isFinite(n) || n < min || n > max || (above && n <= min)) {
      ctx.addIssue({ code: 'custom', message: 'NUMBER_INVALID' });
      return z.NEVER;
    }
    return n;
  });

/** A required whole number within [min, max]: a number, or digits with optional thousands separators (`12.500` = 12500). */
const requiredInt = (min: number, max: number) =>
  z.union([z.number(), z.string(), z.null()], { message: 'NUMBER_INVALID' }).optional().transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: 'REQUIRED' });
      return z.NEVER;
    }
    const t = typeof v === 'number' ? '' : v.replace(/[\s\u00a0]/g, '');
    const n = typeof v === 'number' ? v : /^\d{1,3}([.,]\d{3})+$/.test(t) ? Number(t.replace(/[.,]/g, '')) : /^\d+$/.test(t) ? Number(t) : Number.NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: 'NUMBER_INVALID' });
      return z.NEVER;
    }
    return n;
  });

/** A required calendar date `YYYY-MM-DD` from 1900 to next year (after today: the server's check). */
const requiredDate = () =>
  z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).pipe(z.iso.date({ message: 'VALUE_INVALID' })).refine(
    (v) => Number(v.slice(0, 4)) >= MIN_YEAR && Number(v.slice(0, 4)) <= maxYear(),
    { message: 'DATE_OUT_OF_RANGE' },
  );

/** A checkbox or a JSON boolean: `true`, `'on'`, `'true'`, `'1'` are true. */
const flag = (fallback: boolean) =>
  z.union([z.boolean(), z.string(), z.null()]).optional().transform((v) => {
    if (v === undefined || v === null) return fallback;
    if (typeof v === 'boolean') return v;
    return ['on', 'true', '1'].includes(v.trim().toLowerCase());
  });

// ── Requests ─────────────────────────────────────────────────────────────────────────────

/**
 * `POST /api/fuel/garages/:id/fill-ups`, `PUT /api/fuel/fill-ups/:id`: one fill-up. `quantity`
 * in litres (kWh for an electric garage), above 0, three decimals; `totalTl` the price paid
 * (0 to 1,000,000 TL, two decimals; stored as kuruş). `isFull` (default true): the tank was
 * filled to the brim; `missedPrevious`: a fill-up before this one was not recorded, so the
 * distance since the last record holds fuel nobody logged. Server rules: `filledOn` not after
 * today (DATE_IN_FUTURE); the odometer fits the date order of the garage's other fill-ups
 * (FUEL_ODOMETER_ORDER).
 */
export const fillUpInput = z.object({
  filledOn: requiredDate(),
  odometerKm: requiredInt(0, FUEL_ODOMETER_MAX),
  quantity: decimalField(0, FUEL_QUANTITY_MAX, 3, false, true),
  totalTl: decimalField(0, FUEL_TOTAL_MAX_TL, 2, true),
  isFull: flag(true),
  missedPrevious: flag(false),
  station: optionalText(FUEL_STATION_MAX_LENGTH),
  notes: optionalText(FUEL_NOTES_MAX_LENGTH),
});
export type FillUpInput = z.input<typeof fillUpInput>;
export type FillUpValues = z.output<typeof fillUpInput>;

/** `POST /api/fuel/garages/:id/costs`, `PUT /api/fuel/costs/:id`: one cost entry (amount above 0 TL). */
export const costEntryInput = z.object({
  kind: z.enum(COST_KINDS, { message: 'VALUE_INVALID' }),
  spentOn: requiredDate(),
  amountTl: decimalField(0, COST_AMOUNT_MAX_TL, 2, true, true),
  note: optionalText(COST_NOTE_MAX_LENGTH),
});
export type CostEntryInput = z.input<typeof costEntryInput>;
export type CostEntryValues = z.output<typeof costEntryInput>;

/** `PUT /api/fuel/garages/:id/settings`: whether compare may show the garage's cost summary. */
export const costSettingsInput = z.object({ showCosts: flag(false) });
export type CostSettingsInput = z.input<typeof costSettingsInput>;

/** `GET /api/fuel?garageId=`: the member's garages and one garage's summary (the first when none is named). */
export const fuelOverviewQuery = z.object({ garageId: z.uuid({ message: 'VALUE_INVALID' }).optional() });

/** `GET /api/fuel/garages/:id/report?year=` (default: this year in Europe/Istanbul). */
export const costReportQuery = z.object({
  year: z.coerce.number({ message: 'YEAR_OUT_OF_RANGE' }).int({ message: 'YEAR_OUT_OF_RANGE' }).min(MIN_YEAR, { message: 'YEAR_OUT_OF_RANGE' }).max(2100, { message: 'YEAR_OUT_OF_RANGE' }).optional(),
});

/** `GET …/fill-ups` and `…/costs`: keyset pages, newest first. */
export const fuelPageQuery = pageQuery;

// ── Answers ──────────────────────────────────────────────────────────────────────────────

/** One of the member's garages as the fuel log sees it. */
export interface FuelGarage {
  id: string;
  name: string;
  carBrand: string;
  carModel: string;
  carYear: number | null;
  vehicleType: 'car' | 'motorcycle';
  fuelType: string | null;
  unit: FuelUnit;
  /** The cost summary is shown to others (compare); off by default. */
  showCosts: boolean;
}

/** One fill-up with what the log computes for it. */
export interface FillUp {
  id: string;
  garageId: string;
  /** `YYYY-MM-DD`. */
  filledOn: string;
  odometerKm: number;
  /** Litres, or kWh (three decimals). */
  quantity: number;
  totalTl: number;
  /** `totalTl / quantity`, TL per litre (or kWh), two decimals; null for a zero quantity. */
  unitPriceTl: number | null;
  isFull: boolean;
  missedPrevious: boolean;
  station: string | null;
  notes: string | null;
  /** km since the fill-up before (in date order); null for the first one. */
  distanceKm: number | null;
  /** L (or kWh) per 100 km of the full-to-full segment this full fill-up closes; null otherwise. */
  consumption: number | null;
  createdAt: string;
  updatedAt: string;
}
export type FillUpPage = Page<FillUp>;

/** One cost entry (insurance, tax, inspection, tolls…). */
export interface CostEntry {
  id: string;
  garageId: string;
  kind: CostKind;
  /** `YYYY-MM-DD`. */
  spentOn: string;
  amountTl: number;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}
export type CostEntryPage = Page<CostEntry>;

/** The summary cards of one garage (the owner's view; all figures over the whole log). */
export interface FuelSummary {
  unit: FuelUnit;
  consumptionUnit: ConsumptionUnit;
  /** Fuel of closed full-to-full segments per 100 km of their distance; null without one. */
  averageConsumption: number | null;
  /** Fuel (after the first fill-up), maintenance and other cost entries within the log's dates, per km of it. */
  costPerKmTl: number | null;
  /** Last odometer − first odometer of the log, km; null with fewer than two fill-ups. */
  trackedKm: number | null;
  fillUps: number;
  /** Everything spent this year (Europe/Istanbul) from every source, TL. */
  thisYearTotalTl: number;
  /** The latest fill-up, for the form's defaults. */
  last: { filledOn: string; odometerKm: number } | null;
}

/** `GET /api/fuel?garageId=`. */
export interface FuelOverview {
  /** `YYYY-MM-DD`, Europe/Istanbul. */
  today: string;
  /** The member's garages, oldest first. */
  garages: FuelGarage[];
  /** The chosen garage (the named one, else the first), null when the member has none. */
  garage: FuelGarage | null;
  summary: FuelSummary | null;
}

/** One month of the yearly report. */
export interface CostReportMonth {
  /** 1–12. */
  month: number;
  amounts: Record<CostCategory, number>;
  totalTl: number;
  /** Litres (or kWh) bought this month. */
  fuelQuantity: number;
  /** Consumption of the full-to-full segments closed this month; null without one. */
  consumption: number | null;
}

/** `GET /api/fuel/garages/:id/report?year=`: what keeping the vehicle cost in one year. */
export interface CostReport {
  garageId: string;
  year: number;
  unit: FuelUnit;
  consumptionUnit: ConsumptionUnit;
  /** Twelve months, January first. */
  months: CostReportMonth[];
  amounts: Record<CostCategory, number>;
  totalTl: number;
  fuelQuantity: number;
  averageConsumption: number | null;
  /** Highest odometer of the year's fill-ups − the last reading before the year (else the year's first), km. */
  kmDriven: number | null;
  /** Every source over `kmDriven`, TL/km. */
  costPerKmTl: number | null;
  /** Without modifications (the running costs) over `kmDriven`, TL/km. */
  runningCostPerKmTl: number | null;
  /** Years with any record, newest first, always with this year. */
  years: number[];
}

/** `POST /api/fuel/garages/:id/fill-ups/import` (JSON answer). */
export interface FuelImportResult {
  imported: number;
  /** Rows identical to a stored fill-up (date, odometer, quantity, price), left out. */
  skipped: number;
}
