import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LocationShareInput, type PublicLocationShare, locationSharesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { upsertShare } from './location-cache';

/** POST /api/location-shares — starts the member's share (201 → the share). */
export function startLocationShare(input: LocationShareInput): Promise<PublicLocationShare> {
  return apiFetch(locationSharesApi.startLocationShare, { json: input });
}

/** Starts sharing; the new share becomes the viewer's own in the cache at once. */
export function useStartLocationShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLocationShare,
    onSuccess: (share) => upsertShare(queryClient, share, true),
  });
}
