import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@/hooks/use-live-events';
import { applyConvoyEvent } from '../api/convoy-cache';
import { convoyKeys } from '../api/query-keys';

/**
 * Keeps the convoy map and list of `eventId` live while mounted: subscribes to the private
 * `convoy` channel of the page's one event stream (the server sends a participant only the events
 * of their events) and merges each event into the cache; after a reconnect it refetches.
 */
export function useConvoyLiveUpdates(eventId: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  const onReconnect = useCallback(() => void queryClient.invalidateQueries({ queryKey: convoyKeys.convoy(eventId) }), [queryClient, eventId]);
  useLiveEvents(
    'convoy',
    (event) => {
      if (event.data.eventId === eventId) applyConvoyEvent(queryClient, event);
    },
    { onReconnect, enabled },
  );
}
