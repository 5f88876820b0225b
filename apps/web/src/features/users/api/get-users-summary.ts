import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDirectorySummary } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** GET /api/users/summary — total members, members with a garage, total garages. */
export function getUsersSummary(): Promise<UserDirectorySummary> {
  return apiFetch<UserDirectorySummary>('/users/summary');
}

export const getUsersSummaryQueryOptions = () =>
  queryOptions({ queryKey: usersKeys.summary(), queryFn: getUsersSummary });

export function useUsersSummary() {
  return useQuery(getUsersSummaryQueryOptions());
}
