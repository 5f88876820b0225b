/**
 * Keyset cursors of the lists whose order has more than a time and an id (the blog list, a
 * forum category, the users directory): an opaque base64url string of `[sort, ...values, id]`,
 * where `sort` names the order it was made for and each value has a declared kind, so a cursor
 * is checked before it reaches SQL. A page after the cursor is read with one row comparison
 * `(col1, col2, …, id) < (v1, v2, …, id)` (or `>` ascending) that a btree index on the same
 * columns answers by seeking, never by reading the rows before it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from './errors.ts';

/** What a cursor value holds: an exact ISO UTC time (`isoUtc`), a safe integer or a boolean. */
export type KeyKind = 'time' | 'int' | 'bool';
/** What the id holds: a UUID (content) or a member id (text). */
export type IdKind = 'uuid' | 'text';
export type KeyValue = string | number | boolean;

/** A cursor's content id. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Exactly what `isoUtc` produces: ISO 8601 UTC with microseconds. */
export const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** Member ids are short tokens (better-auth's, or the seed's and bench's `bench-12`). */
const TEXT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** True when the timestamp names a real instant (no 30 February), so PostgreSQL accepts it. */
export const isRealDate = (v: string) => {
  const d = new Date(v);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 19) === v.slice(0, 19);
};

const valid: Record<KeyKind, (v: unknown) => boolean> = {
  time: (v) => typeof v === 'string' && ISO_MICROS.test(v) && isRealDate(v),
  int: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  bool: (v) => typeof v === 'boolean',
};

/** The 400 every malformed cursor gets: VALIDATION_FAILED, field `cursor`: VALUE_INVALID. */
export const invalidCursor = () => badRequest('VALIDATION_FAILED', { cursor: 'VALUE_INVALID' });

/** An opaque cursor: the base64url of a JSON array. */
export const writeCursor = (parts: unknown[]): string => Buffer.from(JSON.stringify(parts)).toString('base64url');

/**
 * The array inside an opaque cursor of `length` parts (checking each part is the caller's).
 * @throws 400 {@link invalidCursor} when it is not base64url JSON of an array that long.
 */
export function readCursor(raw: string, length: number): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== length) throw invalidCursor();
  return parsed as unknown[];
}

/** Opaque cursor of the last row of a page: base64url of `[sort, ...values, id]`. */
export function encodeKeyset(sort: string, values: KeyValue[], id: string): string {
  return writeCursor([sort, ...values, id]);
}

/**
 * Decodes {@link encodeKeyset} for `sort` with values of `kinds`; undefined or empty → null.
 * @throws 400 VALIDATION_FAILED (field `cursor`: VALUE_INVALID) when malformed, of another sort,
 * or a value of the wrong kind.
 */
export function decodeKeyset(raw: string | undefined, sort: string, kinds: KeyKind[], idKind: IdKind): { values: KeyValue[]; id: string } | null {
  if (!raw) return null;
  const parsed = readCursor(raw, kinds.length + 2);
  if (parsed[0] !== sort) throw invalidCursor();
  const values = parsed.slice(1, -1);
  const id = parsed[parsed.length - 1];
  if (typeof id !== 'string' || !(idKind === 'uuid' ? UUID : TEXT_ID).test(id)) throw invalidCursor();
  if (!kinds.every((kind, i) => valid[kind](values[i]))) throw invalidCursor();
  return { values: values as KeyValue[], id };
}

const typed = (kind: KeyKind, v: KeyValue): SQL =>
  kind === 'time' ? sql`${v}::timestamptz` : kind === 'int' ? sql`${v}::int` : sql`${v}::boolean`;

/**
 * `(columns…, idColumn) < (values…, id)` — or `>` when `ascending` — for a page after a cursor
 * of an order whose columns all run in the same direction.
 */
export function afterKeyset(columns: SQL[], idColumn: SQL, kinds: KeyKind[], idKind: IdKind, cursor: { values: KeyValue[]; id: string }, ascending = false): SQL {
  const left = sql.join([...columns, idColumn], sql`, `);
  const right = sql.join([...kinds.map((k, i) => typed(k, cursor.values[i]!)), idKind === 'uuid' ? sql`${cursor.id}::uuid` : sql`${cursor.id}`], sql`, `);
  return ascending ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
}
