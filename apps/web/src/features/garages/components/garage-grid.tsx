import type { GarageCard } from '@garaj/shared';
import type { ReactNode } from 'react';
import { LoadMore } from './load-more';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface GarageGridProps {
  garages: GarageCard[];
  /** The infinite query the garages come from; drives 'load more'. */
  query: PagedQuery;
  /** The card for one garage (inside its `<li>`). */
  renderItem: (garage: GarageCard) => ReactNode;
}

/** A member's paged garage list (own garages, favorites): a card grid with 'load more' under it. */
export function GarageGrid({ garages, query, renderItem }: GarageGridProps) {
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {garages.map((garage) => (
          <li key={garage.id}>{renderItem(garage)}</li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
