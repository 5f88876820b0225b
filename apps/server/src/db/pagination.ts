/**
 * Keyset pagination, the one codec every paged list uses. A cursor is an opaque base64url
 * string of a JSON array `[sort?, ...values, id]`: `sort` names the order it was made for (lists
 * with one order have none), each value has a declared kind, and the id is the last row's. A
 * cursor is checked before it reaches SQL; a malformed one, or one made for another order, is
 * {@link InvalidCursorError} — answered 400 VALIDATION_FAILED, field `cursor`: VALUE_INVALID
 * (lib/errors.ts). A page after the cursor is read with one row comparison
 * `(col1, col2, …, id) < (v1, v2, …, id)` (or `>` ascending) that a btree index on the same
 * columns answers by seeking, never by reading the rows before it.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * What a cursor value holds: an exact ISO UTC time (`isoUtc`, microseconds), a calendar day
 * `YYYY-MM-DD`, a safe integer or a boolean.
 */
export type KeyKind = 'time' | 'date' | 'int' | 'bool';
/** What the id holds: a UUID (content) or a member id (text). */
export type IdKind = 'uuid' | 'text';
export type KeyValue = string | number | boolean;

/** A content id. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Exactly what `isoUtc` produces: ISO 8601 UTC with microseconds. */
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Member ids are short tokens (better-auth's, or the seed's and bench's `bench-12`). */
const TEXT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** True when the timestamp names a real instant (no 30 February), so PostgreSQL accepts it. */
const isRealDate = (v: string) => {
  const d = new Date(v);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 19) === v.slice(0, 19);
};

const valid: Record<KeyKind, (v: unknown) => boolean> = {
  time: (v) => typeof v === 'string' && ISO_MICROS.test(v) && isRealDate(v),
  date: (v) => typeof v === 'string' && DAY.test(v) && isRealDate(`${v}T00:00:00.000000Z`),
  int: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  bool: (v) => typeof v === 'boolean',
};

/** A cursor that no list of this server made (or made for another order). The error handler answers it 400. */
export class InvalidCursorError extends Error {
  constructor() {
    super('invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

/** A decoded cursor: the sort values of the last row, then its id. */
export interface Keyset {
  values: KeyValue[];
  id: string;
}

/**
 * Opaque cursor of the last row of a page: base64url of `[sort, ...values, id]`, or of
 * `[...values, id]` when `sort` is null (a list with one order).
 */
export function encodeKeyset(sort: string | null, values: KeyValue[], id: string): string {
  return Buffer.from(JSON.stringify(sort === null ? [...values, id] : [sort, ...values, id])).toString('base64url');
}

/**
 * Decodes {@link encodeKeyset} for `sort` (null: none) with values of `kinds` and an id of
 * `idKind`; null, undefined or empty → null.
 * @throws InvalidCursorError (400 VALIDATION_FAILED, field `cursor`) when it is not base64url JSON
 * of an array that long, was made for another sort, or holds a value or id of the wrong kind.
 */
export function decodeKeyset(raw: string | null | undefined, sort: string | null, kinds: KeyKind[], idKind: IdKind): Keyset | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  const head = sort === null ? 0 : 1;
  if (!Array.isArray(parsed) || parsed.length !== head + kinds.length + 1) throw new InvalidCursorError();
  if (sort !== null && parsed[0] !== sort) throw new InvalidCursorError();
  const values: unknown[] = parsed.slice(head, -1);
  const id: unknown = parsed[parsed.length - 1];
  if (typeof id !== 'string' || !(idKind === 'uuid' ? UUID : TEXT_ID).test(id)) throw new InvalidCursorError();
  if (!kinds.every((kind, i) => valid[kind](values[i]))) throw new InvalidCursorError();
  return { values: values as KeyValue[], id };
}

/** Cursor of a list ordered by (time, id) alone: `[time, id]`, the time as `isoUtc` gives it. */
export const encodeTimeCursor = (time: string, id: string): string => encodeKeyset(null, [time], id);

/**
 * Decodes {@link encodeTimeCursor}; null, undefined or empty → null.
 * @throws InvalidCursorError (400 VALIDATION_FAILED, field `cursor`) when malformed.
 */
export function decodeTimeCursor(raw: string | null | undefined, idKind: IdKind = 'uuid'): { time: string; id: string } | null {
  const cursor = decodeKeyset(raw, null, ['time'], idKind);
  return cursor && { time: cursor.values[0] as string, id: cursor.id };
}

const typed = (kind: KeyKind, v: KeyValue): SQL =>
  kind === 'time' ? sql`${v}::timestamptz` : kind === 'date' ? sql`${v}::date` : kind === 'int' ? sql`${v}::int` : sql`${v}::boolean`;

/**
 * `(columns…, idColumn) < (values…, id)` — or `>` when `ascending` — for a page after a cursor
 * of an order whose columns all run in the same direction.
 */
export function afterKeyset(columns: SQL[], idColumn: SQL, kinds: KeyKind[], idKind: IdKind, cursor: Keyset, ascending = false): SQL {
  const left = sql.join([...columns, idColumn], sql`, `);
  const right = sql.join([...kinds.map((k, i) => typed(k, cursor.values[i]!)), idKind === 'uuid' ? sql`${cursor.id}::uuid` : sql`${cursor.id}`], sql`, `);
  return ascending ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
}

/** Cuts `limit + 1` fetched rows to a page and makes the next cursor from its last item (null on the last page). */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (last: T) => string): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const items = rows.slice(0, limit);
  return { rows: items, nextCursor: cursorOf(items[items.length - 1]!) };
}
