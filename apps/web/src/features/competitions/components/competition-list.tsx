import { COMPETITION_PAGE_SIZE } from '@garaj/shared';
import { ChevronLeft, ChevronRight, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompetitions } from '../api/get-competitions';
import type { CompetitionListParams } from '../api/query-keys';
import { competitionListHref } from '../hooks/use-competition-list-params';
import { CompetitionCard } from './competition-card';

const pageLinkClass =
  'inline-flex h-9 items-center gap-1 rounded-md border px-3 text-sm font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring';

/** One page of competition cards with its loading, error and empty states and page links. */
export function CompetitionList({ params }: { params: CompetitionListParams }) {
  const { t } = useTranslation('competitions');
  const { data, isPending, isError, isPlaceholderData, refetch } = useCompetitions(params);

  if (isPending) {
    return (
      <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <span role="status" className="sr-only">
          {t('list.loading')}
        </span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-96 rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError) return <ErrorState message={t('list.error')} onRetry={() => void refetch()} />;
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={Trophy}
        title={t('list.emptyTitle')}
        description={params.category ? t('list.emptyFiltered') : t('list.emptyAll')}
        action={
          params.category ? (
            <Button asChild variant="outline">
              <Link to="/competitions">{t('list.clearFilters')}</Link>
            </Button>
          ) : null
        }
      />
    );
  }
  const last = Math.max(1, Math.ceil(data.total / (data.pageSize || COMPETITION_PAGE_SIZE)));
  const current = Math.min(params.page, last);
  return (
    <div className="grid gap-6" aria-busy={isPlaceholderData || undefined}>
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {t('list.found', { count: data.total })}
      </p>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((competition, i) => (
          <li key={competition.id} className="min-w-0">
            <CompetitionCard competition={competition} priority={i === 0 && current === 1} />
          </li>
        ))}
      </ul>
      {last > 1 ? (
        <nav aria-label={t('pagination.label')} className="flex items-center justify-center gap-3">
          {current > 1 ? (
            <Link to={competitionListHref({ ...params, page: current - 1 })} rel="prev" className={pageLinkClass}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              {t('pagination.previous')}
            </Link>
          ) : null}
          <span className="text-sm text-muted-foreground">{t('pagination.status', { page: current, last })}</span>
          {current < last ? (
            <Link to={competitionListHref({ ...params, page: current + 1 })} rel="next" className={pageLinkClass}>
              {t('pagination.next')}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
