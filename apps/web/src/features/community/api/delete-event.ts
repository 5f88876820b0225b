import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** Admin: DELETE /api/community/events/:id (its participants go with it). */
export function deleteEvent(id: string): Promise<void> {
  return apiFetch<void>(`/community/events/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes the event; its cached detail goes, the hub and the lists are refreshed. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: communityKeys.event(id) });
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}
