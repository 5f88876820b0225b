import type { ReactNode } from 'react';
import { FORUM_SKELETONS } from '@garaj/shared';
import { MessagesSquare, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTopics } from '../api/get-topics';
import type { TopicListParams } from '../api/query-keys';
import { CursorPager } from './cursor-pager';
import { TopicCard } from './topic-card';

interface TopicListProps {
  params: TopicListParams;
  /** Category names by id: cards show a category badge when given (lists mixing categories). */
  categoryNames?: ReadonlyMap<string, string>;
  /** Clears the search (the 'Sonuç Bulunamadı' state's button). */
  onClearSearch?: () => void;
  /** Shown under the empty state when there is no search (e.g. a 'Yeni Konu' button). */
  emptyAction?: ReactNode;
  emptyText?: string;
  /** Previous/next links (`?page=`); off for fixed short lists. */
  paged?: boolean;
  headingLevel?: 2 | 3;
}

/** Skeleton cards while a topic list loads (4 on the forum). */
export function TopicListSkeleton({ count = FORUM_SKELETONS }: { count?: number }) {
  return (
    <ul className="grid gap-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="grid gap-3 rounded-xl border p-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-8 w-1/2" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A page of topic cards from `GET /api/forum/topics`: loading, error, empty ('Sonuç Bulunamadı'
 * with a clear-search button when searching), the number found when searching, pages.
 */
export function TopicList({
  params,
  categoryNames,
  onClearSearch,
  emptyAction,
  emptyText,
  paged = true,
  headingLevel = 3,
}: TopicListProps) {
  const { t } = useTranslation(['forum', 'common']);
  const { data, isPending, isError, isPlaceholderData, refetch } = useTopics(params);
  const searching = Boolean(params.search);

  if (isPending) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          {t('common:status.loading')}
        </span>
        <TopicListSkeleton />
      </div>
    );
  }
  if (isError) {
    return <ErrorState headingLevel={3} message={t('forum:home.topicsError')} onRetry={() => void refetch()} />;
  }
  if (data.items.length === 0) {
    return searching ? (
      <EmptyState
        headingLevel={3}
        icon={SearchX}
        title={t('forum:search.emptyTitle')}
        description={t('forum:search.emptyText')}
        action={
          onClearSearch ? (
            <Button variant="outline" onClick={onClearSearch}>
              {t('forum:search.clear')}
            </Button>
          ) : null
        }
      />
    ) : (
      <EmptyState headingLevel={3} icon={MessagesSquare} title={emptyText ?? t('forum:category.empty')} action={emptyAction} />
    );
  }

  return (
    <div className="grid gap-4" aria-busy={isPlaceholderData || undefined}>
      {searching && data.total !== undefined ? (
        <p role="status" className="text-sm text-muted-foreground">
          {data.totalCapped ? t('forum:search.resultsMany', { count: data.total }) : t('forum:search.results', { count: data.total })}
        </p>
      ) : null}
      <ul className="grid gap-3">
        {data.items.map((topic) => (
          <li key={topic.id}>
            <TopicCard topic={topic} categoryName={categoryNames?.get(topic.categoryId)} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {paged ? <CursorPager cursor={params.cursor ?? null} nextCursor={data.nextCursor} /> : null}
    </div>
  );
}
