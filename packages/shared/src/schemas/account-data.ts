/**
 * API shapes of a member's rights over their data (docs/api.md "Account data"): the archive of
 * everything stored about them ("Verilerimi indir") and the deletion of their account after a
 * grace period ("Hesabımı sil").
 */
import { z } from 'zod';

/** Days a ready archive can be downloaded; hours before another one may be asked for. */
export const DATA_EXPORT_VALID_DAYS = 7;
export const DATA_EXPORT_INTERVAL_HOURS = 24;
/** Days between asking for the deletion and the deletion (signing in cancels it). */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** One archive: being prepared, ready to download until `expiresAt`, failed or expired. */
export interface DataExport {
  id: string;
  status: DataExportStatus;
  createdAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  /** Size of the ZIP in bytes, once ready. */
  bytes: number | null;
}

/** `GET /api/me/data-exports`: the member's latest archives, newest first. */
export interface DataExportList {
  items: DataExport[];
}

/**
 * `POST /api/me/account-deletion` body: the member's password (accounts with one), or the code
 * mailed by `POST /api/me/account-deletion/code` (accounts that sign in with Google or Facebook);
 * `keepContributions`: topics and posts others answered stay under "silinmiş üye" (true) or go.
 */
export const accountDeletionInput = z.object({
  password: z.string().max(200, { message: 'TOO_LONG' }).optional(),
  code: z.string().trim().max(20, { message: 'TOO_LONG' }).optional(),
  keepContributions: z.boolean({ message: 'VALUE_INVALID' }),
});
export type AccountDeletionInput = z.input<typeof accountDeletionInput>;

/** `GET /api/me/account-deletion` and the answer of the request: when the account will be deleted. */
export interface AccountDeletionState {
  /** Null when no deletion is scheduled. */
  scheduledFor: string | null;
  keepContributions: boolean;
  /** Whether the account has a password (else the mailed code confirms). */
  hasPassword: boolean;
}

/** One signed-in device of the member (`GET /api/me/sessions`), most recently seen first. */
/** The approximate place of an address: a province or state (may be unknown) and a country. */
export interface SessionPlace {
  /** A Turkish province by its Turkish name (`İstanbul`), elsewhere the state's name; null when unknown. */
  region: string | null;
  /** ISO 3166-1 alpha-2 (`TR`). */
  countryCode: string;
}

export interface MemberSession {
  id: string;
  /** The session this request came with. */
  current: boolean;
  /** From the browser's user agent: e.g. `Chrome 131`, `Android 14`; null when unknown. */
  browser: string | null;
  os: string | null;
  device: 'desktop' | 'mobile' | 'tablet' | 'unknown';
  /** The address it was opened from, its last part hidden (`85.105.12.x`). */
  address: string | null;
  /** Roughly where that address is (IP Geolocation by DB-IP); null for private or unknown ones. */
  place: SessionPlace | null;
  createdAt: string;
  lastSeenAt: string;
}

export interface MemberSessionList {
  items: MemberSession[];
}

/** `id` of a session (better-auth's text ids). */
export const sessionParam = z.object({ id: z.string().min(1).max(100) });
