/**
 * Running the site: reports, the audit log, site settings, advertising (ads, their
 * daily impressions and clicks, advertiser requests), premium requests, the invite programme,
 * the help centre's FAQ and contact messages. Migration 0009 lays the tables; the admin, reports,
 * advertising, premium and invites modules use them.
 *
 * - `audit_log` is append-only: a trigger refuses UPDATE and DELETE (see the migration), and
 *   it keeps no foreign key, so a deleted member's or garage's record stays readable
 *   (`actor_username` and `target_label` are copied at write time).
 * - One open report per (reporter, target): the partial unique index.
 * - An invite is one row per invited account (`invitee_id` unique: one credit per new account;
 *   `CHECK` not oneself); points are stored on the row when it is rewarded.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberRef, createdAtColumn } from './columns.ts';
import { users } from './auth.ts';
import { images } from './images.ts';

/** A member's report of content or of a member (admin samples: report). */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: memberRef('reporter_id'),
    /** REPORT_TARGET_TYPES: garage, garage_comment, post, post_comment, topic, reply, user, location_share. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What the reporter saw (title, excerpt, author), kept for the queue when the target changes or ends. */
    targetSnapshot: jsonb('target_snapshot').notNull().default(sql`'{}'::jsonb`),
    /** REPORT_REASONS. */
    reason: text('reason').notNull(),
    details: text('details'),
    /** 'open' (pending) | 'resolved' | 'dismissed'. */
    status: text('status').notNull().default('open'),
    /** When resolved: 'none' | 'hide' | 'delete' | 'ban'. */
    action: text('action'),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    resolutionNote: text('resolution_note'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('reports_open_unique_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt.desc()),
    index('reports_target_idx').on(t.targetType, t.targetId),
    // A member's message reports: what lets a moderator read that conversation.
    index('reports_reporter_type_idx').on(t.reporterId, t.targetType),
  ],
);

/** Every moderator and admin action (Audit log). Append-only (trigger in 0009). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorUsername: text('actor_username'),
    /** e.g. `user.ban`, `garage.delete`, `post.hide`, `report.resolve`, `settings.update`. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Site settings (Settings): one row per key (`registration_open`, `contact_email`, `announcement`). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An advertisement (Advertisement), managed by admins. */
export const ads = pgTable(
  'ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    company: text('company').notNull(),
    /** AD_CATEGORIES: dealer, service, parts, insurance, finance. */
    category: text('category').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    website: text('website'),
    phone: text('phone'),
    email: text('email'),
    location: text('location'),
    /** 0–5. */
    rating: real('rating'),
    reviewsCount: integer('reviews_count').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    discountText: text('discount_text'),
    validFrom: date('valid_from', { mode: 'string' }),
    /** Last day shown (inclusive); null = no end. Expired ads are never served. */
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ads_category_idx').on(t.category, t.validUntil),
    check('ads_rating_range', sql`${t.rating} IS NULL OR (${t.rating} >= 0 AND ${t.rating} <= 5)`),
  ],
);

/** Impressions and clicks of an ad per calendar day (Europe/Istanbul), shown to admins. */
export const adStatsDaily = pgTable(
  'ad_stats_daily',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] })],
);

/** A 'Reklam Verin' request: stored, mailed to the contact address, listed to admins. */
export const adRequests = pgTable(
  'ad_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** AD_PACKAGES: basic, premium, corporate. */
    package: text('package').notNull(),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    /** 'new' | 'contacted' | 'closed'. */
    status: text('status').notNull().default('new'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('ad_requests_status_created_idx').on(t.status, t.createdAt.desc())],
);

/** A member asking for a premium plan (no payment provider yet). */
export const premiumRequests = pgTable(
  'premium_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberRef('user_id'),
    /** PREMIUM_PLANS: monthly, yearly. */
    plan: text('plan').notNull(),
    /** 'pending' | 'granted' | 'declined'. */
    status: text('status').notNull().default('pending'),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('premium_requests_pending_unique_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('premium_requests_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

/**
 * One invited account ('Beklemede', 'Tamamlandı', 'Ödüllendirildi'): pending at registration with
 * `?ref=`, completed when the new member verifies their e-mail, rewarded when the points are
 * credited.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: memberRef('inviter_id'),
    /** One credit per new account. */
    inviteeId: text('invitee_id')
      .notNull()
      .unique('invites_invitee_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending' | 'completed' | 'rewarded'. */
    status: text('status').notNull().default('pending'),
    /** Points credited (INVITE_POINTS_PER_COMPLETED), set when rewarded. */
    points: integer('points').notNull().default(0),
    createdAt: createdAtColumn(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
  },
  (t) => [
    index('invites_inviter_created_idx').on(t.inviterId, t.createdAt.desc()),
    check('invites_not_self', sql`${t.inviterId} <> ${t.inviteeId}`),
  ],
);

/** The help centre's questions (15 in all), editable by admins. */
export const helpFaqs = pgTable(
  'help_faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** HELP_FAQ_CATEGORIES: account, garage, community, technical, premium. */
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** English texts (null: the Turkish one is shown in English too). */
    questionEn: text('question_en'),
    answerEn: text('answer_en'),
    position: integer('position').notNull().default(0),
    /** `foldForSearch(question answer)`: the help search is Turkish-aware. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_faqs_category_idx').on(t.category, t.position), index('help_faqs_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops'))],
);

/** A message from the help centre's contact form; read in the admin panel. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** 'new' | 'read' | 'answered'. */
    status: text('status').notNull().default('new'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('contact_messages_status_created_idx').on(t.status, t.createdAt.desc())],
);
