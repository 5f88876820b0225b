import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ConvoyView, convoysApi } from '@garaj/shared';
import { apiFetch, isApiError } from '@/lib/api-client';
import { convoyKeys } from './query-keys';

/**
 * GET /api/community/events/:id/convoy — participants only: the convoy's status and window, the
 * positions of the participants sharing now, the viewer's own and the map tiles. Kept live by the
 * `convoy` event stream (hooks/use-convoy-live-updates.ts).
 */
export function getConvoy(eventId: string, signal?: AbortSignal): Promise<ConvoyView> {
  return apiFetch(convoysApi.getConvoy, { params: { id: eventId }, signal });
}

export function getConvoyQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: convoyKeys.convoy(eventId),
    queryFn: ({ signal }) => getConvoy(eventId, signal),
    // A refusal (not a participant, no map) stays a refusal: no retries on 4xx.
    retry: (count, error) => !(isApiError(error) && error.isClientError) && count < 2,
  });
}

/** The convoy of an event; off when `enabled` is false (visitors, non-participants, outside the window). */
export function useConvoy(eventId: string, enabled = true) {
  return useQuery({ ...getConvoyQueryOptions(eventId), enabled });
}
