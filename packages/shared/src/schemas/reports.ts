/**
 * Reports (the admin panel's Reports tab; report states; the toast 'Rapor İşlendi'): a member's
 * report of content or of a member, and the moderators' queue (resolve with an action, or dismiss).
 * Shared by the server (validation) and the web app.
 */
import { z } from 'zod';
import { MODERATABLE_TYPES, REPORT_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES, type ReportAction, type ReportReason, type ReportStatus, type ReportTargetType } from '../admin.ts';

/** Longest `details` a reporter may write; longest moderator note. */
export const REPORT_DETAILS_MAX = 1000;
export const REPORT_NOTE_MAX = 500;
/** Reports per page of the moderators' queue. */
export const REPORT_PAGE_SIZE = 20;

/**
 * The actions a report on `type` may be resolved with: 'hide' for the moderatable types only,
 * 'delete' for everything but a member (members are banned, not deleted), 'ban' (the author or
 * the member; admins only) and 'none' always.
 */
export function reportActionsFor(type: ReportTargetType): ReportAction[] {
  if (type === 'user') return ['none', 'ban'];
  const hide = (MODERATABLE_TYPES as readonly string[]).includes(type);
  return hide ? ['none', 'hide', 'delete', 'ban'] : ['none', 'delete', 'ban'];
}

const note = z
  .string()
  .trim()
  .max(REPORT_NOTE_MAX, { message: 'TOO_LONG' })
  .nullish()
  .transform((v) => (v ? v : null));

/** `POST /api/reports` body. `targetId`: a uuid, or a member's id for `user`. */
export const reportInput = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { message: 'VALUE_INVALID' }),
  targetId: z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(100, { message: 'TOO_LONG' }),
  reason: z.enum(REPORT_REASONS, { message: 'VALUE_INVALID' }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, { message: 'TOO_LONG' })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReportInput = z.input<typeof reportInput>;

/** `POST /api/reports` answer (201). */
export interface ReportCreated {
  id: string;
  status: ReportStatus;
}

/** `GET /api/admin/reports?status=&targetType=&page=` — open reports by default, 1-based pages. */
export const adminReportListQuery = z.object({
  status: z.enum(REPORT_STATUSES, { message: 'VALUE_INVALID' }).default('open'),
  targetType: z.enum(REPORT_TARGET_TYPES, { message: 'VALUE_INVALID' }).optional(),
  page: z.coerce.number({ message: 'VALUE_INVALID' }).int({ message: 'VALUE_INVALID' }).min(1, { message: 'VALUE_INVALID' }).max(10_000, { message: 'VALUE_INVALID' }).default(1),
});
export type AdminReportListQuery = z.input<typeof adminReportListQuery>;

/** `POST /api/admin/reports/:id/resolve` body: the action taken and an optional note (the audit row's reason). */
export const reportResolveInput = z.object({
  action: z.enum(REPORT_ACTIONS, { message: 'VALUE_INVALID' }),
  note,
});
export type ReportResolveInput = z.input<typeof reportResolveInput>;

/** `POST /api/admin/reports/:id/dismiss` body. */
export const reportDismissInput = z.object({ note });
export type ReportDismissInput = z.input<typeof reportDismissInput>;

/**
 * What the reporter saw (stored on the report as `target_snapshot`), or the target as it is now.
 * `url` is a site path (null when the target has no page, e.g. a location share that ended).
 */
export interface ReportTargetPreview {
  /** Garage name, post or topic title, member username, or the commented thing's title. */
  title: string;
  /** Up to 280 characters of the text (comment body, excerpt, message, bio). */
  excerpt: string | null;
  /** Who wrote or owns it (null when that account is gone). */
  authorUsername: string | null;
  url: string | null;
}

/** One report in the moderators' queue. */
export interface AdminReport {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  /** Set when resolved. */
  action: ReportAction | null;
  createdAt: string;
  handledAt: string | null;
  resolutionNote: string | null;
  /** Null when the reporter's account is gone. */
  reporter: { id: string; username: string } | null;
  handledBy: { id: string; username: string } | null;
  target: {
    /** False when the target was deleted: `preview` is then the snapshot taken at report time. */
    exists: boolean;
    /** True when a moderator hid it (moderatable types). */
    hidden: boolean;
    preview: ReportTargetPreview;
    /** The member who wrote or owns the target (ban's target); null when gone. */
    authorId: string | null;
  };
  /** Open reports on the same target (this one included when open). */
  openReportsOnTarget: number;
}

/** `GET /api/admin/reports` answer. */
export interface AdminReportPage {
  items: AdminReport[];
  page: number;
  pageSize: number;
  total: number;
}

/** `POST /api/admin/reports/:id/resolve|dismiss` answer: every report closed together (the same target's open ones). */
export interface ReportHandled {
  status: Exclude<ReportStatus, 'open'>;
  action: ReportAction | null;
  reportIds: string[];
}
