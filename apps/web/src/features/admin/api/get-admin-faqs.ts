import { useQuery } from '@tanstack/react-query';
import { type AdminHelpFaqList, helpApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/help/faqs — every FAQ entry (category, then position) with its Turkish and English texts; admins only. */
export function getAdminFaqs(signal?: AbortSignal): Promise<AdminHelpFaqList> {
  return apiFetch(helpApi.getAdminFaqs, { signal });
}

export function useAdminFaqs() {
  return useQuery({ queryKey: adminKeys.faqs(), queryFn: ({ signal }) => getAdminFaqs(signal), staleTime: 0 });
}
