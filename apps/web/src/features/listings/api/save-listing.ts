import { listingsApi, type ListingDetail, type ListingInput, type ListingStatus } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/listings/:garageId — creates (published at once) or edits the garage's listing. */
export function saveListing(garageId: string, input: ListingInput): Promise<ListingDetail> {
  return apiFetch(listingsApi.saveListing, { params: { garageId }, json: input });
}

/** PUT /api/listings/:garageId/status — publish again, mark sold, or withdraw. */
export function setListingStatus(garageId: string, status: ListingStatus): Promise<ListingDetail> {
  return apiFetch(listingsApi.setListingStatus, { params: { garageId }, json: { status } });
}
