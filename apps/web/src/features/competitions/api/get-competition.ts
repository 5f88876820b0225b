import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompetitionDetail, competitionsApi } from '@garaj/shared';
import { apiFetch, isApiError } from '@/lib/api-client';
import { competitionKeys } from './query-keys';

/** GET /api/competitions/:id — the competition with its winners and the viewer's entry and vote. */
export function getCompetition(id: string, signal?: AbortSignal): Promise<CompetitionDetail> {
  return apiFetch(competitionsApi.getCompetition, { params: { id }, signal });
}

export function getCompetitionQueryOptions(id: string) {
  return queryOptions({
    queryKey: competitionKeys.detail(id),
    queryFn: ({ signal }) => getCompetition(id, signal),
    // A missing competition stays missing.
    retry: (count, error) => !(isApiError(error) && error.isClientError) && count < 2,
  });
}

export const useCompetition = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getCompetitionQueryOptions(id), enabled: options.enabled ?? true });
