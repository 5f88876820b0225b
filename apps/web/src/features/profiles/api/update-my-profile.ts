import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MyProfile, type profileInput, profilesApi } from '@garaj/shared';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { refreshSession } from '@/lib/session';
import { myProfileQueryKey } from './get-my-profile';

export type ProfileUpdate = z.output<typeof profileInput>;

/** PUT /api/me/profile — replaces the profile; 409 USERNAME_TAKEN when the name is taken. */
export function updateMyProfile(body: ProfileUpdate): Promise<MyProfile> {
  return apiFetch(profilesApi.updateMyProfile, { json: body });
}

/**
 * Saves the profile, stores the answer in the cache and refreshes the session (the header
 * shows the username and avatar from it). Public profile and directory data are refetched.
 */
export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(myProfileQueryKey, profile);
      void refreshSession(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
