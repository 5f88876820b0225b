import { Activity, SearchX, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityItem, ActivityItemSkeletons } from '@/components/activity-item';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { cn } from '@/lib/utils';
import { useActivities } from '../api/get-activities';
import type { ActivityListParams } from '../api/query-keys';
import { activitiesHref } from '../hooks/use-activity-params';

interface ActivityListProps {
  params: ActivityListParams;
  isSignedIn: boolean;
}

/**
 * The feed with its loading, error and empty states and 'Daha fazla yükle' (keyset pages of
 * ACTIVITY_PAGE_SIZE). Filtered and empty: 'Sonuç Bulunamadı' with 'Filtreleri Temizle'.
 */
export function ActivityList({ params, isSignedIn }: ActivityListProps) {
  const { t } = useTranslation(['activities', 'common', 'errors']);
  const query = useActivities(params);
  const { data, isPending, isError, isFetchNextPageError, isPlaceholderData, refetch } = query;
  const filtered = params.q !== '' || params.type !== 'all';

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="mb-3 text-sm text-muted-foreground">
          {t('list.loading')}
        </p>
        <ActivityItemSkeletons count={6} />
      </div>
    );
  }
  if (isError && !isFetchNextPageError) {
    return <ErrorState title={t('list.error')} message={getErrorMessage(query.error, t)} onRetry={() => void refetch()} />;
  }

  const items = data.pages.flatMap((page) => page.items);
  return (
    <div className="min-w-0">
      <p role="status" aria-live="polite" className="sr-only">
        {items.length === 0 ? (filtered ? t('list.emptyFiltered') : t('list.empty')) : t('list.results', { count: items.length })}
      </p>
      {items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title={t('list.emptyTitle')}
            description={t('list.emptyFiltered')}
            action={
              <Button asChild variant="outline">
                <Link to={activitiesHref({ scope: params.scope })}>{t('list.clearFilters')}</Link>
              </Button>
            }
          />
        ) : params.scope === 'following' ? (
          <EmptyState
            icon={UserCheck}
            title={t('list.emptyFollowing')}
            description={t('list.emptyFollowingHint')}
            action={
              <Button asChild>
                <Link to="/users">{t('list.findMembers')}</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Activity}
            title={t('list.empty')}
            description={isSignedIn ? t('list.emptyHint') : undefined}
          />
        )
      ) : (
        <ol aria-label={t('list.label')} aria-busy={isPlaceholderData || undefined} className={cn('grid grid-cols-1 gap-3', isPlaceholderData && 'opacity-60 transition-opacity')}>
          {items.map((item) => (
            <li key={item.id}>
              <ActivityItem item={item} />
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage ? (
        <div className="mt-6 flex flex-col items-center gap-2">
          {isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('list.loadMoreError')}
            </p>
          ) : null}
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} aria-busy={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? <Spinner size="sm" label={t('common:status.loading')} /> : null}
            {isFetchNextPageError ? t('common:actions.retry') : t('list.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
