/**
 * The fuel log as CSV in LubeLogger's gas-record format, so members can move their history both
 * ways (decision 025).
 *
 * Export — LubeLogger's columns in its order: `Date, Odometer, FuelConsumed, Cost, FuelEconomy,
 * IsFillToFull, MissedFuelUp, Notes, Tags`, then the station as LubeLogger's extra field
 * `extrafield_Station`. Dates ISO (`YYYY-MM-DD`, which LubeLogger reads in any culture),
 * decimals with a point, booleans `True` / `False`, FuelEconomy the consumption of the segment a
 * full fill-up closes (0 otherwise, as LubeLogger writes). UTF-8 with a byte-order mark, CRLF.
 * A text cell starting with `= + - @`, tab or CR gets a leading `'` (no spreadsheet formulas);
 * the import takes it off again.
 *
 * Import — headers matched case-insensitively with LubeLogger's own aliases (`odo`, `liters`,
 * `total cost`, `partial_fuelup`, …; a `Price` per unit when `Cost` is empty); `,` or `;` as
 * the delimiter (Excel in Turkish writes `;`); decimals with `.` or `,`; dates as ISO,
 * `M/D/YYYY` (LubeLogger's default; `D/M/YYYY` when a date of the file has a first part above
 * 12), `D.M.YYYY` or `YYYY/M/D`, a time after the date ignored. Tags are not kept.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { FUEL_IMPORT_MAX_ERRORS, FUEL_IMPORT_MAX_ROWS, fillUpInput, parseDecimal, type FillUpValues } from '@garaj/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { ChainStep } from './fuel.consumption.ts';
import type { FillUpRow } from './fuel.queries.ts';

/** LubeLogger's gas-record CSV columns, in its order. */
export const LUBELOGGER_GAS_HEADERS = ['Date', 'Odometer', 'FuelConsumed', 'Cost', 'FuelEconomy', 'IsFillToFull', 'MissedFuelUp', 'Notes', 'Tags'] as const;
/** The station, as a LubeLogger extra field. */
export const STATION_HEADER = 'extrafield_Station';

/** A text cell that cannot start a formula. */
function safeCell(text: string | null): string {
  if (!text) return '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The CSV document of `rows` (chain order) with their chain steps. */
export function fillUpsCsv(rows: readonly FillUpRow[], steps: readonly ChainStep[]): string {
  const records = rows.map((row, i) => [
    row.filledOn,
    String(row.odometerKm),
    String(Number(row.quantity)),
    (row.totalKurus / 100).toFixed(2),
    String(steps[i]?.consumption ?? 0),
    row.isFull ? 'True' : 'False',
    row.missedPrevious ? 'True' : 'False',
    safeCell(row.notes),
    '',
    safeCell(row.station),
  ]);
  return `\uFEFF${stringify([[...LUBELOGGER_GAS_HEADERS, STATION_HEADER], ...records], { record_delimiter: 'windows' })}`;
}

/** `yakit-kayitlari-<ascii name>-<YYYY-MM-DD>.csv` (ASCII only: safe in every Content-Disposition). */
export function fuelCsvFileName(garageName: string, today: string): string {
  const ascii = garageName
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return `yakit-kayitlari-${ascii ? `${ascii}-` : ''}${today}.csv`;
}

// ── Import ───────────────────────────────────────────────────────────────────────────────

type Field = 'date' | 'odometer' | 'quantity' | 'cost' | 'price' | 'isFull' | 'partial' | 'missed' | 'notes' | 'station';

/** Header aliases (lower case, trimmed) → field; LubeLogger's importer's list plus the station. */
const ALIASES: Record<string, Field> = {
  date: 'date', fuelup_date: 'date',
  odometer: 'odometer', odo: 'odometer',
  fuelconsumed: 'quantity', gallons: 'quantity', liters: 'quantity', litres: 'quantity', consumption: 'quantity', quantity: 'quantity', qty: 'quantity',
  cost: 'cost', 'total cost': 'cost', totalcost: 'cost', 'total price': 'cost',
  price: 'price',
  isfilltofull: 'isFull', 'filled up': 'isFull',
  partial_fuelup: 'partial', 'partial tank': 'partial', partial_fill: 'partial',
  missedfuelup: 'missed', missed_fuelup: 'missed', 'missed fill up': 'missed', missed_fill: 'missed',
  notes: 'notes', note: 'notes',
  extrafield_station: 'station', station: 'station',
};

/** The column a problem is reported under (LubeLogger's names). */
const COLUMN: Record<string, string> = {
  date: 'Date', filledOn: 'Date', odometer: 'Odometer', odometerKm: 'Odometer', quantity: 'FuelConsumed', cost: 'Cost', totalTl: 'Cost', price: 'Cost',
  isFull: 'IsFillToFull', partial: 'IsFillToFull', missed: 'MissedFuelUp', missedPrevious: 'MissedFuelUp', notes: 'Notes', station: STATION_HEADER,
};

const TRUE = new Set(['true', '1', 'full', 'yes', 'evet', 'doğru']);
const FALSE = new Set(['false', '0', 'partial', 'no', 'hayır', 'yanlış']);

/** One data row read from the file: its line number and its values. */
export interface ImportRow {
  line: number;
  values: FillUpValues;
}

/** A problem of one row: the line, the column, the error code. */
export interface RowIssue {
  line: number;
  column: string;
  code: string;
}

/** The refusal of a file with bad rows: 400 CSV_IMPORT_INVALID, fields `rows.<line>.<column>` → code (the first 50). */
export function invalidRows(issues: readonly RowIssue[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues.slice(0, FUEL_IMPORT_MAX_ERRORS)) fields[`rows.${issue.line}.${issue.column}`] ??= issue.code;
  return badRequest('CSV_IMPORT_INVALID', fields);
}

function realDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** A date as LubeLogger (or a spreadsheet) writes it → `YYYY-MM-DD`, or null. */
export function parseCsvDate(raw: string, dayFirst: boolean): string | null {
  const text = raw.trim().split(/[T\s]/)[0] ?? '';
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (m) return realDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return dayFirst ? realDate(Number(m[3]), Number(m[2]), Number(m[1])) : realDate(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (m) return realDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

/** The notes or station cell without the formula guard the export adds. */
const unguard = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * Reads a LubeLogger gas-record CSV into fill-up values, every row checked like the form's
 * input (and not after `today`).
 * @throws 413 CSV_IMPORT_TOO_LARGE beyond 5,000 rows, 400 CSV_COLUMNS_MISSING (fields: the
 * missing columns REQUIRED), 400 CSV_IMPORT_EMPTY, 400 CSV_IMPORT_INVALID (see {@link invalidRows})
 */
export function parseFillUpsCsv(text: string, today: string): ImportRow[] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      to: FUEL_IMPORT_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = typeof error === 'object' && error !== null && 'lines' in error ? Number(error.lines) : 1;
    throw invalidRows([{ line, column: '_', code: 'VALUE_INVALID' }]);
  }
  const [header, ...data] = records;
  if (!header) throw badRequest('CSV_IMPORT_EMPTY');
  if (data.length > FUEL_IMPORT_MAX_ROWS) throw new AppError(413, 'CSV_IMPORT_TOO_LARGE');

  const index = new Map<Field, number>();
  header.record.forEach((name, i) => {
    const field = ALIASES[name.trim().toLowerCase()];
    if (field && !index.has(field)) index.set(field, i);
  });
  const missing: Record<string, string> = {};
  for (const field of ['date', 'odometer', 'quantity'] as const) if (!index.has(field)) missing[COLUMN[field]!] = 'REQUIRED';
  if (!index.has('cost') && !index.has('price')) missing.Cost = 'REQUIRED';
  if (Object.keys(missing).length) throw badRequest('CSV_COLUMNS_MISSING', missing);
  if (!data.length) throw badRequest('CSV_IMPORT_EMPTY');

  const cell = (record: string[], field: Field) => (index.has(field) ? (record[index.get(field)!] ?? '').trim() : '');
  const dateColumn = index.get('date')!;
  const dayFirst = data.some(({ record }) => {
    const m = /^(\d{1,2})\/(\d{1,2})\/\d{4}/.exec((record[dateColumn] ?? '').trim());
    return m !== null && Number(m[1]) > 12;
  });

  const issues: RowIssue[] = [];
  const rows: ImportRow[] = [];
  for (const { record, info } of data) {
    const line = info.lines;
    const rowIssues: RowIssue[] = [];
    const problem = (field: string, code: string) => rowIssues.push({ line, column: COLUMN[field] ?? field, code });

    const rawDate = cell(record, 'date');
    const filledOn = rawDate ? parseCsvDate(rawDate, dayFirst) : null;
    if (!rawDate) problem('date', 'REQUIRED');
    else if (!filledOn) problem('date', 'VALUE_INVALID');
    const number = (field: Field, decimals: number, grouped = false): number | string | null => {
      const raw = cell(record, field);
      if (!raw) return null;
      const value = parseDecimal(raw, decimals, grouped);
      if (value === null) problem(field, 'NUMBER_INVALID');
      return value ?? raw;
    };
    const odometer = number('odometer', 0, true);
    const quantity = number('quantity', 3);
    let total = number('cost', 2);
    if (total === null && cell(record, 'price')) {
      const price = number('price', 3);
      if (typeof price === 'number' && typeof quantity === 'number') total = Math.round(price * quantity * 100) / 100;
    }
    if (odometer === null) problem('odometer', 'REQUIRED');
    if (quantity === null) problem('quantity', 'REQUIRED');
    if (total === null && !cell(record, 'price')) problem('cost', 'REQUIRED');
    const flag = (field: Field, fallback: boolean): boolean => {
      const raw = cell(record, field).toLowerCase();
      if (!raw) return fallback;
      if (TRUE.has(raw)) return true;
      if (FALSE.has(raw)) return false;
      problem(field, 'VALUE_INVALID');
      return fallback;
    };
    const partial = flag('partial', false);
    const isFull = index.has('isFull') && cell(record, 'isFull') ? flag('isFull', true) : !partial;
    const missedPrevious = flag('missed', false);

    if (!rowIssues.length) {
      const parsed = fillUpInput.safeParse({
        filledOn,
        odometerKm: odometer,
        quantity,
        totalTl: total,
        isFull,
        missedPrevious,
        station: unguard(cell(record, 'station')),
        notes: unguard(cell(record, 'notes')),
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problem(String(issue.path[0] ?? '_'), issue.message);
      } else if (parsed.data.filledOn > today) {
        problem('date', 'DATE_IN_FUTURE');
      } else {
        rows.push({ line, values: parsed.data });
      }
    }
    issues.push(...rowIssues);
  }
  if (issues.length) throw invalidRows(issues);
  return rows;
}
