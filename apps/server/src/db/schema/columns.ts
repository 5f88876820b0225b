/**
 * Column builders shared by the schema's tables, so one kind of column is declared one way:
 * a member reference, a creation time, and the day-and-visitor key of the view tables.
 */
import { date, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** A member's id (`users.id`) in column `name`, required; the row goes with the account. */
export const memberRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** `created_at`: when the row was written (timestamptz, set by the database). */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The key of a view counted at most once per visitor per day (docs/product.md, Views): the
 * visitor (`u:<member id>`, or an anonymous visitor's address or cookie key, lib/visitor.ts) and
 * the day (YYYY-MM-DD).
 */
export const dailyViewColumns = () => ({
  visitorKey: text('visitor_key').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
});
