import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CommunityEvent, EventPage, EventParticipation } from '@garaj/shared';
import { communityKeys } from './query-keys';

/** Applies the server's participation answer to the cached detail and every cached list page. */
export function applyParticipation(queryClient: QueryClient, state: EventParticipation): void {
  const patch = (event: CommunityEvent): CommunityEvent =>
    event.id === state.eventId ? { ...event, joined: state.joined, participantsCount: state.participantsCount, capacity: state.capacity, isFull: state.isFull } : event;
  queryClient.setQueryData<CommunityEvent>(communityKeys.event(state.eventId), (old) => (old ? patch(old) : old));
  queryClient.setQueriesData<InfiniteData<EventPage>>({ queryKey: communityKeys.eventLists() }, (old) =>
    old ? { ...old, pages: old.pages.map((page) => ({ ...page, items: page.items.map(patch) })) } : old,
  );
}
