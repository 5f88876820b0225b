import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GarageCard, garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** GET /api/users/:username/garages — the member's garages, newest first. */
export function getUserGarages(username: string): Promise<GarageCard[]> {
  return apiFetch(garagesApi.getUserGarages, { params: { username } });
}

export const getUserGaragesQueryOptions = (username: string) =>
  queryOptions({ queryKey: usersKeys.garages(username), queryFn: () => getUserGarages(username) });

export function useUserGarages(username: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserGaragesQueryOptions(username), enabled });
}
