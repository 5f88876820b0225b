import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingsApi, type ListingDetail, type ListingEditData } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { listingKeys } from './query-keys';

/** GET /api/listings/:garageId — the listing page (404 LISTING_NOT_FOUND). */
export function getListing(garageId: string, signal?: AbortSignal): Promise<ListingDetail> {
  return apiFetch(listingsApi.getListing, { params: { garageId }, signal });
}

export function getListingQueryOptions(garageId: string) {
  return queryOptions({ queryKey: listingKeys.detail(garageId), queryFn: ({ signal }) => getListing(garageId, signal) });
}

export function useListing(garageId: string) {
  return useQuery(getListingQueryOptions(garageId));
}

/** GET /api/listings/:garageId/edit — the owner's form data (401 visitors, 403 LISTING_FORBIDDEN others). */
export function getListingForEdit(garageId: string, signal?: AbortSignal): Promise<ListingEditData> {
  return apiFetch(listingsApi.getListingForEdit, { params: { garageId }, signal });
}

export function getListingForEditQueryOptions(garageId: string) {
  return queryOptions({ queryKey: listingKeys.edit(garageId), queryFn: ({ signal }) => getListingForEdit(garageId, signal), retry: false });
}

export function useListingForEdit(garageId: string) {
  return useQuery(getListingForEditQueryOptions(garageId));
}
