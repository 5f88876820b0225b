/**
 * A member's rights over their data (drizzle/0017_account_data.sql): the archives they asked for,
 * and the deletion of their account they scheduled.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberRef, createdAtColumn } from './columns.ts';
import { users } from './auth.ts';

/** One archive of a member's data; the ZIP is in the storage under `exports/<id>/` while ready. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberRef('user_id'),
    status: text('status', { enum: ['pending', 'ready', 'failed', 'expired'] }).notNull().default('pending'),
    /** Size of the ZIP (bytes), once ready. */
    bytes: integer('bytes'),
    createdAt: createdAtColumn(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** DATA_EXPORT_VALID_DAYS after `ready_at`; the file is deleted then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('data_exports_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
    index('data_exports_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('data_exports_status', sql`${t.status} IN ('pending', 'ready', 'failed', 'expired')`),
  ],
);

/** A scheduled deletion of an account (one per member); signing in deletes the row. */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    /** Topics and posts others answered stay under "silinmiş üye" (true) or are deleted. */
    keepContributions: boolean('keep_contributions').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('account_deletions_due_idx').on(t.scheduledFor)],
);
