/**
 * Web Push (decision 021): the devices members turned push on for, and the server's VAPID key
 * pair when none is configured.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, memberRef } from './columns.ts';
import { sessions } from './auth.ts';

/**
 * One browser's push subscription, for the member signed in on it: one row per endpoint (a
 * known endpoint subscribed again moves to whoever subscribed it last). It goes with the session
 * it was made in — signing out, or that device being signed out, stops its pushes.
 * `failure_count`: consecutive failed sends; the row is deleted at 5, or at once when the push
 * service answers 404/410 (the browser dropped it).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberRef('user_id'),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The device's P-256 public key and auth secret (base64url) the payload is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    /** The site language of the device when it subscribed ('tr' | 'en'): the pushes' language. */
    language: text('language').notNull().default('tr'),
    createdAt: createdAtColumn(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    failureCount: integer('failure_count').notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_session_idx').on(t.sessionId)],
);

/** The generated VAPID key pair (one row, id 1), used when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are unset. */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [check('push_keys_single_row', sql`${t.id} = 1`)],
);
