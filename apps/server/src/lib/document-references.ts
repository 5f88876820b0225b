/**
 * Where an attached document is in use — the one definition the orphan sweeper (lib/sweeper.ts)
 * and the documents module share, so no file a page still links to is removed.
 *
 * A document is in use while a row of one of REFERENCES names it. A module that adds another
 * place for documents adds its `(table, column)` here.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The columns that refer to a document (`uuid REFERENCES documents(id) ON DELETE SET NULL`). */
const REFERENCES: readonly { table: string; column: string }[] = [
  { table: 'modifications', column: 'dyno_sheet_id' },
  { table: 'listings', column: 'expert_report_id' },
];

/** SQL condition: the document `id` is referred to by a row of REFERENCES. */
export function documentInUse(id: SQL | AnyPgColumn): SQL {
  if (REFERENCES.length === 0) return sql`false`;
  return sql`(${sql.join(
    REFERENCES.map(({ table, column }) => sql`exists (select 1 from ${sql.raw(table)} ref_d where ref_d.${sql.raw(column)} = ${id})`),
    sql` or `,
  )})`;
}
