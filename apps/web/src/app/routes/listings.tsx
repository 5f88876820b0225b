import { Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { LinkButton, PageHeader } from '@/components/page-header';
import { PageMeta } from '@/components/page-meta';
import { searchListingsQueryOptions } from '@/features/listings/api/search-listings';
import { ListingFilters } from '@/features/listings/components/listing-filters';
import { ListingsList } from '@/features/listings/components/listings-list';
import { readListingSearch, useListingSearchParams } from '@/features/listings/hooks/use-listing-search-params';
import { infinite, preloadPage } from '@/lib/route-data';
import { useCurrentUser } from '@/lib/session';

/** `/listings` ("İlanlar"): the listing search, its filters in the address, rendered on the server. */
export function Component() {
  const { t } = useTranslation('listings');
  const { user } = useCurrentUser();
  const { params, raw } = useListingSearchParams();
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={params.q ? t('list.searchTitle', { query: params.q }) : t('list.title')} description={t('list.subtitle')} />
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          user ? (
            <LinkButton to="/my-garage" icon={Warehouse} variant="outline">
              {t('list.sellFromGarage')}
            </LinkButton>
          ) : null
        }
      />
      <ListingFilters key={raw.toString()} values={raw} />
      <ListingsList params={params} />
    </div>
  );
}
Component.displayName = 'ListingsRoute';

/** Preloads the first page of the address's search. */
export function loader({ request }: LoaderFunctionArgs) {
  return preloadPage([infinite(searchListingsQueryOptions(readListingSearch(new URL(request.url).searchParams)))]);
}
