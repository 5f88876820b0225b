/**
 * Community life: follows, the activity feed, notifications, earned badges,
 * competitions (entries, votes, winners) and community events. docs/product.md "Counts are
 * facts": every count is a count of
 * rows held unique by a key; the few stored counters (profiles.followers_count …) are kept in
 * the same transaction as their rows and recomputable from them.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberRef, createdAtColumn } from './columns.ts';
import { users } from './auth.ts';
import { blogPostComments, blogPosts } from './blog.ts';
import { forumReplies, forumTopics } from './forum.ts';
import { garageComments, garages, modifications } from './garages.ts';
import { images } from './images.ts';
import { maintenanceItems } from './tools.ts';

/** One row per (follower, followed); never oneself. Counted on the user profile and in the directory. */
export const follows = pgTable(
  'follows',
  {
    followerId: memberRef('follower_id'),
    followingId: memberRef('following_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index('follows_following_idx').on(t.followingId, t.createdAt.desc()),
    index('follows_follower_created_idx').on(t.followerId, t.createdAt.desc()),
    check('follows_not_self', sql`${t.followerId} <> ${t.followingId}`),
  ],
);

/**
 * The activity feed: one row per thing that
 * happened, written in the same transaction. The target columns cascade, so deleting a garage,
 * post, topic, reply, comment or modification deletes its events. `search_text` is
 * `foldForSearch(actor username + full name + target title)` for the feed's text search.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    actorId: memberRef('actor_id'),
    garageId: uuid('garage_id').references(() => garages.id, { onDelete: 'cascade' }),
    modificationId: uuid('modification_id').references(() => modifications.id, { onDelete: 'cascade' }),
    garageCommentId: uuid('garage_comment_id').references(() => garageComments.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => blogPosts.id, { onDelete: 'cascade' }),
    postCommentId: uuid('post_comment_id').references(() => blogPostComments.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id').references(() => forumTopics.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    /** The member acted upon (follow). */
    subjectUserId: text('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    searchText: text('search_text').notNull().default(''),
    /**
     * Shown to the public while null or past: 'infinity' while what the row is about is hidden or
     * unpublished (or the actor has no username), the ban's end while a member it involves is
     * banned. Kept by the database (triggers, drizzle/0013_activity_visibility.sql) in the transaction of every write
     * that changes it; never written by the application.
     */
    hiddenUntil: timestamp('hidden_until', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('activities_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('activities_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    index('activities_actor_created_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('activities_garage_idx').on(t.garageId),
    index('activities_post_idx').on(t.postId),
    index('activities_topic_idx').on(t.topicId),
    index('activities_reply_idx').on(t.replyId).where(sql`${t.replyId} IS NOT NULL`),
    index('activities_post_comment_idx').on(t.postCommentId).where(sql`${t.postCommentId} IS NOT NULL`),
    index('activities_garage_comment_idx').on(t.garageCommentId).where(sql`${t.garageCommentId} IS NOT NULL`),
    index('activities_subject_idx').on(t.subjectUserId).where(sql`${t.subjectUserId} IS NOT NULL`),
    index('activities_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * In-app notifications. A burst on one target ("3 people liked …") is ONE unread
 * row per (recipient, group_key): the partial unique index below; its actors are the rows of
 * `notification_actors` (the count is theirs). Once read, the next event opens a new row.
 * `email_status`: null (no mail wanted), 'pending' (to send), 'sent', 'failed'.
 * `push_status`: null (no push wanted, or no device), 'pending' (set again whenever the group
 * grows), 'sending', 'sent', 'failed' — modules/push sends it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberRef('user_id'),
    type: text('type').notNull(),
    /** e.g. `garage_like:<garageId>`; one unread row per (user_id, group_key). */
    groupKey: text('group_key').notNull(),
    /** The most recent actor (null for system events: competition ended, badge earned). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    garageId: uuid('garage_id').references(() => garages.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => blogPosts.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id').references(() => forumTopics.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    competitionId: uuid('competition_id').references(() => competitions.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id'),
    /** A maintenance reminder: the item that fell due. */
    maintenanceItemId: uuid('maintenance_item_id').references(() => maintenanceItems.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailStatus: text('email_status'),
    pushStatus: text('push_status'),
    /** How many `notification_actors` rows it has, kept by a trigger (drizzle/0015). */
    actorCount: integer('actor_count').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    uniqueIndex('notifications_unread_group_idx')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} IS NULL`),
    index('notifications_email_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.emailStatus} = 'pending'`),
    index('notifications_push_pending_idx')
      .on(t.userId)
      .where(sql`${t.pushStatus} = 'pending'`),
  ],
);

/** The distinct members behind one grouped notification. */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: memberRef('actor_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.actorId] }),
    index('notification_actors_recent_idx').on(t.notificationId, t.createdAt.desc(), t.actorId),
  ],
);

/**
 * E-mail and push wanted per notification type; no row = NOTIFICATION_EMAIL_DEFAULTS, and
 * `push` null = NOTIFICATION_PUSH_DEFAULTS (the member never chose).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: memberRef('user_id'),
    type: text('type').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** A badge earned, with the date (docs/badges.md). Progress is computed, not stored. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: memberRef('user_id'),
    badgeId: text('badge_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] }), index('user_badges_badge_idx').on(t.badgeId)],
);

/**
 * Competitions, created by admins (Competition). Status comes from the dates
 * (upcoming before `starts_at`, active until `ends_at`, then ended); `finalized_at` is set once,
 * by the end job, in the transaction that stores the winners (`competition_entries.rank`).
 */
export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** English texts (null/empty: the Turkish one is shown in English too). */
    titleEn: text('title_en'),
    descriptionEn: text('description_en'),
    category: text('category').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    maxParticipants: integer('max_participants').notNull(),
    prize: text('prize').notNull().default(''),
    prizeEn: text('prize_en'),
    rules: text('rules').array().notNull().default(sql`'{}'::text[]`),
    /** English rules; null: the Turkish rules are shown in English too. */
    rulesEn: text('rules_en').array(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('competitions_ends_idx').on(t.endsAt),
    index('competitions_starts_idx').on(t.startsAt),
    check('competitions_dates', sql`${t.endsAt} > ${t.startsAt}`),
    check('competitions_max_participants', sql`${t.maxParticipants} > 0`),
  ],
);

/** One entry per member per competition, with one of their own garages. */
export const competitionEntries = pgTable(
  'competition_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    garageId: uuid('garage_id')
      .notNull()
      .references(() => garages.id, { onDelete: 'cascade' }),
    /** 1–3 once the competition is finalized and this entry is among the winners. */
    rank: integer('rank'),
    /** The entry's votes when the winners were stored (null before). */
    finalVotes: integer('final_votes'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('competition_entries_member_idx').on(t.competitionId, t.userId),
    index('competition_entries_competition_idx').on(t.competitionId, t.createdAt),
    index('competition_entries_garage_idx').on(t.garageId),
  ],
);

/** One vote per member per competition, never for one's own entry. */
export const competitionVotes = pgTable(
  'competition_votes',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    voterId: memberRef('voter_id'),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => competitionEntries.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.voterId] }), index('competition_votes_entry_idx').on(t.entryId)],
);

/** Community events, created by admins (Event). */
export const communityEvents = pgTable(
  'community_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** English texts (null: the Turkish one is shown in English too). */
    titleEn: text('title_en'),
    descriptionEn: text('description_en'),
    category: text('category').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Length in minutes (the .ics end time). */
    durationMinutes: integer('duration_minutes').notNull().default(180),
    location: text('location').notNull(),
    /** Where the event takes place on the map (WGS 84 degrees), set by an admin; both or neither. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Null = no limit. */
    capacity: integer('capacity'),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    /** 'Konvoy haritası': participants may share their position during the event's window (decision 027). */
    convoyEnabled: boolean('convoy_enabled').notNull().default(false),
    /** The event end the convoy was last closed for (the end job's once-only claim). */
    convoyClosedEnd: timestamp('convoy_closed_end', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('community_events_starts_idx').on(t.startsAt),
    index('community_events_convoy_idx').on(t.startsAt).where(sql`${t.convoyEnabled}`),
    check('community_events_capacity', sql`${t.capacity} IS NULL OR ${t.capacity} > 0`),
    check(
      'community_events_coordinates',
      sql`(${t.latitude} IS NULL AND ${t.longitude} IS NULL) OR (${t.latitude} IS NOT NULL AND ${t.longitude} IS NOT NULL AND ${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180)`,
    ),
  ],
);

/** One row per (event, member). */
export const communityEventParticipants = pgTable(
  'community_event_participants',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => communityEvents.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('community_event_participants_user_idx').on(t.userId)],
);
