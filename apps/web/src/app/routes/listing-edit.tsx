import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getListingForEditQueryOptions } from '@/features/listings/api/get-listing';
import { ListingEditPage } from '@/features/listings/components/listing-edit-page';
import { preloadPage, query } from '@/lib/route-data';

/** `/listings/:garageId/edit`: the owner creates or edits the garage's listing (rendered on the server; its forms post to the action). */
export function Component() {
  const { garageId = '' } = useParams();
  return <ListingEditPage key={garageId} garageId={garageId} />;
}
Component.displayName = 'ListingEditRoute';

/** Preloads the owner's form data (with the visitor's session: a visitor or another member gets their message). */
export function loader({ params }: LoaderFunctionArgs) {
  return preloadPage([query(getListingForEditQueryOptions(params.garageId ?? ''))]);
}

/** Saving and the status changes, posted natively or by the app (features/listings/actions). */
export { listingEditAction as action } from '@/features/listings/actions/listing-edit-action';
