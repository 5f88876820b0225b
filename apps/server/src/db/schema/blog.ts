/**
 * Blog posts, their slugs, likes, favorites and comments. Posts are
 * written by members in rich text; the server stores only sanitised HTML (lib/sanitize-html.ts).
 * Counters on `blog_posts` are facts maintained in the same transaction as the rows they count.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { memberRef, createdAtColumn, dailyViewColumns } from './columns.ts';
import { searchLexemesColumn } from './search-index.ts';
import { images } from './images.ts';
import { moderationColumns } from './moderation.ts';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Current slug, made from the Turkish title (`Şanzıman Ayarı` → `sanziman-ayari`); unique. */
    slug: text('slug').notNull().unique(),
    authorId: memberRef('author_id'),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitised HTML (allow-list), never the client's raw input. */
    bodyHtml: text('body_html').notNull(),
    /** Plain text of the body (tags stripped): reading time, search, assistant retrieval. */
    bodyText: text('body_text').notNull().default(''),
    /** One of BLOG_CATEGORIES (packages/shared): maintenance, modification, guides, tips, reviews. */
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    coverImageId: uuid('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    /** Set by an admin: leads the home page's blog teaser. */
    isFeatured: boolean('is_featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Minutes, from the body's word count (≥ 1). */
    readingMinutes: integer('reading_minutes').notNull().default(1),
    viewsCount: integer('views_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** `foldForSearch(title excerpt tags category author body)`, trigram-indexed. */
    searchText: text('search_text').notNull().default(''),
    /** Words and inner suffixes of `search_text` (GIN-indexed full-text column; db/search-match.ts). */
    searchTsv: searchLexemesColumn(),
    /** `foldForSearch(title)`: what the typeahead matches (lexicon `blog_post_suggest_words`, migration 0029). */
    suggestText: text('suggest_text').notNull().default(''),
    ...moderationColumns(),
    /** The author's last edit of a published post ("düzenlendi"); earlier versions are rows of `blog_post_revisions`. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    index('blog_posts_category_idx').on(t.category, t.status, t.publishedAt.desc(), t.id.desc()),
    index('blog_posts_views_idx').on(t.status, t.viewsCount.desc(), t.id.desc()),
    index('blog_posts_author_idx').on(t.authorId, t.createdAt.desc()),
    index('blog_posts_author_published_idx').on(t.authorId, t.status, t.publishedAt.desc(), t.id.desc()),
    // The orphan sweeper and image deletes look posts up by cover (lib/sweeper.ts); also the FK's `set null`.
    index('blog_posts_cover_idx').on(t.coverImageId),
    index('blog_posts_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('blog_posts_search_tsv_idx').using('gin', t.searchTsv),
    index('blog_posts_body_fts_idx').using('gin', sql`to_tsvector('turkish', ${t.title} || ' ' || ${t.bodyText})`),
    check('blog_posts_counts_non_negative', sql`${t.likesCount} >= 0 AND ${t.viewsCount} >= 0 AND ${t.commentsCount} >= 0`),
  ],
);

/** The title and body a published post had before each of its author's edits (moderators read them). */
export const blogPostRevisions = pgTable(
  'blog_post_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    /** Who made the edit that replaced this version. */
    editorId: text('editor_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('blog_post_revisions_post_idx').on(t.postId, t.createdAt.desc())],
);

/** Earlier slugs of renamed posts: `/blog/{old}` redirects to the current slug. */
export const blogPostSlugs = pgTable('blog_post_slugs', {
  slug: text('slug').primaryKey(),
  postId: uuid('post_id')
    .notNull()
    .references(() => blogPosts.id, { onDelete: 'cascade' }),
  createdAt: createdAtColumn(),
});

/** One like per (member, post). */
export const blogPostLikes = pgTable(
  'blog_post_likes',
  {
    userId: memberRef('user_id'),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('blog_post_likes_post_idx').on(t.postId)],
);

export const blogPostComments = pgTable(
  'blog_post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    /** The plain text of `bodyHtml` (search, reports, excerpts, mentions, e-mails). */
    body: text('body').notNull(),
    /** The comment as shown: rich text as the server's allow-list leaves it (lib/rich-text.ts). */
    bodyHtml: text('body_html').notNull().default(''),
    ...moderationColumns(),
    /** The author's last edit ("düzenlendi"); earlier versions are rows of `comment_revisions`. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('blog_post_comments_post_idx').on(t.postId, t.createdAt.desc(), t.id.desc()),
    index('blog_post_comments_user_idx').on(t.userId),
  ],
);

/** A view counted at most once per visitor per post per day (as garage_views). */
export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    ...dailyViewColumns(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitorKey, t.day] }), index('blog_post_views_day_idx').on(t.day)],
);
