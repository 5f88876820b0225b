/**
 * A member's profile. The username itself lives on `users` (better-auth's username plugin);
 * this row holds the rest, plus a folded search column for the users directory.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { searchLexemesColumn } from './search-index.ts';
import { images } from './images.ts';

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    bio: text('bio'),
    location: text('location'),
    website: text('website'),
    phoneNumber: text('phone_number'),
    avatarImageId: uuid('avatar_image_id').references(() => images.id, { onDelete: 'set null' }),
    /** External http(s) avatar, used when no uploaded avatar is set. */
    avatarUrl: text('avatar_url'),
    /** `foldForSearch(username full_name location bio)`. */
    searchText: text('search_text').notNull().default(''),
    /** Words and inner suffixes of `search_text` (GIN-indexed full-text column; db/search-match.ts). */
    searchTsv: searchLexemesColumn(),
    /** `foldForSearch(fullName username)`: what the typeahead matches (lexicon `profile_suggest_words`, migration 0029). */
    suggestText: text('suggest_text').notNull().default(''),
    /**
     * `usernameSkeleton(username)` (packages/shared text.ts): unique, so no two members' names pass
     * for each other (`ali.can` / `alican`, `v0lkan` / `volkan`). Null only until filled at start.
     */
    usernameSkeleton: text('username_skeleton'),
    /**
     * The address asked for by the last change-email request, until the link sent there is
     * followed (better-auth keeps no record of its own: the request lives in the link's JWT).
     */
    pendingEmail: text('pending_email'),
    /** 'Uzman' on Q&A authors; granted by an admin (Expert). */
    isExpert: boolean('is_expert').notNull().default(false),
    /**
     * Last time the member made a request (refreshed at most once a minute): the forum's
     * online users and the live Q&A's experts online (seen in the last 5 minutes).
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Rows of `follows` with following_id = user_id / follower_id = user_id (same transaction). */
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    /** Rows of `garages` with user_id = user_id, kept by database triggers on insert and delete (migration 0011). */
    garagesCount: integer('garages_count').notNull().default(0),
    /** Premium membership granted by an admin; the 'premium' badge reads it. */
    premiumSince: timestamp('premium_since', { withTimezone: true }),
    /** End of premium granted with an end date; null with `premium_since` = no end. */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** The member's permanent invite code (`/register?ref=CODE`), created on first use. */
    inviteCode: text('invite_code').unique('profiles_invite_code_unique'),
    /** Who may start a conversation with the member: 'everyone', 'following' (members they follow), 'nobody'. */
    messagePolicy: text('message_policy', { enum: ['everyone', 'following', 'nobody'] }).notNull().default('everyone'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_last_seen_idx').on(t.lastSeenAt),
    index('profiles_followers_idx').on(t.followersCount.desc(), t.userId),
    // The users directory's keyset pages (both directions): followers, garages.
    index('profiles_followers_keyset_idx').on(t.followersCount, t.userId),
    index('profiles_garages_keyset_idx').on(t.garagesCount, t.userId),
    index('profiles_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('profiles_search_tsv_idx').using('gin', t.searchTsv),
    uniqueIndex('profiles_username_skeleton_idx').on(t.usernameSkeleton),
    check('profiles_message_policy', sql`${t.messagePolicy} IN ('everyone', 'following', 'nobody')`),
  ],
);
