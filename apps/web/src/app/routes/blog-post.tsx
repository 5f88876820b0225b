import type { BlogPostDetail } from '@garaj/shared';
import { redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { getPostCommentsQueryOptions } from '@/features/blog/api/get-post-comments';
import { getPostQueryOptions, usePost } from '@/features/blog/api/get-post';
import { PostScreen } from '@/features/blog/components/post/post-screen';
import { getQueryClient } from '@/lib/query-client';
import { currentRequestScope } from '@/lib/request-scope';
import { preloadPage, query } from '@/lib/route-data';

/** What the server's loader found out (null in the browser, whose loaders only start fetches). */
type PostLoaderData = { notFound: true } | null;

/** `/blog/:slug` (Blog detail), with the post's title, excerpt and cover as Open Graph. */
export function Component() {
  const { slug = '' } = useParams();
  const loaderData = useLoaderData<unknown>() as PostLoaderData | undefined;
  const { data } = usePost(slug);
  return (
    <>
      {data && data.slug === slug ? (
        <PageMeta title={data.title} description={data.excerpt} image={data.cover?.url ?? null} type="article" />
      ) : null}
      <PostScreen key={slug} slug={slug} notFound={loaderData?.notFound === true} />
    </>
  );
}

/**
 * Preloads the post; on the server also its first comments, answers 404 for a missing post
 * (rendered as 'Blog Yazısı Bulunamadı') and 301 to the current slug for an earlier one.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<PostLoaderData> {
  const slug = params.slug ?? '';
  const options = getPostQueryOptions(slug);
  await preloadPage([query(options)], options.queryKey, ['BLOG_POST_NOT_FOUND']);
  const scope = currentRequestScope();
  if (!scope) return null;
  const post = getQueryClient().getQueryData<BlogPostDetail>(options.queryKey);
  if (!post) return scope.status === 404 ? { notFound: true } : null;
  if (post.slug !== slug) throw redirect(`/blog/${encodeURIComponent(post.slug)}`, 301);
  await getQueryClient().prefetchInfiniteQuery(getPostCommentsQueryOptions(post.id));
  return null;
}

/** Like, favorite and comment posted before the script runs (or without it); see postPageAction. */
export { postPageAction as action } from '@/features/blog/actions/post-page-action';
