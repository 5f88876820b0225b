/**
 * Moderation columns: content a moderator hid stays in the database (the report
 * and the audit log point at it) but is served to nobody except moderators and its author
 * until it is shown again. Spread into the tables of moderatable content: blog posts and their
 * comments, forum topics and replies, garage comments.
 */
import { text, timestamp } from 'drizzle-orm/pg-core';

/** `hidden_at` (null = visible), who hid it (a user id, kept after that account is gone) and why. */
export function moderationColumns() {
  return {
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by'),
    hiddenReason: text('hidden_reason'),
  };
}
