import type { TopicKind, TopicSort } from '@garaj/shared';

/** What a topic list shows: the query of `GET /api/forum/topics` (keyset pages). */
export interface TopicListParams {
  category?: string;
  kind?: TopicKind;
  /** Trimmed; '' = no search. */
  search?: string;
  sort?: TopicSort;
  /** Where the page starts: a previous page's `nextCursor`; absent for the first page. */
  cursor?: string;
  limit?: number;
}

/**
 * Query keys of the forum feature. Everything lives under `['forum']`, so
 * `invalidateQueries({ queryKey: forumKeys.all })` refreshes every forum screen (e.g. after the
 * live connection was lost).
 */
export const forumKeys = {
  all: ['forum'] as const,
  categories: () => [...forumKeys.all, 'categories'] as const,
  category: (id: string) => [...forumKeys.all, 'category', id] as const,
  topicLists: () => [...forumKeys.all, 'topics'] as const,
  topics: (params: TopicListParams) => [...forumKeys.topicLists(), params] as const,
  topicDetails: () => [...forumKeys.all, 'topic'] as const,
  /** Topics like a question title being written (folded by the server; the trimmed title here). */
  similar: (title: string) => [...forumKeys.all, 'similar', title] as const,
  topic: (id: string) => [...forumKeys.topicDetails(), id] as const,
  /** Every cached page of a topic's replies. */
  replies: (topicId: string) => [...forumKeys.all, 'replies', topicId] as const,
  replyPage: (topicId: string, page: number) => [...forumKeys.replies(topicId), page] as const,
  stats: () => [...forumKeys.all, 'stats'] as const,
};
