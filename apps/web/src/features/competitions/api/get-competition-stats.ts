import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompetitionStats, competitionsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { competitionKeys } from './query-keys';

/** GET /api/competitions/stats — active and upcoming competitions, stored winners (counted from rows). */
export function getCompetitionStats(signal?: AbortSignal): Promise<CompetitionStats> {
  return apiFetch(competitionsApi.getCompetitionStats, { signal });
}

export const getCompetitionStatsQueryOptions = () =>
  queryOptions({ queryKey: competitionKeys.stats(), queryFn: ({ signal }) => getCompetitionStats(signal) });

export const useCompetitionStats = () => useQuery(getCompetitionStatsQueryOptions());
