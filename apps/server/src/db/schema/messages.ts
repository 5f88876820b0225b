/**
 * Private messages (drizzle/0016_private_messages.sql): one conversation per pair of members,
 * each member's side of it (inbox order, read state, unread messages, kept in the writer's
 * transaction), the messages, and member blocks.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberRef, createdAtColumn } from './columns.ts';
import { garages } from './garages.ts';
import { images } from './images.ts';

/** A conversation of two members: `member_low_id` < `member_high_id`, unique per pair. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberLowId: memberRef('member_low_id'),
    memberHighId: memberRef('member_high_id'),
    /** Who wrote first (the new members' daily limit counts these). */
    startedBy: memberRef('started_by'),
    /** The garage it is about, shown at its top; set by "Satıcıya Mesaj Gönder". */
    garageId: uuid('garage_id').references(() => garages.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.memberLowId, t.memberHighId),
    index('conversations_high_idx').on(t.memberHighId),
    index('conversations_started_idx').on(t.startedBy, t.createdAt.desc()),
    index('conversations_garage_idx').on(t.garageId).where(sql`${t.garageId} IS NOT NULL`),
    check('conversations_member_order', sql`${t.memberLowId} < ${t.memberHighId}`),
  ],
);

/** One member's side of a conversation: the inbox row. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    /** The other member of the conversation. */
    otherId: memberRef('other_id'),
    /** The conversation's last message time, copied here for the inbox's index order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** Messages of the other member after `last_read_at`. */
    unreadCount: integer('unread_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'conversation_members_pk', columns: [t.conversationId, t.userId] }),
    index('conversation_members_inbox_idx').on(t.userId, t.lastMessageAt.desc(), t.conversationId.desc()),
    index('conversation_members_unread_idx').on(t.userId).where(sql`${t.unreadCount} > 0`),
  ],
);

/** One message: plain text (trimmed, ≤ MESSAGE_BODY_MAX characters) and at most one uploaded image. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: memberRef('sender_id'),
    body: text('body').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    index('messages_image_idx').on(t.imageId).where(sql`${t.imageId} IS NOT NULL`),
    index('messages_sender_idx').on(t.senderId),
  ],
);

/** `blocker_id` blocked `blocked_id`: no messages and no follows either way. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: memberRef('blocker_id'),
    blockedId: memberRef('blocked_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ name: 'user_blocks_pk', columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocker_created_idx').on(t.blockerId, t.createdAt.desc()),
    index('user_blocks_blocked_idx').on(t.blockedId),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
