/**
 * queryRowsPrepared: the same rows as queryRows for any values, and on a PostgreSQL server a named
 * statement of the session (the embedded PGlite runs it unnamed).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { queryRows, queryRowsPrepared } from './client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const squares = (from: number, to: number) =>
  sql`select n, n * n as square from generate_series(${from}::int, ${to}::int) n order by n`;

describe('queryRowsPrepared', () => {
  it('answers as queryRows does, run after run with other values', async () => {
    const { db } = t.app.deps;
    for (const [from, to] of [[1, 3], [4, 4], [2, 9], [5, 1], [1, 3], [7, 8], [10, 12]] as const) {
      expect(await queryRowsPrepared(db, squares(from, to))).toEqual(await queryRows(db, squares(from, to)));
    }
  });

  it('is a named statement of its connection on a PostgreSQL server, unnamed on the embedded database', async () => {
    const { db } = t.app.deps;
    const own = sql`select count(*)::int as named from pg_prepared_statements where name like 'q\\_%' and not from_sql and statement like '%own named statement%'`;
    // The text names itself: a statement finds itself among its session's prepared statements.
    const [row] = await queryRowsPrepared<{ named: number }>(db, sql`${own} -- own named statement`);
    expect(row!.named).toBe(t.app.deps.database.kind === 'postgres' ? 1 : 0);
  });
});
