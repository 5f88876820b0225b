import type { TopicListParams } from './query-keys';

/**
 * The topic lists the screens show, built in one place so a route's loader and its page ask
 * for exactly the same query (same key: the server-rendered data is used, not fetched again).
 */

/** Forum home 'Son Konular': the 10 newest topics. */
export const recentTopicsParams = (): TopicListParams => ({ page: 1, pageSize: 10 });

/** Forum home search (`/forum?search=`): all categories. */
export const forumSearchParams = (search: string, page: number): TopicListParams => ({ search, page });

/** A category's topics (pinned first), optionally searched. */
export const categoryTopicsParams = (category: string, search: string, page: number): TopicListParams =>
  search ? { category, search, page } : { category, page };

/** The live Q&A's recent questions, optionally of one category. */
export const liveQuestionsParams = (category: string | null): TopicListParams =>
  category ? { kind: 'question', category, page: 1, pageSize: 8 } : { kind: 'question', page: 1, pageSize: 8 };
