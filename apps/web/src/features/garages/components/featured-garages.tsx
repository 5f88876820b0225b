import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
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
    <section aria-labelledby="featured-garages-title" className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-garages-title" className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <Sparkles className="size-6 text-brand" aria-hidden="true" />
            {t('garages:featured.title')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('garages:featured.subtitle')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/garages">
            {t('garages:featured.viewAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>

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
                favoriteButton={<FavoriteButton garage={garage} className="absolute top-2 right-2" />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
