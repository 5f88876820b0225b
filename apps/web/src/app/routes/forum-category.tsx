import { useParams, type LoaderFunctionArgs } from 'react-router';
import { CategoryPage } from '@/features/forum/components/category-page';
import { getCategoryQueryOptions } from '@/features/forum/api/get-category';
import { getTopicsQueryOptions } from '@/features/forum/api/get-topics';
import { categoryTopicsParams } from '@/features/forum/api/list-params';
import { readTopicSearchParams } from '@/features/forum/hooks/use-topic-search-params';
import { preloadPage, query } from '@/lib/route-data';
import { Component as NotFoundPage } from './not-found';

/** `/forum/:id`: one category's topics (spec community §2 Forum category). */
export function Component() {
  const { id = '' } = useParams();
  return <CategoryPage key={id} categoryId={id} notFound={<NotFoundPage />} />;
}
Component.displayName = 'ForumCategoryPage';

/** Preloads the category and the page of its topics; an unknown category answers 404. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const { search, page } = readTopicSearchParams(new URL(request.url).searchParams);
  const category = getCategoryQueryOptions(id);
  return preloadPage([query(category), query(getTopicsQueryOptions(categoryTopicsParams(id, search, page)))], category.queryKey);
}
