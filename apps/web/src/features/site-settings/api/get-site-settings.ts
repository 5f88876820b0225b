import { queryOptions } from '@tanstack/react-query';
import { type PublicSiteSettings, adminApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** The cookie that remembers the dismissed announcement's id (the server leaves it out of the answer). */
export const ANNOUNCEMENT_DISMISSED_COOKIE = 'garaj_announcement_dismissed';

/** The settings' query key: the announcement is in the current language (the API answers in it). */
export const siteSettingsQueryKey = () => ['site-settings', currentLanguage()] as const;

/**
 * GET /api/site-settings — anyone: whether sign-up is open and the active announcement (none
 * when this browser dismissed it). Preloaded by the server render (entry-server.tsx) for the
 * announcement banner of the shell.
 */
export function getSiteSettings(signal?: AbortSignal): Promise<PublicSiteSettings> {
  return apiFetch(adminApi.getSiteSettings, { signal });
}

export function siteSettingsQueryOptions() {
  return queryOptions({ queryKey: siteSettingsQueryKey(), queryFn: ({ signal }) => getSiteSettings(signal), staleTime: 60_000 });
}
