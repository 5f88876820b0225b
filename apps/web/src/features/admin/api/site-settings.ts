import { useQuery } from '@tanstack/react-query';
import { type SiteSettings, type SiteSettingsInput, adminApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/settings — registration open/closed, contact e-mail, announcement banner; admins only. */
export function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return apiFetch(adminApi.getAdminSiteSettings, { signal });
}

export function useSiteSettings() {
  return useQuery({ queryKey: adminKeys.settings(), queryFn: ({ signal }) => getSiteSettings(signal), staleTime: 0 });
}

/** PUT /api/admin/settings — all three settings; answers the settings in force; 400 field codes. */
export function saveSiteSettings(input: SiteSettingsInput): Promise<SiteSettings> {
  return apiFetch(adminApi.saveSiteSettings, { json: input });
}
