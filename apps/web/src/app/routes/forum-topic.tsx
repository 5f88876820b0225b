import { useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { TopicPage } from '@/features/forum/components/topic-page';
import { getCategoryQueryOptions } from '@/features/forum/api/get-category';
import { getRepliesQueryOptions } from '@/features/forum/api/get-replies';
import { getTopicQueryOptions } from '@/features/forum/api/get-topic';
import { answeredNotFound } from '@/features/forum/api/missing';
import { readTopicSearchParams } from '@/features/forum/hooks/use-topic-search-params';
import { preloadPage, query } from '@/lib/route-data';

/** `/forum/:id/topic/:topicId`: a topic with its replies (the forum's topic cards link to it). */
export function Component() {
  const { id = '', topicId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { page } = readTopicSearchParams(searchParams);
  const missing = (useLoaderData<unknown>() as Awaited<ReturnType<typeof loader>> | undefined)?.missing === true;
  return <TopicPage key={topicId} categoryId={id} topicId={topicId} page={page} missing={missing} />;
}
Component.displayName = 'ForumTopicPage';

/** Preloads the topic, the page of replies and the category; an unknown topic answers 404 with 'Konu Bulunamadı'. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const topicId = params.topicId ?? '';
  const { page } = readTopicSearchParams(new URL(request.url).searchParams);
  const topic = getTopicQueryOptions(topicId);
  await preloadPage(
    [query(topic), query(getRepliesQueryOptions(topicId, page)), query(getCategoryQueryOptions(params.id ?? ''))],
    topic.queryKey,
  );
  return { missing: answeredNotFound(topic.queryKey) };
}

/** Answers and votes posted before the script runs (or without it); see topicPageAction. */
export { topicPageAction as action } from '@/features/forum/actions/topic-page-action';
