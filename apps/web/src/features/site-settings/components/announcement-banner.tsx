import { X } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicSiteSettings } from '@garaj/shared';
import { cn } from '@/lib/utils';
import { ANNOUNCEMENT_DISMISSED_COOKIE, siteSettingsQueryKey, siteSettingsQueryOptions } from '../api/get-site-settings';

/** A year: a dismissed announcement stays dismissed (a new or edited one has a new id). */
const DISMISS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * The site-wide announcement an admin set (Settings), under the header on every
 * page. Server-rendered from the preloaded site settings; the close button remembers the
 * announcement's id in a cookie, so neither the server nor the browser shows it again.
 */
export function AnnouncementBanner() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const { data } = useQuery(siteSettingsQueryOptions());
  const announcement = data?.announcement;
  if (!announcement) return null;

  const dismiss = () => {
    document.cookie = `${ANNOUNCEMENT_DISMISSED_COOKIE}=${encodeURIComponent(announcement.id)}; path=/; max-age=${DISMISS_MAX_AGE_SECONDS}; samesite=lax`;
    queryClient.setQueryData<PublicSiteSettings>(siteSettingsQueryKey(), (old) => (old ? { ...old, announcement: null } : old));
  };

  return (
    <div
      role={announcement.tone === 'warning' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 border-b px-4 py-2 text-sm',
        announcement.tone === 'warning' ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100' : 'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100',
      )}
    >
      <p className="mx-auto max-w-7xl flex-1 break-words">{announcement.text}</p>
      <button type="button" onClick={dismiss} aria-label={t('announcement.dismiss')} className="rounded p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
