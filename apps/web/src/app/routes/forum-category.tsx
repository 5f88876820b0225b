import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { CategoryPage } from '@/features/forum/components/category-page';
import { getCategoryQueryOptions } from '@/features/forum/api/get-category';
import { getTopicsQueryOptions } from '@/features/forum/api/get-topics';
import { categoryTopicsParams } from '@/features/forum/api/list-params';
import { answeredNotFound } from '@/features/forum/api/missing';
import { readTopicSearchParams } from '@/features/forum/hooks/use-topic-search-params';
import { preloadPage, query } from '@/lib/route-data';
import { Component as NotFoundPage } from './not-found';

/** `/forum/:id`: one category's topics (Forum category); unknown → not-found page. */
export function Component() {
  const { id = '' } = useParams();
  const missing = (useLoaderData<unknown>() as Awaited<ReturnType<typeof loader>> | undefined)?.missing === true;
  return missing ? <NotFoundPage /> : <CategoryPage key={id} categoryId={id} notFound={<NotFoundPage />} />;
}
Component.displayName = 'ForumCategoryPage';

/** Preloads the category and the page of its topics; an unknown category answers 404 with the not-found page. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const { search, cursor } = readTopicSearchParams(new URL(request.url).searchParams);
  const category = getCategoryQueryOptions(id);
  await preloadPage([query(category), query(getTopicsQueryOptions(categoryTopicsParams(id, search, cursor)))], category.queryKey);
  return { missing: answeredNotFound(category.queryKey) };
}
