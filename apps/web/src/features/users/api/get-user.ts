import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MemberProfile, usersApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** GET /api/users/:username — public profile with follow counters and badges (404 USER_NOT_FOUND). */
export function getUser(username: string): Promise<MemberProfile> {
  return apiFetch(usersApi.getUser, { params: { username } });
}

export const getUserQueryOptions = (username: string) =>
  queryOptions({ queryKey: usersKeys.detail(username), queryFn: () => getUser(username) });

export function useUser(username: string) {
  return useQuery(getUserQueryOptions(username));
}
