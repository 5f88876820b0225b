/**
 * The service history of a garage as CSV: UTF-8 with a byte-order mark so Excel
 * opens Turkish characters, Turkish column headers, dates as `YYYY-MM-DD`, km and cost (TL) as
 * whole numbers. Cells a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, CR at the
 * start of a text) get a leading `'` (OWASP "CSV injection").
 */
import { stringify } from 'csv-stringify/sync';
import type { MaintenanceCategory } from '@garaj/shared';
import type { LogRow } from './maintenance.queries.ts';

/** Column headers, in order. */
export const CSV_HEADERS = ['Tarih', 'Bakım', 'Kategori', 'Kilometre', 'Maliyet (TL)', 'Notlar'] as const;

/** Category names in the CSV (the page's Turkish labels). */
export const CATEGORY_LABELS_TR: Record<MaintenanceCategory, string> = {
  oil: 'Yağ',
  tire: 'Lastik',
  filter: 'Filtre',
  brake: 'Fren',
  general: 'Genel',
  other: 'Diğer',
};

/** A text cell that cannot start a formula. */
export function safeCell(text: string | null): string {
  if (!text) return '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The CSV document (BOM + header + one line per log, CRLF as Excel expects). */
export function logsCsv(rows: LogRow[]): string {
  const records = rows.map((row) => [
    row.servicedOn,
    safeCell(row.title),
    CATEGORY_LABELS_TR[row.category as MaintenanceCategory] ?? safeCell(row.category),
    row.odometerKm ?? '',
    row.cost ?? '',
    safeCell(row.notes),
  ]);
  return `\uFEFF${stringify([[...CSV_HEADERS], ...records], { record_delimiter: 'windows' })}`;
}

/** `bakim-gecmisi-<ascii name>-<YYYY-MM-DD>.csv` (ASCII only: safe in every Content-Disposition). */
export function csvFileName(garageName: string, today: string): string {
  const ascii = garageName
    .replace(/ğ/g, 'g').replace(/Ğ/g, 'G').replace(/ü/g, 'u').replace(/Ü/g, 'U').replace(/ş/g, 's').replace(/Ş/g, 'S')
    .replace(/ı/g, 'i').replace(/İ/g, 'I').replace(/ö/g, 'o').replace(/Ö/g, 'O').replace(/ç/g, 'c').replace(/Ç/g, 'C')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return `bakim-gecmisi-${ascii ? `${ascii}-` : ''}${today}.csv`;
}
