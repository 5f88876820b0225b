import type { EventList } from '@garaj/shared';

/**
 * Query keys of the community feature. Everything lives under `['community']`, so
 * `invalidateQueries({ queryKey: communityKeys.all })` refreshes the hub, the lists and details.
 */
export const communityKeys = {
  all: ['community'] as const,
  summary: () => [...communityKeys.all, 'summary'] as const,
  eventLists: () => [...communityKeys.all, 'events'] as const,
  events: (when: EventList) => [...communityKeys.eventLists(), when] as const,
  eventDetails: () => [...communityKeys.all, 'event'] as const,
  event: (id: string) => [...communityKeys.eventDetails(), id] as const,
};
