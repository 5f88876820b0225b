import type { BlogPostCard as BlogPostCardData, Page } from '@garaj/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { BlogPostCard, BlogPostCardSkeletons } from './blog-post-card';

interface PostCardListProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<BlogPostCardData>>>;
  loadingLabel: string;
  errorMessage: string;
  empty: ReactNode;
  showStatus?: boolean;
  headingLevel?: 2 | 3;
}

/** A paged grid of post cards with loading, error, empty states and 'load more'. */
export function PostCardList({ query, loadingLabel, errorMessage, empty, showStatus = false, headingLevel = 2 }: PostCardListProps) {
  const { t } = useTranslation('blog');
  const { data, isPending, isError, isFetchNextPageError, refetch } = query;
  if (isPending) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          {loadingLabel}
        </span>
        <BlogPostCardSkeletons count={3} />
      </div>
    );
  }
  if (isError && !isFetchNextPageError) return <ErrorState headingLevel={headingLevel} message={errorMessage} onRetry={() => void refetch()} />;
  const posts = data.pages.flatMap((page) => page.items);
  if (posts.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-6">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} showStatus={showStatus} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {query.hasNextPage || isFetchNextPageError ? (
        <div className="flex justify-center">
          <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? t('list.loadingMore') : t('list.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
