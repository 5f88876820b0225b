/**
 * Q&A and forum, one discussion model (docs/decisions/006-discussion-model.md): categories →
 * topics → replies. A topic of kind `question` has an asker who may accept one reply ('En İyi
 * Cevap'); a question's status is open, answered or closed. Counters are maintained in the same
 * transaction as the rows they count; votes are one row per (member, target).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { memberRef, createdAtColumn, dailyViewColumns } from './columns.ts';
import { users } from './auth.ts';
import { searchLexemesColumn } from './search-index.ts';
import { moderationColumns } from './moderation.ts';

/** Stored, admin-managed categories; `id` is the address word (`/forum/engine`). */
export const forumCategories = pgTable('forum_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  description: text('description').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  /** A lucide icon name. */
  icon: text('icon').notNull().default('message-square'),
  /** Shown as a chip of the live Q&A (the Q&A categories, QA_CATEGORY_IDS). */
  isQa: boolean('is_qa').notNull().default(false),
  position: integer('position').notNull().default(0),
  topicsCount: integer('topics_count').notNull().default(0),
  /** Replies in all its topics. */
  repliesCount: integer('replies_count').notNull().default(0),
  /** The newest topic or reply in it (as Discourse's latest_post): kept by every write. */
  lastPostAt: timestamp('last_post_at', { withTimezone: true }),
  lastPostTopicId: uuid('last_post_topic_id').references((): AnyPgColumn => forumTopics.id, { onDelete: 'set null' }),
  lastPostUserId: text('last_post_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

export const forumTopics = pgTable(
  'forum_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: text('category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'restrict' }),
    authorId: memberRef('author_id'),
    kind: text('kind', { enum: ['question', 'discussion'] }).notNull().default('question'),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isUrgent: boolean('is_urgent').notNull().default(false),
    /** open 'Açık' / answered 'Cevaplandı' (an answer accepted) / closed 'Kapalı'. */
    status: text('status', { enum: ['open', 'answered', 'closed'] }).notNull().default('open'),
    isPinned: boolean('is_pinned').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    acceptedReplyId: uuid('accepted_reply_id').references((): AnyPgColumn => forumReplies.id, { onDelete: 'set null' }),
    viewsCount: integer('views_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    /** Sum of votes (+1/−1). */
    score: integer('score').notNull().default(0),
    /** Up votes only: the cards' "likes". */
    upvotesCount: integer('upvotes_count').notNull().default(0),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    lastReplyUserId: text('last_reply_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `foldForSearch(title tags body)`, trigram-indexed. */
    searchText: text('search_text').notNull().default(''),
    /** Words and inner suffixes of `search_text` (GIN-indexed full-text column; db/search-match.ts). */
    searchTsv: searchLexemesColumn(),
    /** `foldForSearch(title)`: what the typeahead matches (lexicon `forum_topic_suggest_words`, migration 0029). */
    suggestText: text('suggest_text').notNull().default(''),
    ...moderationColumns(),
    /** The author's last edit (the "düzenlendi" mark); earlier versions are in forum_revisions. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_topics_category_idx').on(t.categoryId, t.isPinned.desc(), t.createdAt.desc(), t.id.desc()),
    index('forum_topics_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('forum_topics_author_idx').on(t.authorId, t.createdAt.desc()),
    index('forum_topics_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('forum_topics_search_tsv_idx').using('gin', t.searchTsv),
    // The `active` sort (last reply, else creation) and the accepted-answer look-ups (reputation, FK set null).
    index('forum_topics_activity_idx').on(sql`coalesce(${t.lastReplyAt}, ${t.createdAt}) desc`, t.id.desc()),
    index('forum_topics_accepted_reply_idx').on(t.acceptedReplyId),
    // A category's `active` sort, pinned first.
    index('forum_topics_category_activity_idx').on(t.categoryId, t.isPinned.desc(), sql`coalesce(${t.lastReplyAt}, ${t.createdAt}) desc`, t.id.desc()),
    check('forum_topics_counts_non_negative', sql`${t.viewsCount} >= 0 AND ${t.repliesCount} >= 0 AND ${t.upvotesCount} >= 0`),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references((): AnyPgColumn => forumTopics.id, { onDelete: 'cascade' }),
    authorId: memberRef('author_id'),
    /** Sanitised HTML. */
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull().default(''),
    score: integer('score').notNull().default(0),
    /** Up votes only. */
    upvotesCount: integer('upvotes_count').notNull().default(0),
    ...moderationColumns(),
    /** The author's last edit; earlier versions are in forum_revisions. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_replies_topic_idx').on(t.topicId, t.createdAt, t.id),
    index('forum_replies_author_idx').on(t.authorId, t.createdAt.desc()),
    index('forum_replies_body_fts_idx').using('gin', sql`to_tsvector('turkish', ${t.bodyText})`),
  ],
);

/** One vote per (member, topic): +1 or −1, changeable; never on one's own topic. */
export const forumTopicVotes = pgTable(
  'forum_topic_votes',
  {
    userId: memberRef('user_id'),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId] }),
    index('forum_topic_votes_topic_idx').on(t.topicId),
    check('forum_topic_votes_value', sql`${t.value} IN (-1, 1)`),
  ],
);

/** One vote per (member, reply): +1 or −1, changeable; never on one's own reply. */
export const forumReplyVotes = pgTable(
  'forum_reply_votes',
  {
    userId: memberRef('user_id'),
    replyId: uuid('reply_id')
      .notNull()
      .references(() => forumReplies.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.replyId] }),
    index('forum_reply_votes_reply_idx').on(t.replyId),
    check('forum_reply_votes_value', sql`${t.value} IN (-1, 1)`),
  ],
);

/** A view counted at most once per visitor per topic per day (as garage_views). */
export const forumTopicViews = pgTable(
  'forum_topic_views',
  {
    topicId: uuid('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    ...dailyViewColumns(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.visitorKey, t.day] }), index('forum_topic_views_day_idx').on(t.day)],
);

/**
 * A member's forum standing, kept in the same transaction as the rows it counts:
 * `reputation` = 10 × up votes − 2 × down votes received on their topics and replies + 15 × their
 * replies accepted as the best answer (REPUTATION_POINTS; docs/decisions/006-discussion-model.md);
 * `posts_count` = topics + replies written. A row appears with the member's first post or vote received.
 */
export const forumMembers = pgTable(
  'forum_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reputation: integer('reputation').notNull().default(0),
    postsCount: integer('posts_count').notNull().default(0),
  },
  (t) => [index('forum_members_reputation_idx').on(t.reputation.desc(), t.userId)],
);

/** Who wrote in a category (members count of the category banner): one row per (category, member) with posts. */
export const forumCategoryMembers = pgTable(
  'forum_category_members',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    postsCount: integer('posts_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.userId] }), index('forum_category_members_user_idx').on(t.userId)],
);

/** The version of a topic (title and body) or an answer (body) before each edit; moderators read them. */
export const forumRevisions = pgTable(
  'forum_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id').references(() => forumTopics.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    /** Who made the edit that replaced this version. */
    editorId: text('editor_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title'),
    bodyHtml: text('body_html').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('forum_revisions_topic_idx').on(t.topicId, t.createdAt.desc()).where(sql`${t.topicId} IS NOT NULL`),
    index('forum_revisions_reply_idx').on(t.replyId, t.createdAt.desc()).where(sql`${t.replyId} IS NOT NULL`),
    check('forum_revisions_one_target', sql`(${t.topicId} IS NULL) <> (${t.replyId} IS NULL)`),
  ],
);
