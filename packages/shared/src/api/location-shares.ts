/** The location-shares endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { uuidParam } from '../schemas/common.ts';
import { locationPositionInput, locationShareInput, type LocationShareLikeResult, type LocationSharesView, type PublicLocationShare } from '../schemas/location.ts';

export const locationSharesApi = {
  getLocationShares: defineRoute({ method: 'GET', path: '/api/location-shares', response: output<LocationSharesView>() }),
  startLocationShare: defineRoute({ method: 'POST', path: '/api/location-shares', body: locationShareInput, response: output<PublicLocationShare>() }),
  moveLocationShare: defineRoute({ method: 'PATCH', path: '/api/location-shares/mine', body: locationPositionInput, response: output<PublicLocationShare>() }),
  stopLocationShare: defineRoute({ method: 'DELETE', path: '/api/location-shares/mine' }),
  likeLocationShare: defineRoute({ method: 'PUT', path: '/api/location-shares/:id/like', params: uuidParam, response: output<LocationShareLikeResult>() }),
  unlikeLocationShare: defineRoute({ method: 'DELETE', path: '/api/location-shares/:id/like', params: uuidParam, response: output<LocationShareLikeResult>() }),
};
