import { SearchX, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { ListingSearchParams } from '../api/query-keys';
import { listingQueryValues, useListingSearch } from '../api/search-listings';
import { ListingCard } from './listing-card';

/** Whether the search narrows the listings at all (the empty state says "nothing matched" then). */
const isFiltered = (params: ListingSearchParams) => Object.keys(listingQueryValues(params)).length > 0;

/**
 * The listing cards of a search with its loading, error and empty states. The next page is a
 * link to the same search after the last card's cursor (it works before the script runs, or
 * without it); once hydrated it appends the next page in place.
 */
export function ListingsList({ params }: { params: ListingSearchParams }) {
  const { t } = useTranslation(['listings', 'common']);
  const query = useListingSearch(params);
  const { data, isPending, isError, isFetchNextPageError, isPlaceholderData, refetch } = query;

  if (isPending) {
    return (
      <div className="text-sm text-muted-foreground">
        <Spinner size="sm" label={t('list.loading')} showLabel />
      </div>
    );
  }
  if (isError && !isFetchNextPageError) return <ErrorState message={t('list.error')} onRetry={() => void refetch()} />;

  const listings = data.pages.flatMap((page) => page.items);
  const nextCursor = data.pages.at(-1)?.nextCursor ?? null;
  const nextHref = nextCursor ? `/listings?${new URLSearchParams({ ...listingQueryValues(params), cursor: nextCursor }).toString()}` : null;
  const filtered = isFiltered(params);

  return (
    <div>
      <p role="status" aria-live="polite" className="sr-only">
        {listings.length === 0 ? (filtered ? t('list.emptyFiltered') : t('list.empty')) : t('list.results', { count: listings.length })}
      </p>
      {listings.length === 0 ? (
        <EmptyState icon={filtered ? SearchX : Tag} title={filtered ? t('list.emptyFiltered') : t('list.empty')} />
      ) : (
        <ul aria-busy={isPlaceholderData || undefined} className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', isPlaceholderData && 'opacity-60 transition-opacity')}>
          {listings.map((listing, index) => (
            <li key={listing.garageId}>
              <ListingCard listing={listing} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {nextHref ? (
        <div className="mt-8 flex flex-col items-center gap-2">
          {isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('list.loadMoreError')}
            </p>
          ) : null}
          <Button asChild variant="outline" aria-busy={query.isFetchingNextPage}>
            <Link
              to={nextHref}
              onClick={(event) => {
                event.preventDefault();
                if (!query.isFetchingNextPage) void query.fetchNextPage();
              }}
            >
              {query.isFetchingNextPage ? <Spinner size="sm" label={t('common:status.loading')} /> : null}
              {t('list.loadMore')}
            </Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
