/**
 * SQL building blocks of the benchmark's bulk inserts (run.ts, content.ts): vocabularies are
 * sent once as a `values` list and joined to `generate_series` rows by index.
 */
import { sql, type SQL } from 'drizzle-orm';

/** `(values (1, $a, $b), (2, …)) as alias(i, …)` from rows of parameters; `i` counts from 1. */
export function valuesTable(alias: string, columns: string[], rows: (string | number)[][]): SQL {
  const body = sql.join(
    rows.map((row, i) => sql`(${sql.raw(String(i + 1))}, ${sql.join(row.map((v) => sql`${v}`), sql`, `)})`),
    sql`, `,
  );
  return sql`(values ${body}) as ${sql.raw(alias)}(i, ${sql.raw(columns.join(', '))})`;
}

/** `array[$1::text, $2::text, …]`. */
export const textArray = (items: readonly string[]) => sql`array[${sql.join(items.map((v) => sql`${v}::text`), sql`, `)}]`;
