import { useQuery } from '@tanstack/react-query';
import type { HelpFaqList } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/help/faqs — every FAQ entry (category, then position); the admin list reads the public endpoint. */
export function getAdminFaqs(signal?: AbortSignal): Promise<HelpFaqList> {
  return apiFetch<HelpFaqList>('/help/faqs', { signal });
}

export function useAdminFaqs() {
  return useQuery({ queryKey: adminKeys.faqs(), queryFn: ({ signal }) => getAdminFaqs(signal), staleTime: 0 });
}
