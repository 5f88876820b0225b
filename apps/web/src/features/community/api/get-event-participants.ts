import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EventParticipantList, communityApi } from '@garaj/shared';
import { apiFetch, apiUrl } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET /api/community/events/:id/participants — the first participants who joined (at most 24) and how many joined. */
export function getEventParticipants(id: string, signal?: AbortSignal): Promise<EventParticipantList> {
  return apiFetch(communityApi.getEventParticipants, { params: { id }, signal });
}

export function getEventParticipantsQueryOptions(id: string) {
  return queryOptions({ queryKey: communityKeys.participants(id), queryFn: ({ signal }) => getEventParticipants(id, signal) });
}

export function useEventParticipants(id: string) {
  return useQuery(getEventParticipantsQueryOptions(id));
}

/** Where the event's iCalendar file downloads from (public; in the reader's language). */
export const eventCalendarUrl = (id: string) => apiUrl(communityApi.getEventCalendar, { params: { id } });
