/**
 * Site settings (Settings): `site_settings` rows, one per key of
 * SITE_SETTING_KEYS, each value JSON —
 * - `registration_open`: boolean (default true). Closed → better-auth sign-up refused with
 *   REGISTRATION_CLOSED (the `registrationOpen` option of lib/auth.ts, given by app.ts);
 * - `contact_email`: string — where contact-form messages and ad requests are mailed (default:
 *   ADMIN_EMAIL, else MAIL_FROM's address);
 * - `announcement`: `{ text, textEn, tone, active }` or null — the site-wide banner (`textEn`
 *   optional: English readers see `text` without it).
 * Read by the admin settings, the public `GET /api/site-settings`, the sign-up hook and the
 * mailers. Written only by the admin settings service (one audit row per save).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ANNOUNCEMENT_TONES, localizedText, type AnnouncementTone, type PublicSiteSettings, type SiteLanguage, type SiteSettings } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';

/** The env values the contact address falls back to. */
export interface ContactFallback {
  adminEmail?: string | undefined;
  mailFrom: string;
}

interface StoredAnnouncement {
  text: string;
  textEn: string | null;
  tone: AnnouncementTone;
  active: boolean;
}

/** The stored settings with each key's last change (null when never set). */
export interface StoredSettings {
  registrationOpen: boolean;
  contactEmail: string | null;
  announcement: StoredAnnouncement | null;
  /** When each key was last written (ISO 8601). */
  changedAt: { registration_open: string | null; contact_email: string | null; announcement: string | null };
}

function asAnnouncement(value: unknown): StoredAnnouncement | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.text !== 'string' || !v.text) return null;
  const tone = ANNOUNCEMENT_TONES.includes(v.tone as AnnouncementTone) ? (v.tone as AnnouncementTone) : 'info';
  const textEn = typeof v.textEn === 'string' && v.textEn.trim() ? v.textEn : null;
  return { text: v.text, textEn, tone, active: v.active === true };
}

/** Reads the three settings (defaults for keys never written: open, no contact address, no banner). */
export async function readStoredSettings(db: Db): Promise<StoredSettings> {
  const rows = await queryRows<{ key: string; value: unknown; at: string }>(
    db,
    sql`select key, value, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from site_settings
        where key in ('registration_open', 'contact_email', 'announcement')`,
  );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const raw = (key: string) => {
    const value = byKey.get(key)?.value;
    // A driver may hand jsonb back as text.
    if (typeof value === 'string' && (key !== 'contact_email' || value.startsWith('"'))) {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }
    return value;
  };
  const registration = raw('registration_open');
  const email = raw('contact_email');
  return {
    registrationOpen: registration === undefined || registration === null ? true : registration !== false,
    contactEmail: typeof email === 'string' && email.includes('@') ? email : null,
    announcement: asAnnouncement(raw('announcement')),
    changedAt: {
      registration_open: byKey.get('registration_open')?.at ?? null,
      contact_email: byKey.get('contact_email')?.at ?? null,
      announcement: byKey.get('announcement')?.at ?? null,
    },
  };
}

/** The env fallback contact address: ADMIN_EMAIL, else the address inside MAIL_FROM. */
export function fallbackContactAddress(fallback: ContactFallback): string {
  if (fallback.adminEmail) return fallback.adminEmail;
  return /<([^>]+)>/.exec(fallback.mailFrom)?.[1] ?? fallback.mailFrom;
}

/** The settings in force, as the admin settings tab shows them. */
export async function readSiteSettings(db: Db, fallback: ContactFallback): Promise<SiteSettings> {
  const stored = await readStoredSettings(db);
  const times = Object.values(stored.changedAt).filter((t): t is string => t !== null).sort();
  return {
    registrationOpen: stored.registrationOpen,
    contactEmail: stored.contactEmail ?? fallbackContactAddress(fallback),
    announcement: stored.announcement,
    updatedAt: times.at(-1) ?? null,
  };
}

/** Where contact-form messages and ad requests are mailed: the setting, else the env fallback. */
export async function contactAddress(db: Db, fallback: ContactFallback): Promise<string> {
  return (await readStoredSettings(db)).contactEmail ?? fallbackContactAddress(fallback);
}

/** Whether sign-up is open (the setting; open when never set). */
export async function registrationOpen(db: Db): Promise<boolean> {
  return (await readStoredSettings(db)).registrationOpen;
}

/**
 * What every visitor may know (`GET /api/site-settings`, the SSR shell): sign-up open or not,
 * and the active announcement in `language` (English falls back to Turkish) with an id that
 * changes with each edit of it (a dismissal is remembered per id, in either language).
 */
export async function readPublicSiteSettings(db: Db, language: SiteLanguage): Promise<PublicSiteSettings> {
  const stored = await readStoredSettings(db);
  const a = stored.announcement;
  return {
    registrationOpen: stored.registrationOpen,
    announcement: a && a.active ? { id: announcementId(a, stored.changedAt.announcement), text: localizedText(a.text, a.textEn, language), tone: a.tone } : null,
  };
}

/** A short stable id of an announcement version (its texts, tone and last change). */
function announcementId(a: StoredAnnouncement, changedAt: string | null): string {
  const texts = a.textEn ? `${a.text}|${a.textEn}` : a.text;
  return createHash('sha256').update(`${changedAt ?? ''}|${a.tone}|${texts}`).digest('base64url').slice(0, 12);
}
