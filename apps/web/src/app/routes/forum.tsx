import type { LoaderFunctionArgs } from 'react-router';
import { ForumHomePage } from '@/features/forum/components/forum-home-page';
import { getCategoriesQueryOptions } from '@/features/forum/api/get-categories';
import { getForumStatsQueryOptions } from '@/features/forum/api/get-forum-stats';
import { getTopicsQueryOptions } from '@/features/forum/api/get-topics';
import { forumSearchParams, recentTopicsParams } from '@/features/forum/api/list-params';
import { readTopicSearchParams } from '@/features/forum/hooks/use-topic-search-params';
import { preloadPage, query } from '@/lib/route-data';

/** `/forum`: forum home (Forum home). */
export function Component() {
  return <ForumHomePage />;
}
Component.displayName = 'ForumPage';

/** Preloads the categories, the figures and the recent topics (or the search's results). */
export function loader({ request }: LoaderFunctionArgs) {
  const { search, cursor } = readTopicSearchParams(new URL(request.url).searchParams);
  const topics = search ? forumSearchParams(search, cursor) : recentTopicsParams();
  return preloadPage([query(getCategoriesQueryOptions()), query(getForumStatsQueryOptions()), query(getTopicsQueryOptions(topics))]);
}
