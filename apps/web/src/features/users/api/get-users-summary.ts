import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UsersSummary, usersApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** GET /api/users/summary — total members, members with a garage, follows, total garages. */
export function getUsersSummary(): Promise<UsersSummary> {
  // The answer may be kept 30 s by HTTP caches; the app revalidates it (ETag) to show a follow at once.
  return apiFetch(usersApi.getUsersSummary, { cache: 'no-cache' });
}

export const getUsersSummaryQueryOptions = () =>
  queryOptions({ queryKey: usersKeys.summary(), queryFn: getUsersSummary });

export function useUsersSummary() {
  return useQuery(getUsersSummaryQueryOptions());
}
