import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { PageMessage } from '@/components/page-message';
import { PageMeta } from '@/components/page-meta';
import { PageSpinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/error-state';
import { getListingQueryOptions, useListing } from '@/features/listings/api/get-listing';
import { ListingView } from '@/features/listings/components/listing-view';
import { formatCurrency } from '@/lib/format';
import { isMissingError, preloadPage, query, useRouteNotFound } from '@/lib/route-data';

/** `/listings/:garageId`: a listing with its panel map, report, seller and shared history. */
export function Component() {
  const { garageId = '' } = useParams();
  const { t } = useTranslation('listings');
  const { data, error, isPending, refetch } = useListing(garageId);
  const missing = useRouteNotFound();
  if (missing || isMissingError(error, ['LISTING_NOT_FOUND'])) {
    return <PageMessage icon={SearchX} title={t('detail.notFound')} text={t('detail.notFoundText')} to="/listings" action={t('list.title')} documentTitle={t('detail.notFound')} />;
  }
  if (error) return <ErrorState message={t('detail.error')} onRetry={() => void refetch()} />;
  if (isPending) return <PageSpinner />;
  const price = data.priceTl === null ? t('card.priceOnRequest') : formatCurrency(data.priceTl);
  return (
    <>
      <PageMeta title={data.name} description={`${data.brand} ${data.model} · ${price}${data.city ? ` · ${data.city}` : ''}`} image={data.cover?.url} />
      <ListingView listing={data} />
    </>
  );
}
Component.displayName = 'ListingDetailRoute';

/** Preloads the listing; a missing or withdrawn one answers 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const options = getListingQueryOptions(params.garageId ?? '');
  return preloadPage([query(options)], options.queryKey, ['LISTING_NOT_FOUND']);
}
