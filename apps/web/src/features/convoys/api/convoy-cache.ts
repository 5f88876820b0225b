import type { QueryClient } from '@tanstack/react-query';
import type { ConvoyPosition, ConvoyView, RealtimeEvent } from '@garaj/shared';
import { convoyKeys } from './query-keys';

/**
 * Merging live `convoy` events (packages/shared realtime.ts ConvoyEvents) and the member's own
 * writes into the cached `GET …/convoy` view of their event. Payloads are viewer-neutral: the
 * screens find the viewer's own position among `positions` by their id, and `mine` is kept as
 * the server's answer left it, except that it goes with a stop or the end.
 */
function update(queryClient: QueryClient, eventId: string, change: (view: ConvoyView) => ConvoyView): void {
  queryClient.setQueryData<ConvoyView>(convoyKeys.convoy(eventId), (view) => (view ? change(view) : view));
}

/** A participant started sharing or moved: replaced, first in the list (the most recently moved first, as served). */
export function upsertPosition(queryClient: QueryClient, position: ConvoyPosition): void {
  update(queryClient, position.eventId, (view) => {
    const others = view.positions.filter((p) => p.member.id !== position.member.id);
    return { ...view, positions: [position, ...others], mine: view.mine?.member.id === position.member.id ? position : view.mine };
  });
}

/** A participant stopped sharing: gone from the map and the list (and from `mine` when it was the viewer). */
export function removePosition(queryClient: QueryClient, eventId: string, userId: string): void {
  update(queryClient, eventId, (view) => ({
    ...view,
    positions: view.positions.filter((p) => p.member.id !== userId),
    mine: view.mine?.member.id === userId ? null : view.mine,
  }));
}

/** The convoy closed: ended, every position gone. */
export function endConvoy(queryClient: QueryClient, eventId: string): void {
  update(queryClient, eventId, (view) => ({ ...view, status: 'ended', positions: [], mine: null }));
}

/** Applies one live event to the cache of its event's convoy. */
export function applyConvoyEvent(queryClient: QueryClient, event: RealtimeEvent<'convoy'>): void {
  switch (event.type) {
    case 'position.updated':
      upsertPosition(queryClient, event.data);
      break;
    case 'member.stopped':
      removePosition(queryClient, event.data.eventId, event.data.userId);
      break;
    case 'ended':
      endConvoy(queryClient, event.data.eventId);
      break;
  }
}
