import { Plus, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { garagesOf, useMyGarages } from '@/hooks/use-my-garages';
import { GarageGrid } from './garage-grid';
import { GarageGridSkeleton, MY_GARAGES_SKELETON_COUNT } from './garage-card-skeleton';
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
    <GarageGrid
      garages={garages}
      query={query}
      renderItem={(garage) => <MyGarageItem garage={garage} />}
    />
  );
}
