import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useFavorites } from '../api/get-favorites';
import { FavoriteGarageCard } from './favorite-garage-card';
import { GarageGridSkeleton } from './garage-card-skeleton';
import { GarageGrid } from './garage-grid';

/** The member's favorite garages; removing one takes it off the list. */
export function FavoritesList() {
  const { t } = useTranslation('garages');
  const query = useFavorites();
  const { data, isPending, isError, isFetchNextPageError, refetch } = query;

  if (isPending) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          {t('favorites.loading')}
        </span>
        <GarageGridSkeleton count={3} />
      </div>
    );
  }
  if (isError && !isFetchNextPageError) {
    return <ErrorState message={t('favorites.error')} onRetry={() => void refetch()} />;
  }
  const garages = data.pages.flatMap((page) => page.items);
  if (garages.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={t('favorites.empty')}
        description={t('favorites.emptyText')}
        action={
          <Button asChild>
            <Link to="/garages">{t('favorites.browse')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {t('favorites.count', { count: garages.length })}
      </p>
      <GarageGrid
        garages={garages}
        query={query}
        renderItem={(garage) => <FavoriteGarageCard garage={garage} />}
      />
    </>
  );
}
