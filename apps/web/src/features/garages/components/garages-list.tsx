import { SearchX, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { cn } from '@/lib/utils';
import { useGarages } from '../api/get-garages';
import type { GarageListParams } from '../api/query-keys';
import { GarageCard } from './garage-card';
import { GarageGridSkeleton } from './garage-card-skeleton';
import { FavoriteButton } from './favorite-button';
import { LikeButton } from './like-button';
import { LoadMore } from './load-more';

interface GaragesListProps {
  params: GarageListParams;
  isSignedIn: boolean;
}

/** The garages grid with its loading, error, empty and 'load more' states. */
export function GaragesList({ params, isSignedIn }: GaragesListProps) {
  const { t } = useTranslation('garages');
  const query = useGarages(params);
  const { data, isPending, isError, isFetchNextPageError, isPlaceholderData, refetch } = query;
  const filtered = params.q !== '' || params.filter !== 'all';

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          {t('list.loading')}
        </p>
        <GarageGridSkeleton count={6} />
      </div>
    );
  }

  if (isError && !isFetchNextPageError) {
    return <ErrorState message={t('list.error')} onRetry={() => void refetch()} />;
  }

  const garages = data.pages.flatMap((page) => page.items);
  // Only the first page carries the total of matches (GET /api/garages), counted up to a cap.
  const total = data.pages[0]?.total;
  const totalCapped = data.pages[0]?.totalCapped === true;

  return (
    <div>
      <p role="status" aria-live="polite" className="sr-only">
        {garages.length === 0
          ? filtered
            ? t('list.emptyFiltered')
            : t('list.empty')
          : t('list.results', { count: garages.length })}
      </p>
      {garages.length === 0 ? (
        filtered ? (
          <EmptyState icon={SearchX} title={t('list.emptyFiltered')} />
        ) : (
          <EmptyState
            icon={Warehouse}
            title={t('list.empty')}
            action={
              isSignedIn ? (
                <Button asChild>
                  <Link to="/create-garage">{t('list.addFirst')}</Link>
                </Button>
              ) : null
            }
          />
        )
      ) : (
        <>
          {total !== undefined ? (
            <p className="mb-4 text-sm text-muted-foreground">{totalCapped ? t('list.totalMany', { count: total }) : t('list.total', { count: total })}</p>
          ) : null}
          <ul
          aria-busy={isPlaceholderData || undefined}
          className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', isPlaceholderData && 'opacity-60 transition-opacity')}
        >
          {garages.map((garage, index) => (
            <li key={garage.id}>
              <GarageCard
                garage={garage}
                headingLevel={2}
                // One photo at high priority: the first screen's largest element on a phone; more
                // would share the bandwidth with it.
                priority={index === 0}
                // The heart the favorites page's empty state points at ('kalp simgesi').
                favoriteButton={<FavoriteButton garage={garage} className="absolute top-2 right-2" />}
                likeButton={<LikeButton garageId={garage.id} liked={garage.likedByMe} count={garage.likesCount} ownerId={garage.owner.id} />}
              />
            </li>
          ))}
          </ul>
        </>
      )}
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}
