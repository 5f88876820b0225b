/**
 * What the fuel page's address says (everything the page shows is in it, so each view is a link
 * that works without JavaScript): `garage`, `year` (the report's), `after` / `costsAfter` (the
 * list pages' cursors), `edit` / `editCost` (the record in the form), `confirm` (a deletion to
 * confirm: `fill-up:<id>` or `cost:<id>`), and the CSV import's outcome (`imported`, `skipped`,
 * `importError`, `importRows`).
 */

/** One problem row of a refused import: the file's line, the column, the error code. */
export interface ImportRowProblem {
  line: number;
  column: string;
  code: string;
}

export interface FuelPageParams {
  garage: string | null;
  year: number | null;
  after: string | null;
  costsAfter: string | null;
  edit: string | null;
  editCost: string | null;
  confirm: { kind: 'fill-up' | 'cost'; id: string } | null;
  imported: { imported: number; skipped: number } | null;
  importError: { code: string; rows: ImportRowProblem[] } | null;
}

/** An id in the address (the API checks it is a real one). */
const ID = /^[\w-]{1,64}$/;
const idOrNull = (value: string | null) => (value && ID.test(value) ? value : null);
const CODE = /^[A-Z_]{2,40}$/;

/** `rows.<line>.<column>` field errors of the API, or the `line:column:code` triples of the redirect. */
export function importProblems(source: Record<string, string> | string | null | undefined): ImportRowProblem[] {
  if (!source) return [];
  const triples =
    typeof source === 'string'
      ? source.split(',').map((triple) => triple.split(':'))
      : Object.entries(source).map(([key, code]) => [...(/^rows\.(\d+)\.(.+)$/.exec(key)?.slice(1) ?? []), code]);
  return triples
    .filter((parts): parts is [string, string, string] => parts.length === 3 && /^\d+$/.test(parts[0]!) && CODE.test(parts[2]!))
    .map(([line, column, code]) => ({ line: Number(line), column: column.slice(0, 40), code }));
}

export function readPageParams(search: URLSearchParams): FuelPageParams {
  const year = Number(search.get('year'));
  const confirm = /^(fill-up|cost):(.+)$/.exec(search.get('confirm') ?? '');
  const imported = search.get('imported');
  const importError = search.get('importError');
  return {
    garage: idOrNull(search.get('garage')),
    year: Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : null,
    after: search.get('after') || null,
    costsAfter: search.get('costsAfter') || null,
    edit: idOrNull(search.get('edit')),
    editCost: idOrNull(search.get('editCost')),
    confirm: confirm && ID.test(confirm[2]!) ? { kind: confirm[1] as 'fill-up' | 'cost', id: confirm[2]! } : null,
    imported: imported !== null && /^\d+$/.test(imported) ? { imported: Number(imported), skipped: Number(search.get('skipped') ?? 0) || 0 } : null,
    importError: importError && CODE.test(importError) ? { code: importError, rows: importProblems(search.get('importRows')) } : null,
  };
}

/** The page's address for a garage (and a report year); other views add their own parameter. */
export function fuelPath(garageId: string | null, extra: Record<string, string | number | null | undefined> = {}): string {
  const params = new URLSearchParams();
  if (garageId) params.set('garage', garageId);
  for (const [name, value] of Object.entries(extra)) if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `/fuel?${search}` : '/fuel';
}
