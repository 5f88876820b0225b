import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { usePosts } from '../api/get-posts';
import type { BlogListParams } from '../api/query-keys';
import { BlogPagination } from './blog-pagination';
import { BlogPostCard, BlogPostCardSkeletons } from './blog-post-card';

/**
 * The cards of one page of the blog list, the number found (first page), the page links, and the
 * empty state ('Sonuç Bulunamadı' with 'Filtreleri Temizle', which goes back to `/blog`).
 */
export function BlogList({ params }: { params: BlogListParams }) {
  const { t } = useTranslation('blog');
  const { data, isPending, isError, isPlaceholderData, refetch } = usePosts(params);

  if (isPending) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          {t('list.loading')}
        </span>
        <BlogPostCardSkeletons count={6} />
      </div>
    );
  }
  if (isError) return <ErrorState message={t('list.error')} onRetry={() => void refetch()} />;

  const filtered = Boolean(params.search || params.category);
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('list.emptyTitle')}
        description={filtered ? t('list.emptyFiltered') : t('list.emptyAll')}
        action={
          filtered ? (
            <Button asChild variant="outline">
              <Link to="/blog">{t('list.clearFilters')}</Link>
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <div className="grid gap-6" aria-busy={isPlaceholderData || undefined}>
      {data.total !== undefined ? (
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {data.totalCapped ? t('list.foundMany', { count: data.total }) : t('list.found', { count: data.total })}
        </p>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((post, i) => (
          <li key={post.id}>
            {/* One cover at high priority (the first screen's largest element on a phone). */}
            <BlogPostCard post={post} priority={i === 0 && !params.cursor} />
          </li>
        ))}
      </ul>
      <BlogPagination params={params} nextCursor={data.nextCursor} />
    </div>
  );
}
