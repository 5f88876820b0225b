/**
 * Row-reading pieces the modules' SQL reads share (garages, blog): a member joined as
 * `users u` + `profiles p` + avatar `images ai` read into `m_*` columns, uploaded images read
 * from `<prefix>_id/_width/_height/_variants` columns, exact ISO timestamps, `and`-joined
 * conditions (keyset pages: db/pagination.ts). Timestamps leave the database as ISO strings
 * (`to_char`), never as driver dates, so PGlite and PostgreSQL answer alike.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type { MemberSummary } from '@garaj/shared';
import { presentImageOrUrl, type StoredImage } from './image-view.ts';

/** A raw result row of `queryRows`. */
export type Raw = Record<string, unknown>;

/** Public facts of a member, as stored. `username` is `users.display_username`. */
export interface MemberRow {
  id: string;
  username: string;
  fullName: string | null;
  avatarImage: StoredImage | null;
  avatarUrl: string | null;
}

/** `to_char` pattern giving exact UTC timestamps: `2025-05-01T10:20:30.123456Z`. */
export const isoUtc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Member columns for a joined `users u` / `profiles p` / `images ai` (prefix `m_`). */
export const MEMBER_COLUMNS = sql.raw(
  `u.id as m_id, u.display_username as m_username, p.full_name as m_full_name, p.avatar_url as m_avatar_url,
   ai.id as m_ai_id, ai.width as m_ai_width, ai.height as m_ai_height, ai.variants as m_ai_variants`,
);
/** The joins {@link MEMBER_COLUMNS} reads from, after `join users u`. */
export const MEMBER_JOINS = sql.raw(`left join profiles p on p.user_id = u.id left join images ai on ai.id = p.avatar_image_id`);

/** A member's public facts as the API shows them (`MemberSummary`): the uploaded avatar, else the external one. */
export function presentMemberRow(row: MemberRow): MemberSummary {
  return { id: row.id, username: row.username, fullName: row.fullName, avatar: presentImageOrUrl(row.avatarImage, row.avatarUrl) };
}

/** An uploaded image read from `<prefix>_id`, `_width`, `_height`, `_variants`; null when none. */
export function imageFrom(row: Raw, prefix: string): StoredImage | null {
  const id = row[`${prefix}_id`];
  if (typeof id !== 'string') return null;
  return {
    id,
    width: Number(row[`${prefix}_width`]),
    height: Number(row[`${prefix}_height`]),
    variants: ((row[`${prefix}_variants`] as number[] | null) ?? []).map(Number),
  };
}

/** Maps the `m_*` columns of {@link MEMBER_COLUMNS}. */
export function memberFrom(row: Raw): MemberRow {
  return {
    id: row.m_id as string,
    username: (row.m_username as string | null) ?? '',
    fullName: (row.m_full_name as string | null) ?? null,
    avatarImage: imageFrom(row, 'm_ai'),
    avatarUrl: (row.m_avatar_url as string | null) ?? null,
  };
}

/** An array parameter of `ids` cast to `uuid[]` or `text[]`, for `column = any(…)` (at least one id). */
export const idArray = (ids: readonly string[], type: 'uuid' | 'text'): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/** The distinct string values of one column of raw rows (nulls left out). */
export const distinctOf = (rows: readonly Raw[], column: string): string[] => [
  ...new Set(rows.map((r) => r[column]).filter((v): v is string => typeof v === 'string')),
];

/**
 * The public facts of the members `ids` (duplicates and nulls ignored) by id, in one statement
 * of three primary-key joins: what a page of rows that names its members needs, read after the
 * page is cut. A missing member is absent from the map.
 */
export async function membersByIds(db: Db, ids: readonly (string | null | undefined)[]): Promise<Map<string, MemberRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (!wanted.length) return new Map();
  const rows = await queryRows<Raw>(
    db,
    sql`select ${MEMBER_COLUMNS} from users u ${MEMBER_JOINS} where u.id = any(${idArray(wanted, 'text')})`,
  );
  return new Map(rows.map((r) => [r.m_id as string, memberFrom(r)]));
}

/** `a and b and …` (or `true` when empty). */
export function allOf(conditions: SQL[]): SQL {
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}
