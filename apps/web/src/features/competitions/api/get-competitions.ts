import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COMPETITION_PAGE_SIZE, type CompetitionListPage, competitionsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { competitionKeys, type CompetitionListParams } from './query-keys';

/** GET /api/competitions — one page of cards (active, then upcoming, then ended) with the total. */
export function getCompetitions(params: CompetitionListParams, signal?: AbortSignal): Promise<CompetitionListPage> {
  return apiFetch(competitionsApi.getCompetitions, {
    signal,
    query: { category: params.category ?? undefined, page: params.page, pageSize: COMPETITION_PAGE_SIZE },
  });
}

export function getCompetitionsQueryOptions(params: CompetitionListParams) {
  return queryOptions({ queryKey: competitionKeys.list(params), queryFn: ({ signal }) => getCompetitions(params, signal) });
}

/** The list page; the previous page stays on screen while the next one loads. */
export function useCompetitions(params: CompetitionListParams) {
  return useQuery({ ...getCompetitionsQueryOptions(params), placeholderData: keepPreviousData });
}
