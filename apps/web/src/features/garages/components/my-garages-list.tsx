import { Plus, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { garagesOf, useMyGarages } from '@/hooks/use-my-garages';
import { GarageGridSkeleton, MY_GARAGES_SKELETON_COUNT } from './garage-card-skeleton';
import { LoadMore } from './load-more';
import { MyGarageItem } from './my-garage-item';

/** The signed-in member's garages, newest first. */
export function MyGaragesList() {
  const { t } = useTranslation('garages');
  const query = useMyGarages();
  const { data, isPending, isError, isFetchNextPageError, refetch } = query;

  if (isPending) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          {t('mine.loading')}
        </span>
        <GarageGridSkeleton count={MY_GARAGES_SKELETON_COUNT} />
      </div>
    );
  }
  if (isError && !isFetchNextPageError) {
    return <ErrorState message={t('mine.error')} onRetry={() => void refetch()} />;
  }
  const garages = garagesOf(data);
  if (garages.length === 0) {
    return (
      <EmptyState
        icon={Warehouse}
        title={t('mine.empty')}
        description={t('mine.emptyText')}
        action={
          <Button asChild>
            <Link to="/create-garage">
              <Plus aria-hidden="true" />
              {t('mine.createFirst')}
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {garages.map((garage) => (
          <li key={garage.id}>
            <MyGarageItem garage={garage} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
