import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FEATURED_GARAGE_COUNT } from '@garaj/shared';
import { useFeaturedGarages } from '@/hooks/use-featured-garages';
import { FavoriteButton } from './favorite-button';
import { GarageCard } from './garage-card';
import { GarageGridSkeleton } from './garage-card-skeleton';

/** Home page section: the six most liked garages, with favorite toggles. */
export function FeaturedGarages() {
  const { t } = useTranslation(['garages', 'common']);
  const { data, isPending, isError, refetch } = useFeaturedGarages();

  return (
    <section
      aria-labelledby="featured-garages-title"
      className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
    >
      <SectionHeader
        id="featured-garages-title"
        className="mb-8"
        title={
          <>
            <Sparkles className="size-6 text-brand" aria-hidden="true" />
            {t('garages:featured.title')}
          </>
        }
        subtitle={t('garages:featured.subtitle')}
        allTo="/garages"
        allLabel={t('garages:featured.viewAll')}
      />

      {isPending ? (
        <div aria-busy="true">
          <span role="status" className="sr-only">
            {t('common:status.loading')}
          </span>
          <GarageGridSkeleton count={FEATURED_GARAGE_COUNT} />
        </div>
      ) : isError ? (
        <ErrorState
          title={t('common:status.error')}
          message={t('garages:featured.error')}
          headingLevel={3}
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyState headingLevel={3} title={t('garages:featured.empty')} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((garage) => (
            <li key={garage.id}>
              <GarageCard
                garage={garage}
                showHashtags
                favoriteButton={
                  <FavoriteButton garage={garage} className="absolute top-2 right-2" />
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
