/**
 * Community life (badges, the community hub and its events, competitions, activities, the user
 * profile, the users directory, top members; badge rules and competition limits): the option
 * lists and constants the server and the web app share.
 */

/**
 * Activity types (the type filter lists new_garage, modification, join, garage_update, like,
 * comment, follow, then blog posts, questions and answers). One stored `activities` row per event,
 * written in the transaction of the thing it records; deleting that thing deletes its rows (foreign
 * keys with ON DELETE CASCADE).
 */
export const ACTIVITY_TYPES = [
  'new_garage',
  'garage_update',
  'modification',
  'join',
  'like',
  'comment',
  'follow',
  'blog_post',
  'question',
  'answer',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** The filter order on /activities ('all' first, then these). */
export const ACTIVITY_FILTER_TYPES = ['new_garage', 'modification', 'join', 'garage_update', 'like', 'comment', 'follow', 'blog_post', 'question', 'answer'] as const satisfies readonly ActivityType[];
export const ACTIVITY_PAGE_SIZE = 20;
/** Home activity section: how many recent events it shows. */
export const HOME_ACTIVITY_COUNT = 6;
/** A garage edited again within this window records no second garage_update event (ms). */
export const GARAGE_UPDATE_ACTIVITY_WINDOW_MS = 60 * 60 * 1000;

/**
 * Notification types. `*_garage` / `*_post` name the target kind. E-mail is off by
 * default for every type except `answer` (answers to my questions).
 */
export const NOTIFICATION_TYPES = [
  'garage_like',
  'garage_favorite',
  'garage_comment',
  'post_like',
  'post_favorite',
  'post_comment',
  'follow',
  'answer',
  'answer_accepted',
  'topic_reply',
  'competition_ended',
  'badge_earned',
  'maintenance_due',
  'premium_granted',
  'report_resolved',
  'message',
  'mention',
  'garage_mention',
  'post_mention',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_EMAIL_DEFAULTS: Record<NotificationType, boolean> = {
  garage_like: false,
  garage_favorite: false,
  garage_comment: false,
  post_like: false,
  post_favorite: false,
  post_comment: false,
  follow: false,
  answer: true,
  answer_accepted: false,
  topic_reply: false,
  competition_ended: false,
  badge_earned: false,
  // a due or overdue service is reminded in the app and by e-mail.
  maintenance_due: true,
  // an admin granted (or extended) premium; in the app (e-mail if the member turns it on).
  premium_granted: false,
  // the reporter hears in the app that their report was handled (resolved or dismissed).
  report_resolved: false,
  // a private message: in the header's messages badge, and by e-mail unless turned off.
  message: true,
  // @username in a forum topic or answer: the member hears it, by e-mail too unless turned off.
  mention: true,
  // @username in a garage's or a post's comment: as a forum mention.
  garage_mention: true,
  post_mention: true,
};
/**
 * Push to the member's devices (Web Push, where they turned it on) per type: the same types as
 * e-mail — what asks for a quick answer or action (answers to my questions, mentions, private
 * messages, maintenance reminders) — and off for the rest, which the bell covers.
 */
export const NOTIFICATION_PUSH_DEFAULTS: Record<NotificationType, boolean> = { ...NOTIFICATION_EMAIL_DEFAULTS };
export const NOTIFICATION_PAGE_SIZE = 20;
/**
 * A member's unread notifications are counted up to this many (the bell shows "99+" above 99), so
 * a count costs the same however many are unread.
 */
export const NOTIFICATION_UNREAD_CAP = 100;

/**
 * Badges (the exact rules: docs/badges.md). `threshold` is the progress a badge needs
 * (its maximum progress); progress is computed from stored rows.
 */
export const BADGE_CATEGORIES = ['photo', 'social', 'achievement', 'special'] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];
/** Rarity labels: common 'Yaygın', rare 'Nadir', epic and legendary both 'Efsanevi'. */
export const BADGE_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type BadgeRarity = (typeof BADGE_RARITIES)[number];

export const BADGE_IDS = [
  'first-garage',
  'garage-master',
  'modification-master',
  'photo-master',
  'community-leader',
  'popular',
  'viral',
  'blog-author',
  'speed-enthusiast',
  'rarest-vehicle',
  'best-photo',
  'driver-of-the-year',
  'premium',
  'moderator',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export interface BadgeDefinition {
  id: BadgeId;
  category: BadgeCategory;
  rarity: BadgeRarity;
  /** maxProgress: the count at which the badge is earned (1 for yes/no rules). */
  threshold: number;
}

export const BADGES: readonly BadgeDefinition[] = [
  { id: 'first-garage', category: 'achievement', rarity: 'common', threshold: 1 },
  { id: 'garage-master', category: 'achievement', rarity: 'epic', threshold: 10 },
  { id: 'modification-master', category: 'achievement', rarity: 'rare', threshold: 10 },
  { id: 'photo-master', category: 'photo', rarity: 'rare', threshold: 50 },
  { id: 'community-leader', category: 'social', rarity: 'epic', threshold: 500 },
  { id: 'popular', category: 'social', rarity: 'rare', threshold: 100 },
  { id: 'viral', category: 'social', rarity: 'legendary', threshold: 1000 },
  { id: 'blog-author', category: 'achievement', rarity: 'common', threshold: 5 },
  { id: 'speed-enthusiast', category: 'special', rarity: 'rare', threshold: 200 },
  { id: 'rarest-vehicle', category: 'special', rarity: 'legendary', threshold: 1 },
  { id: 'best-photo', category: 'photo', rarity: 'epic', threshold: 1 },
  { id: 'driver-of-the-year', category: 'special', rarity: 'legendary', threshold: 1 },
  { id: 'premium', category: 'special', rarity: 'epic', threshold: 1 },
  { id: 'moderator', category: 'special', rarity: 'epic', threshold: 1 },
];
/** Avatars show up to 3 badges on the profile, 2 on directory cards. */
export const PROFILE_BADGE_COUNT = 3;
export const DIRECTORY_BADGE_COUNT = 2;

/** Competitions: categories and status. */
export const COMPETITION_CATEGORIES = ['clean', 'stance', 'modification', 'popular'] as const;
export type CompetitionCategory = (typeof COMPETITION_CATEGORIES)[number];
export const COMPETITION_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];
/** Winners stored when a competition ends: the top 3 by votes, ties by the earlier entry. */
export const COMPETITION_WINNER_COUNT = 3;
export const MAX_COMPETITION_PARTICIPANTS = 10_000;
export const MAX_COMPETITION_RULES = 12;

/** Community events (2 shown until 'Tümünü Gör'). */
export const EVENT_CATEGORIES = ['drift', 'jdm', 'classic', 'motorcycle'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const EVENTS_SHOWN_COLLAPSED = 2;
export const FORUM_CATEGORIES_SHOWN_COLLAPSED = 2;
/** Events per page of the upcoming and past lists. */
export const EVENT_PAGE_SIZE = 20;
/** Top members by reputation: levels by rank (Top member: gold, silver, bronze). */
export const MEMBER_LEVELS = ['gold', 'silver', 'bronze'] as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[number];

export const FOLLOW_LIST_PAGE_SIZE = 20;
/** The user profile's Aktivite tab: the last five garages. */
export const PROFILE_ACTIVITY_COUNT = 5;

// The filters, scopes and page sizes below live here, not beside their request schemas, so a
// page that only reads a list does not download the schema library.
/** The type filter: 'all' or one of ACTIVITY_FILTER_TYPES (in that order). */
export const ACTIVITY_FILTERS = ['all', ...ACTIVITY_FILTER_TYPES] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
/** 'all' events, or only those of the members the viewer follows (signed in; 401 otherwise). */
export const ACTIVITY_SCOPES = ['all', 'following'] as const;
export type ActivityScope = (typeof ACTIVITY_SCOPES)[number];
/** Competition list page size (default and the list's cards per page). */
export const COMPETITION_PAGE_SIZE = 9;
/** Entries per page in a competition's gallery. */
export const COMPETITION_ENTRIES_PAGE_SIZE = 24;
