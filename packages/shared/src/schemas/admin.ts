/**
 * The admin panel's server contract (bans, roles): dashboard, users (role, ban, sessions), garages
 * (delete, feature), site settings, the audit log. Inputs are zod schemas shared by the server
 * (`modules/admin`) and the web app (`features/admin`); responses are zod schemas too (the server
 * serialises with them) with their inferred types. Dates are ISO 8601 strings (instants) or
 * `YYYY-MM-DD` (calendar days, Europe/Istanbul). Every admin list is an offset page `{ items, page,
 * pageSize, total }` (as `AdRequestPage`), newest first unless stated.
 *
 * Ban, premium and report endpoints of other areas: premium → schemas of `premium`,
 * reports → `reports`. The expert flag endpoint is the forum module's.
 */
import { z } from 'zod';
import { ROLES } from '../admin.ts';
import { optionalText, requiredText } from './common.ts';

/** Rows per admin list page. */
export const ADMIN_PAGE_SIZE = 20;
/** Days in the dashboard's series (today included). */
export const ADMIN_SERIES_DAYS = 30;
/** Longest announcement banner text (characters). */
export const ANNOUNCEMENT_MAX = 280;
/** Longest ban / delete reason (characters). */
export const ADMIN_REASON_MAX = 500;
export const ANNOUNCEMENT_TONES = ['info', 'warning'] as const;
export type AnnouncementTone = (typeof ANNOUNCEMENT_TONES)[number];
export const ADMIN_USER_STATUSES = ['active', 'banned'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

const page = z.coerce
  .number({ message: 'VALUE_INVALID' })
  .int({ message: 'VALUE_INVALID' })
  .min(1, { message: 'VALUE_INVALID' })
  .max(10_000, { message: 'VALUE_INVALID' })
  .default(1);
/** Optional search text; `''` means none. */
const searchText = z
  .string()
  .trim()
  .max(100, { message: 'TOO_LONG' })
  .optional()
  .transform((v) => (v ? v : undefined));
/** An optional enum query value; `''` means none. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values, { message: 'VALUE_INVALID' })], { message: 'VALUE_INVALID' })
    .optional()
    .transform((v) => (v ? (v) : undefined));
const isoDay = z.iso.date({ message: 'VALUE_INVALID' });
const optionalIsoDay = z
  .union([z.literal(''), isoDay], { message: 'VALUE_INVALID' })
  .optional()
  .transform((v) => (v ? v : undefined));
const instant = z.string();
const count = z.number().int().min(0);

/** An offset page of `item`: `{ items, page, pageSize, total }`. */
export const offsetPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int().min(1), pageSize: z.number().int().min(1), total: count });

// ─── Dashboard ────────────────────────────────────────────────────────────────

/** One Europe/Istanbul day of the dashboard's series; every day of the window is present (0s too). */
export const adminDaySchema = z.object({
  day: isoDay,
  signUps: count,
  garages: count,
  posts: count,
  topics: count,
  replies: count,
});
export type AdminDay = z.infer<typeof adminDaySchema>;

/**
 * `GET /api/admin/dashboard`: totals counted from stored rows, and `series` — the last
 * ADMIN_SERIES_DAYS days, oldest first, today (Europe/Istanbul) last.
 * `questions` = forum topics; `activeShares` = live location shares not expired;
 * `onlineNow` = members seen in the last 5 minutes (as the stats module).
 */
export const adminDashboardSchema = z.object({
  members: count,
  garages: count,
  photos: count,
  posts: count,
  questions: count,
  activeShares: count,
  openReports: count,
  onlineNow: count,
  series: z.array(adminDaySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ─── Users ────────────────────────────────────────────────────────────────────

/** `GET /api/admin/users?q=&role=&status=&page=`: `q` matches username or e-mail (partial, case-insensitive). */
export const adminUserListQuery = z.object({
  q: searchText,
  role: optionalEnum(ROLES),
  status: optionalEnum(ADMIN_USER_STATUSES),
  page,
});
export type AdminUserListQuery = z.input<typeof adminUserListQuery>;

/** A member as the users tab lists them. `banned` is true only for a ban in force (no end, or end in the future). */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(ROLES),
  isExpert: z.boolean(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  /** End of the ban (instant); null = no end (or not banned). */
  banExpires: instant.nullable(),
  premiumUntil: instant.nullable(),
  createdAt: instant,
  /** Latest session activity; null if never signed in or no session left. */
  lastSeenAt: instant.nullable(),
  garageCount: count,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = offsetPage(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** `PATCH /api/admin/users/:id/role` body. Not on oneself (409 `ADMIN_SELF_ACTION`). */
export const adminRoleInput = z.object({ role: z.enum(ROLES, { message: 'VALUE_INVALID' }) });
export type AdminRoleInput = z.input<typeof adminRoleInput>;

/**
 * `POST /api/admin/users/:id/ban` body: a reason (required) and an optional last day
 * `until` (`YYYY-MM-DD`, Europe/Istanbul, inclusive: the ban ends at the end of that day;
 * must not be in the past → `VALUE_INVALID`). Absent/empty = no end.
 */
export const adminBanInput = z.object({
  reason: requiredText(ADMIN_REASON_MAX),
  until: optionalIsoDay.nullable().transform((v) => v ?? null),
});
export type AdminBanInput = z.input<typeof adminBanInput>;

/** Answer of role, ban, unban and sessions-revoke: the member as the list shows them now. */
export const adminUserResultSchema = adminUserSchema;

/** `DELETE /api/admin/users/:id/sessions` answer: how many sessions were ended. */
export const adminSessionsRevokedSchema = z.object({ revoked: count });
export type AdminSessionsRevoked = z.infer<typeof adminSessionsRevokedSchema>;

// ─── Garages ──────────────────────────────────────────────────────────────────

/** `GET /api/admin/garages?q=&featured=&page=`: `q` matches title, brand, model or owner's username; `featured` 'true'|'false'. */
export const adminGarageListQuery = z.object({
  q: searchText,
  featured: z
    .union([z.literal(''), z.literal('true'), z.literal('false')], { message: 'VALUE_INVALID' })
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
  page,
});
export type AdminGarageListQuery = z.input<typeof adminGarageListQuery>;

export const adminGarageSchema = z.object({
  id: z.string(),
  title: z.string(),
  carBrand: z.string(),
  carModel: z.string(),
  owner: z.object({ id: z.string(), username: z.string() }),
  featured: z.boolean(),
  views: count,
  likes: count,
  photos: count,
  createdAt: instant,
});
export type AdminGarage = z.infer<typeof adminGarageSchema>;
export const adminGaragePageSchema = offsetPage(adminGarageSchema);
export type AdminGaragePage = z.infer<typeof adminGaragePageSchema>;

/** `DELETE /api/admin/garages/:id` body: why (required, kept in the audit log). Answer 204. */
export const adminGarageDeleteInput = z.object({ reason: requiredText(ADMIN_REASON_MAX) });
export type AdminGarageDeleteInput = z.input<typeof adminGarageDeleteInput>;

/** `PUT|DELETE /api/admin/garages/:id/featured` answer: the garage as listed. */
export const adminGarageResultSchema = adminGarageSchema;

// ─── Site settings ────────────────────────────────────────────────────────────

/**
 * The announcement banner shown site-wide while `active`. `textEn`: its English text, optional
 * (blank = null; English readers then see the Turkish text).
 */
export const announcementSchema = z.object({
  text: requiredText(ANNOUNCEMENT_MAX),
  textEn: optionalText(ANNOUNCEMENT_MAX),
  tone: z.enum(ANNOUNCEMENT_TONES, { message: 'VALUE_INVALID' }).default('info'),
  active: z.boolean(),
});
export type Announcement = z.output<typeof announcementSchema>;

/** `PUT /api/admin/settings` body (all three keys, SITE_SETTING_KEYS). */
export const siteSettingsInput = z.object({
  registrationOpen: z.boolean({ message: 'VALUE_INVALID' }),
  contactEmail: z
    .string({ message: 'REQUIRED' })
    .trim()
    .min(1, { message: 'REQUIRED' })
    .max(254, { message: 'TOO_LONG' })
    .pipe(z.email({ message: 'EMAIL_INVALID' })),
  announcement: announcementSchema.nullable(),
});
export type SiteSettingsInput = z.input<typeof siteSettingsInput>;

/** `GET|PUT /api/admin/settings` answer: the settings in force (defaults where never set: open, env contact address, no banner). */
export const siteSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  contactEmail: z.string(),
  announcement: z.object({ text: z.string(), textEn: z.string().nullable(), tone: z.enum(ANNOUNCEMENT_TONES), active: z.boolean() }).nullable(),
  updatedAt: instant.nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * `GET /api/site-settings` (anyone; cached briefly): whether sign-up is open and the active
 * announcement (null when none or inactive) with its text in the request's language (English
 * falls back to Turkish). `announcement.id` changes with each edit (a dismissal is remembered
 * per id, whatever the language).
 */
export const publicSiteSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  announcement: z.object({ id: z.string(), text: z.string(), tone: z.enum(ANNOUNCEMENT_TONES) }).nullable(),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

// ─── Audit log ────────────────────────────────────────────────────────────────

/**
 * `GET /api/admin/audit?actor=&action=&targetType=&from=&to=&page=`: newest first.
 * `actor` = username (exact, case-insensitive) or user id; `action` = exact action or a
 * prefix ending in '.' (`user.` → every user action); `from`/`to` = days (Europe/Istanbul, inclusive).
 */
export const adminAuditQuery = z.object({
  actor: searchText,
  action: searchText,
  targetType: searchText,
  from: optionalIsoDay,
  to: optionalIsoDay,
  page,
});
export type AdminAuditQuery = z.input<typeof adminAuditQuery>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), username: z.string().nullable() }),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: instant,
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = offsetPage(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
