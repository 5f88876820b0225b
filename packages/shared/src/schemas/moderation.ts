import { z } from 'zod';
import { MODERATABLE_TYPES, type ModeratableType } from '../admin.ts';
import { requiredText } from './common.ts';

/**
 * Hiding content and the admin panel's Content tab. Shared by the server
 * (`modules/moderation`) and the web (`features/moderation`).
 */

/** Longest reason a moderator gives for hiding (characters). */
export const HIDE_REASON_MAX = 500;
/** Items per page of the Content tab. */
export const ADMIN_CONTENT_PAGE_SIZE = 20;

/** `PUT|DELETE /api/moderation/:type/:id/hidden` path. */
export const moderationTargetParam = z.object({
  type: z.enum(MODERATABLE_TYPES, { message: 'VALUE_INVALID' }),
  id: z.uuid({ message: 'VALUE_INVALID' }),
});

/** `PUT /api/moderation/:type/:id/hidden` body: why it is hidden (required, shown to moderators). */
export const hideContentInput = z.object({ reason: requiredText(HIDE_REASON_MAX) });
export type HideContentInput = z.input<typeof hideContentInput>;

/** What a moderator sees of a hidden item (also `hidden` on detail payloads; null when visible). */
export interface HiddenInfo {
  /** ISO time it was hidden. */
  at: string;
  /** Id of the moderator who hid it. */
  by: string | null;
  reason: string | null;
}

/** The answer of the hide / show endpoints: the item's state after the action. */
export interface ModerationState {
  type: ModeratableType;
  id: string;
  hidden: HiddenInfo | null;
}

/** `GET /api/admin/content?type=&state=&q=&page=`: newest first; `state` all (default) or hidden only. */
export const adminContentQuery = z.object({
  type: z
    .union([z.literal(''), z.enum(MODERATABLE_TYPES, { message: 'VALUE_INVALID' })], { message: 'VALUE_INVALID' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  state: z.enum(['all', 'hidden'], { message: 'VALUE_INVALID' }).default('all'),
  q: z.string().trim().max(200, { message: 'TOO_LONG' }).optional(),
  page: z.coerce.number({ message: 'VALUE_INVALID' }).int({ message: 'VALUE_INVALID' }).min(1, { message: 'VALUE_INVALID' }).max(10_000, { message: 'VALUE_INVALID' }).default(1),
});
export type AdminContentQuery = z.input<typeof adminContentQuery>;

/** One item of the Content tab. */
export interface AdminContentItem {
  type: ModeratableType;
  id: string;
  /** A post's or topic's title; null for comments and replies. */
  title: string | null;
  /** The first 200 characters of the text. */
  excerpt: string;
  author: { id: string; username: string; banned: boolean };
  /** Path of the item (or the page it is on) on the site, e.g. `/blog/<slug>`, `/forum/topic/<id>`. */
  link: string;
  createdAt: string;
  hidden: (HiddenInfo & { byUsername: string | null }) | null;
}

/** A page of the Content tab. */
export interface AdminContentPage {
  items: AdminContentItem[];
  total: number;
  page: number;
  pageSize: number;
}
