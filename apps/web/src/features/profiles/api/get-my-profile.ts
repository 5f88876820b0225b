import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MyProfile, profilesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

export const myProfileQueryKey = ['me', 'profile'] as const;

/** GET /api/me/profile — the signed-in member's own profile (with e-mail). */
export function getMyProfile(): Promise<MyProfile> {
  return apiFetch(profilesApi.getMyProfile);
}

export const getMyProfileQueryOptions = () => queryOptions({ queryKey: myProfileQueryKey, queryFn: getMyProfile });

export function useMyProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyProfileQueryOptions(), enabled });
}
