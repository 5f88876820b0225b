import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LocationSharesView, locationSharesApi } from '@garaj/shared';
import { apiFetch, isApiError } from '@/lib/api-client';
import { removeShare } from './location-cache';
import { locationKeys } from './query-keys';

/** DELETE /api/location-shares/mine — ends the member's share at once (204; 404 when none). */
export function stopLocationShare(): Promise<void> {
  return apiFetch(locationSharesApi.stopLocationShare);
}

/** Stops sharing; a share that had already ended (404) counts as stopped. */
export function useStopLocationShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await stopLocationShare();
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
    },
    onSuccess: () => {
      const mine = queryClient.getQueryData<LocationSharesView>(locationKeys.shares())?.mine;
      if (mine) removeShare(queryClient, mine.id);
    },
  });
}
