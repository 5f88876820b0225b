/**
 * The admin panel's settings tab (Settings): registration open/closed, the contact
 * e-mail, the site-wide announcement banner (admin.site-settings.ts reads them). A save writes
 * the keys whose value changed (an unchanged announcement keeps its id, so a visitor's
 * dismissal holds) and ONE audit row `settings.update` with before/after of the changed keys.
 */
import { sql } from 'drizzle-orm';
import type { SiteSettings } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Viewer } from '../../lib/session.ts';
import { readSiteSettings, readStoredSettings, type ContactFallback } from './admin.site-settings.ts';

export interface SettingsValues {
  registrationOpen: boolean;
  contactEmail: string;
  announcement: { text: string; textEn: string | null; tone: 'info' | 'warning'; active: boolean } | null;
}

/**
 * PUT /api/admin/settings: stores the three settings; answers the settings in force. The audit
 * row holds the whole before and after (no secrets in them), also when nothing changed.
 */
export async function updateSiteSettings(db: Db, actor: Viewer, input: SettingsValues, fallback: ContactFallback): Promise<SiteSettings> {
  await db.transaction(async (tx) => {
    // Serialises concurrent saves: the before of one is the after of the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('garaj.site_settings'))`);
    const stored = await readStoredSettings(tx);
    const before = { registrationOpen: stored.registrationOpen, contactEmail: stored.contactEmail, announcement: stored.announcement };
    const after = { registrationOpen: input.registrationOpen, contactEmail: input.contactEmail, announcement: input.announcement };
    const writes: [string, unknown][] = [];
    if (before.registrationOpen !== after.registrationOpen) writes.push(['registration_open', after.registrationOpen]);
    if (before.contactEmail !== after.contactEmail) writes.push(['contact_email', after.contactEmail]);
    if (JSON.stringify(before.announcement) !== JSON.stringify(after.announcement)) writes.push(['announcement', after.announcement]);
    for (const [key, value] of writes) {
      await tx.execute(sql`insert into site_settings (key, value, updated_by, updated_at) values (${key}, ${JSON.stringify(value)}::jsonb, ${actor.id}, now())
        on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
    }
    await recordAudit(tx, { actor, action: 'settings.update', targetType: 'settings', targetLabel: writes.map(([k]) => k).join(', ') || null, before, after });
  });
  return readSiteSettings(db, fallback);
}
