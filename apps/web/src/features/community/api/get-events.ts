import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { EVENT_PAGE_SIZE, type EventList, type EventPage, communityApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/**
 * GET /api/community/events — one page of the upcoming list (not started, soonest first) or the
 * past list (most recent first), with the viewer's `joined`.
 */
export function getEvents(when: EventList, page: number, signal?: AbortSignal): Promise<EventPage> {
  return apiFetch(communityApi.getEvents, { signal, query: { when, page: page > 1 ? page : undefined, pageSize: EVENT_PAGE_SIZE } });
}

/** The list as pages loaded one after the other ('Daha Fazla Yükle'). */
export function getEventsQueryOptions(when: EventList) {
  return infiniteQueryOptions({
    queryKey: communityKeys.events(when),
    queryFn: ({ pageParam, signal }) => getEvents(when, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: EventPage) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useEvents(when: EventList, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getEventsQueryOptions(when), enabled: options.enabled ?? true });
}
