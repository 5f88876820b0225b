import type { TopicListParams } from './query-keys';

/**
 * The topic lists the screens show, built in one place so a route's loader and its page ask
 * for exactly the same query (same key: the server-rendered data is used, not fetched again).
 */

/** Forum home 'Son Konular': the 10 newest topics. */
export const recentTopicsParams = (): TopicListParams => ({ limit: 10 });

/** Forum home search (`/forum?search=`): all categories. */
export const forumSearchParams = (search: string, cursor: string | null): TopicListParams => (cursor ? { search, cursor } : { search });

/** A category's topics (pinned first), optionally searched. */
export const categoryTopicsParams = (category: string, search: string, cursor: string | null): TopicListParams => ({
  category,
  ...(search ? { search } : {}),
  ...(cursor ? { cursor } : {}),
});

/** The live Q&A's recent questions, optionally of one category. */
export const liveQuestionsParams = (category: string | null): TopicListParams =>
  category ? { kind: 'question', category, limit: 8 } : { kind: 'question', limit: 8 };
