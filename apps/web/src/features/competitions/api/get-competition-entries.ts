import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { COMPETITION_ENTRIES_PAGE_SIZE, type CompetitionEntriesPage, competitionsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { competitionKeys } from './query-keys';

/** GET /api/competitions/:id/entries — a page of the gallery, most votes first (ties: earlier entry). */
export function getCompetitionEntries(id: string, page: number, signal?: AbortSignal): Promise<CompetitionEntriesPage> {
  return apiFetch(competitionsApi.getCompetitionEntries, { params: { id }, signal, query: { page, pageSize: COMPETITION_ENTRIES_PAGE_SIZE } });
}

export function getCompetitionEntriesQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: competitionKeys.entries(id),
    queryFn: ({ pageParam, signal }) => getCompetitionEntries(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export const useCompetitionEntries = (id: string) => useInfiniteQuery(getCompetitionEntriesQueryOptions(id));
