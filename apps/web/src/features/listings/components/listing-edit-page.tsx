import { Ban, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginRequiredMessage } from '@/components/login-required-message';
import { PageMessage } from '@/components/page-message';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useListingForEdit } from '../api/get-listing';
import { ListingForm } from './listing-form';
import { ListingStatusActions } from './listing-status-actions';

/**
 * `/listings/:garageId/edit`: the owner's listing of a garage — the form (a new listing when
 * there is none yet) and its status. A visitor is asked to sign in; anyone else is told the
 * listing is its owner's.
 */
export function ListingEditPage({ garageId }: { garageId: string }) {
  const { t } = useTranslation(['listings', 'errors']);
  const { data, error, isPending } = useListingForEdit(garageId);
  if (isPending) return <PageSpinner />;
  if (error) {
    if (isApiError(error) && error.status === 401) {
      return <LoginRequiredMessage title={t('listings:edit.loginTitle')} text={t('listings:edit.loginText')} action={t('listings:edit.login')} documentTitle={t('listings:edit.loginTitle')} />;
    }
    const forbidden = isApiError(error) && error.status === 403;
    return (
      <PageMessage
        icon={forbidden ? Ban : SearchX}
        title={forbidden ? t('errors:LISTING_FORBIDDEN') : t('errors:GARAGE_NOT_FOUND')}
        text={t('listings:edit.goBack')}
        to="/listings"
        action={t('listings:list.title')}
        documentTitle={t('listings:edit.title')}
      />
    );
  }
  const { vehicle, listing } = data;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6">
      <PageTitle title={listing ? t('listings:edit.title') : t('listings:edit.newTitle')} noIndex />
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{listing ? t('listings:edit.title') : t('listings:edit.newTitle')}</h1>
        <p className="text-muted-foreground">
          <Link to={`/garage/${vehicle.garageId}`} className="font-medium text-foreground hover:underline">
            {vehicle.name}
          </Link>{' '}
          · {vehicle.brand} {vehicle.model}
          {vehicle.year ? ` · ${vehicle.year}` : ''}
        </p>
        {listing ? (
          <p>
            <Link to={`/listings/${vehicle.garageId}`} className="text-sm text-primary hover:underline">
              {t('listings:edit.view')}
            </Link>
          </p>
        ) : null}
      </header>
      {listing ? <ListingStatusActions listing={listing} /> : null}
      <ListingForm key={listing?.updatedAt ?? 'new'} vehicle={vehicle} listing={listing} />
    </div>
  );
}
