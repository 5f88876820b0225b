import type { EventList } from '@garaj/shared';
import { currentLanguage } from '@/lib/i18n';

/**
 * Query keys of the community feature. Everything lives under `['community']`, so
 * `invalidateQueries({ queryKey: communityKeys.all })` refreshes the hub, the lists and details.
 * Event lists and details end with the language their texts are in (the API answers in it).
 */
export const communityKeys = {
  all: ['community'] as const,
  summary: () => [...communityKeys.all, 'summary'] as const,
  eventLists: () => [...communityKeys.all, 'events'] as const,
  events: (when: EventList) => [...communityKeys.eventLists(), when, currentLanguage()] as const,
  eventDetails: () => [...communityKeys.all, 'event'] as const,
  event: (id: string) => [...communityKeys.eventDetails(), id, currentLanguage()] as const,
  participants: (id: string) => [...communityKeys.all, 'participants', id] as const,
};
