/**
 * Site search log (Search: popular-search buttons). Each submitted query is
 * stored folded (`foldForSearch`), so "popular in the last 30 days" is a grouped count.
 */
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const searchQueries = pgTable(
  'search_queries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The query folded for search (`foldForSearch`), trimmed, ≤ 100 characters. */
    query: text('query').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_queries_created_idx').on(t.createdAt, t.query)],
);
