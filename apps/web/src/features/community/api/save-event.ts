import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CommunityEvent, type EventInput, communityApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** Admin: POST /api/community/events (new) or PUT /api/community/events/:id (edit). */
export function saveEvent(input: EventInput, id?: string): Promise<CommunityEvent> {
  return id
    ? apiFetch(communityApi.updateEvent, { params: { id }, json: input })
    : apiFetch(communityApi.createEvent, { json: input });
}

/** Saves the event; its detail is stored in the cache and every community screen refreshed. */
export function useSaveEvent(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => saveEvent(input, id),
    onSuccess: async (event) => {
      queryClient.setQueryData(communityKeys.event(event.id), event);
      await queryClient.invalidateQueries({ queryKey: communityKeys.all, predicate: (q) => q.queryKey[1] !== 'event' });
    },
  });
}
