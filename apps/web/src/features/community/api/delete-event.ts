import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** Admin: DELETE /api/community/events/:id (its participants go with it). */
export function deleteEvent(id: string): Promise<void> {
  return apiFetch(communityApi.deleteEvent, { params: { id } });
}

/**
 * Deletes the event; the hub and the lists are refreshed. Its cached detail and participants are
 * dropped when no page shows them, and never asked for again: a detail page still on screen
 * navigates away instead of asking the API about an event that is gone (it would answer 404).
 */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: communityKeys.event(id), type: 'inactive' });
      queryClient.removeQueries({ queryKey: communityKeys.participants(id), type: 'inactive' });
      const ofThisEvent = (key: readonly unknown[]) => (key[1] === 'event' || key[1] === 'participants') && key[2] === id;
      await queryClient.invalidateQueries({ queryKey: communityKeys.all, predicate: (q) => !ofThisEvent(q.queryKey) });
    },
  });
}
