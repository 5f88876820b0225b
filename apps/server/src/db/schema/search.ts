/**
 * Site search log (Search: popular-search buttons). Each submitted query is
 * stored folded (`foldForSearch`), so "popular in the last 30 days" is a grouped count.
 */
import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';
import { users } from './auth.ts';

export const searchQueries = pgTable(
  'search_queries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The query folded for search (`foldForSearch`), trimmed, ≤ 100 characters. */
    query: text('query').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('search_queries_created_idx').on(t.createdAt, t.query)],
);
