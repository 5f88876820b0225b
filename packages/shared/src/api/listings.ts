/** The listings endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import type { Page } from '../schemas/common.ts';
import { garageIdParam, listingInput, listingSearchQuery, listingStatusInput, type ListingCard, type ListingDetail, type ListingEditData } from '../schemas/listings.ts';

export const listingsApi = {
  searchListings: defineRoute({ method: 'GET', path: '/api/listings', query: listingSearchQuery, response: output<Page<ListingCard>>() }),
  getListing: defineRoute({ method: 'GET', path: '/api/listings/:garageId', params: garageIdParam, response: output<ListingDetail>() }),
  /** The owner's form: the garage and its listing (null before the first save). */
  getListingForEdit: defineRoute({ method: 'GET', path: '/api/listings/:garageId/edit', params: garageIdParam, response: output<ListingEditData>() }),
  /** Create (published at once) or edit; the status stays as it is on an edit. */
  saveListing: defineRoute({ method: 'PUT', path: '/api/listings/:garageId', params: garageIdParam, body: listingInput, response: output<ListingDetail>() }),
  /** Publish again, mark sold, or withdraw. */
  setListingStatus: defineRoute({ method: 'PUT', path: '/api/listings/:garageId/status', params: garageIdParam, body: listingStatusInput, response: output<ListingDetail>() }),
};
