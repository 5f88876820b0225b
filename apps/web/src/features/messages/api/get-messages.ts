import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE, type MessageItem, type MessagePage, messagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { messageKeys } from './query-keys';

/** The cached pages of one conversation: newest page first, each page newest message first. */
export type ThreadData = InfiniteData<MessagePage>;

/** GET /api/messages/conversations/:id/messages — newest first; `nextCursor` leads to older ones. */
export function getMessages(id: string, cursor?: string, signal?: AbortSignal): Promise<MessagePage> {
  return apiFetch(messagesApi.getMessages, { params: { id }, signal, query: { cursor, limit: MESSAGE_PAGE_SIZE } });
}

export function getMessagesQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    retry: false,
  });
}

/** One conversation's messages; `fetchNextPage` loads older ones ("Daha eski mesajlar"). */
export function useMessages(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getMessagesQueryOptions(id), enabled });
}

/** The cached messages oldest → newest, as the page shows them. */
export function threadOldestFirst(data: ThreadData | undefined): MessageItem[] {
  if (!data) return [];
  return data.pages.flatMap((page) => page.items).reverse();
}

/**
 * Adds a message at the newest end of the cached pages, once: the sender's own answer and the
 * live `created` event bring the same message, whichever comes first wins.
 */
export function appendToThread(data: ThreadData | undefined, message: MessageItem): ThreadData | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return { ...data, pages: [{ items: [message], nextCursor: null }] };
  return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}
