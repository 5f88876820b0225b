import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ContactMessagePage, type ContactMessageStatus, helpApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export interface ContactMessageQuery {
  status?: ContactMessageStatus;
  page: number;
}

/** GET /api/admin/help/contact-messages?status=&page= — the help centre's inbox, newest first; admins only. */
export function getContactMessages(query: ContactMessageQuery, signal?: AbortSignal): Promise<ContactMessagePage> {
  return apiFetch(helpApi.getContactMessages, { signal, query: { ...query } });
}

export function useContactMessages(query: ContactMessageQuery) {
  return useQuery({ queryKey: adminKeys.contactMessageList(query), queryFn: ({ signal }) => getContactMessages(query, signal), placeholderData: keepPreviousData, staleTime: 0 });
}
