/** The advertising endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { adImpressionsInput, adInput, adListQuery, adRequestInput, adRequestListQuery, adRequestStatusInput, type AdList, type AdRequest, type AdRequestPage, type AdminAd } from '../schemas/advertising.ts';
import { uuidParam } from '../schemas/common.ts';

export const advertisingApi = {
  getAds: defineRoute({ method: 'GET', path: '/api/ads', query: adListQuery, response: output<AdList>() }),
  recordAdImpressions: defineRoute({ method: 'POST', path: '/api/ads/:id/impressions', params: uuidParam, body: adImpressionsInput, response: output<{ counted: number }>() }),
  recordAdClick: defineRoute({ method: 'POST', path: '/api/ads/:id/clicks', params: uuidParam, response: output<{ counted: number }>() }),
  createAdRequest: defineRoute({ method: 'POST', path: '/api/ad-requests', body: adRequestInput, response: output<Pick<AdRequest, 'id' | 'package' | 'status'>>() }),
  getAdminAds: defineRoute({ method: 'GET', path: '/api/admin/ads', response: output<{ items: AdminAd[] }>() }),
  getAdminAd: defineRoute({ method: 'GET', path: '/api/admin/ads/:id', params: uuidParam, response: output<AdminAd>() }),
  createAd: defineRoute({ method: 'POST', path: '/api/admin/ads', body: adInput, response: output<AdminAd>() }),
  updateAd: defineRoute({ method: 'PUT', path: '/api/admin/ads/:id', params: uuidParam, body: adInput, response: output<AdminAd>() }),
  deleteAd: defineRoute({ method: 'DELETE', path: '/api/admin/ads/:id', params: uuidParam }),
  getAdRequests: defineRoute({ method: 'GET', path: '/api/admin/ad-requests', query: adRequestListQuery, response: output<AdRequestPage>() }),
  setAdRequestStatus: defineRoute({ method: 'PATCH', path: '/api/admin/ad-requests/:id', params: uuidParam, body: adRequestStatusInput, response: output<AdRequest>() }),
};
