/**
 * Account safety state: failed password sign-ins per account, keyed by the
 * normalised e-mail the attempt named (also for addresses that have no account, so the answer
 * does not tell whether one exists). See lib/sign-in-throttle.ts for the policy.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const signInFailures = pgTable('sign_in_failures', {
  /** Lower-cased e-mail address. */
  email: text('email').primaryKey(),
  /** Consecutive failed attempts since the last success or password reset. */
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
});
