import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type HelpFaqList, helpApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { helpKeys, type HelpParams } from './query-keys';

/** GET /api/help/faqs?q=&category= — the matching FAQ entries and the per-category counts. */
export function getFaqs(params: HelpParams, signal?: AbortSignal): Promise<HelpFaqList> {
  return apiFetch(helpApi.getFaqs, {
    signal,
    query: { ...(params.q ? { q: params.q } : {}), ...(params.category ? { category: params.category } : {}) },
  });
}

export function getFaqsQueryOptions(params: HelpParams) {
  return queryOptions({
    queryKey: helpKeys.faqs(params),
    queryFn: ({ signal }) => getFaqs(params, signal),
  });
}

/** The FAQ for the current filters; the previous answer stays on screen while a new one loads. */
export function useFaqs(params: HelpParams) {
  return useQuery({ ...getFaqsQueryOptions(params), placeholderData: keepPreviousData });
}
