/**
 * What comments of every kind share (garage comments, blog post comments): the earlier versions
 * their authors replaced by editing, read by moderators.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { blogPostComments } from './blog.ts';
import { createdAtColumn } from './columns.ts';
import { garageComments } from './garages.ts';

/** The text of a garage or post comment before each edit (exactly one target); moderators read them. */
export const commentRevisions = pgTable(
  'comment_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    garageCommentId: uuid('garage_comment_id').references(() => garageComments.id, { onDelete: 'cascade' }),
    postCommentId: uuid('post_comment_id').references(() => blogPostComments.id, { onDelete: 'cascade' }),
    /** Who made the edit that replaced this version. */
    editorId: text('editor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The replaced version's plain text and its sanitised HTML. */
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('comment_revisions_garage_comment_idx').on(t.garageCommentId, t.createdAt.desc()).where(sql`${t.garageCommentId} IS NOT NULL`),
    index('comment_revisions_post_comment_idx').on(t.postCommentId, t.createdAt.desc()).where(sql`${t.postCommentId} IS NOT NULL`),
    check('comment_revisions_one_target', sql`(${t.garageCommentId} IS NULL) <> (${t.postCommentId} IS NULL)`),
  ],
);
