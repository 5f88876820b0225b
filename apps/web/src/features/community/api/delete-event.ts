import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** Admin: DELETE /api/community/events/:id (its participants go with it). */
export function deleteEvent(id: string): Promise<void> {
  return apiFetch<void>(`/community/events/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes the event; the hub and the lists are refreshed. Its cached detail is dropped when no
 * page shows it (a detail page still on screen navigates away instead of asking again for a
 * deleted event).
 */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: communityKeys.event(id), type: 'inactive' });
      await queryClient.invalidateQueries({ queryKey: communityKeys.all, predicate: (q) => q.queryKey[1] !== 'event' });
    },
  });
}
