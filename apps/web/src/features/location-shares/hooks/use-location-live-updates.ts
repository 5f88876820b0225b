import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@/hooks/use-live-events';
import { applyLocationEvent } from '../api/location-cache';
import { locationKeys } from '../api/query-keys';

/**
 * Keeps the shares on the map and in the cards live while the page is mounted: subscribes to the
 * `location` channel of the page's one event stream and merges each event into the cache; after
 * a reconnect (events missed, or the viewer's follows changed what they may see) it refetches.
 */
export function useLocationLiveUpdates(): void {
  const queryClient = useQueryClient();
  const onReconnect = useCallback(() => void queryClient.invalidateQueries({ queryKey: locationKeys.shares() }), [queryClient]);
  useLiveEvents('location', (event) => applyLocationEvent(queryClient, event), { onReconnect });
}
