/**
 * Running the site: roles, reports, advertising, premium, the invite programme and
 * the help centre — constants shared by the server and the web app (advertising packages, invite
 * states and reward tiers, premium prices, help FAQ categories).
 */

/** Roles. Moderators handle reports and content; admins also users, ads, premium, settings. */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a member may report. */
export const REPORT_TARGET_TYPES = ['garage', 'garage_comment', 'post', 'post_comment', 'topic', 'reply', 'user', 'location_share', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'misleading', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Report states (pending → resolved; or dismissed). */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The action taken when a report is resolved. */
export const REPORT_ACTIONS = ['none', 'hide', 'delete', 'ban'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** Content a moderator may hide/unhide or delete: a subset of REPORT_TARGET_TYPES. */
export const MODERATABLE_TYPES = ['post', 'post_comment', 'topic', 'reply', 'garage_comment'] as const;
export type ModeratableType = (typeof MODERATABLE_TYPES)[number];

/** Advertisement categories. */
export const AD_CATEGORIES = ['dealer', 'service', 'parts', 'insurance', 'finance'] as const;
export type AdCategory = (typeof AD_CATEGORIES)[number];
/** Advertising packages, TL per month (Premium is marked popular). */
export const AD_PACKAGES = [
  { id: 'basic', priceTl: 500, popular: false },
  { id: 'premium', priceTl: 1200, popular: true },
  { id: 'corporate', priceTl: 2500, popular: false },
] as const;
export type AdPackage = (typeof AD_PACKAGES)[number]['id'];
/** Ad requests are answered within 24 hours; phone Monday–Friday 09:00–18:00. */
export const AD_CONTACT_ANSWER_HOURS = 24;

/** Premium plans: free 0 TL; monthly with the first month free; yearly 290 TL, 2 months free (17 % saving). */
export const PREMIUM_PLANS = ['monthly', 'yearly'] as const;
export type PremiumPlan = (typeof PREMIUM_PLANS)[number];
export const PREMIUM_YEARLY_PRICE_TL = 290;
export const PREMIUM_YEARLY_FREE_MONTHS = 2;
export const PREMIUM_YEARLY_SAVING_PERCENT = 17;
/**
 * The monthly price follows from the yearly one (no monthly price is given): the yearly price over
 * the 10 paid months (290 / 10 = 29 TL), which makes the FAQ's 17 % saving true (290 vs 12 × 29 =
 * 348 TL).
 */
export const PREMIUM_MONTHLY_PRICE_TL = PREMIUM_YEARLY_PRICE_TL / (12 - PREMIUM_YEARLY_FREE_MONTHS);
/** The monthly plan's first month is free. */
export const PREMIUM_MONTHLY_FREE_MONTHS = 1;
/** States of a premium request: waiting, granted by an admin, declined by an admin, cancelled by the member. */
export const PREMIUM_REQUEST_STATUSES = ['pending', 'granted', 'declined', 'cancelled'] as const;
export type PremiumRequestStatus = (typeof PREMIUM_REQUEST_STATUSES)[number];
/** limits the server enforces, free and premium. */
export const GARAGE_LIMITS = {
  free: { garages: 3, photosPerGarage: 12 },
  premium: { garages: 20, photosPerGarage: 50 },
} as const;

/** Invite programme: 500 points per completed invite; codes never expire; no limit. */
export const INVITE_POINTS_PER_COMPLETED = 500;
/** Invite states: 'Beklemede', 'Tamamlandı', 'Ödüllendirildi'. */
export const INVITE_STATUSES = ['pending', 'completed', 'rewarded'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
/** Reward tiers by completed invites: Bronze 1–5, Silver 6–15, Gold 16+. */
export const INVITE_TIERS = [
  { id: 'bronze', minInvites: 1, maxInvites: 5 },
  { id: 'silver', minInvites: 6, maxInvites: 15 },
  { id: 'gold', minInvites: 16, maxInvites: null },
] as const;
/** Reward badges: at 1, 5, 10, 25 invited friends, worth 100, 500, 1000, 2500 points. */
export const INVITE_REWARDS = [
  { invites: 1, points: 100 },
  { invites: 5, points: 500 },
  { invites: 10, points: 1000 },
  { invites: 25, points: 2500 },
] as const;

/** Help FAQ categories; 15 questions in all. */
export const HELP_FAQ_CATEGORIES = ['account', 'garage', 'community', 'technical', 'premium'] as const;
export type HelpFaqCategory = (typeof HELP_FAQ_CATEGORIES)[number];
export const HELP_FAQ_COUNT = 15;
/** Longest help search text (characters). */
export const HELP_QUERY_MAX = 200;

/** Site settings keys (Settings). */
export const SITE_SETTING_KEYS = ['registration_open', 'contact_email', 'announcement'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];
