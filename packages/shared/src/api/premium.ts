/** The premium endpoints (method, path, inputs, answer; see define.ts). */
import { userIdParam } from '../schemas/route-inputs.ts';
import { defineRoute, output } from './define.ts';
import { uuidParam } from '../schemas/common.ts';
import { premiumGrantInput, premiumLookupQuery, premiumMemberListQuery, premiumReasonInput, premiumRequestInput, premiumRequestListQuery, type AdminPremiumRequestPage, type PremiumMemberPage, type PremiumMemberSummary, type PremiumOverview, type PremiumRequestView } from '../schemas/premium.ts';

export const premiumApi = {
  getPremium: defineRoute({ method: 'GET', path: '/api/premium', response: output<PremiumOverview>() }),
  createPremiumRequest: defineRoute({ method: 'POST', path: '/api/premium/requests', body: premiumRequestInput, response: output<PremiumRequestView>() }),
  getMyPremiumRequest: defineRoute({ method: 'GET', path: '/api/premium/requests/mine', response: output<{ request: PremiumRequestView | null }>() }),
  cancelPremiumRequest: defineRoute({ method: 'DELETE', path: '/api/premium/requests/mine', response: output<PremiumRequestView>() }),
  getAdminPremiumRequests: defineRoute({ method: 'GET', path: '/api/admin/premium/requests', query: premiumRequestListQuery, response: output<AdminPremiumRequestPage>() }),
  getPremiumMembers: defineRoute({ method: 'GET', path: '/api/admin/premium/members', query: premiumMemberListQuery, response: output<PremiumMemberPage>() }),
  lookupPremiumMember: defineRoute({ method: 'GET', path: '/api/admin/premium/lookup', query: premiumLookupQuery, response: output<PremiumMemberSummary & { pendingRequest: PremiumRequestView | null }>() }),
  grantPremium: defineRoute({ method: 'PUT', path: '/api/admin/users/:id/premium', params: userIdParam, body: premiumGrantInput, response: output<PremiumMemberSummary>() }),
  revokePremium: defineRoute({ method: 'DELETE', path: '/api/admin/users/:id/premium', params: userIdParam, body: premiumReasonInput, response: output<PremiumMemberSummary>() }),
  rejectPremiumRequest: defineRoute({ method: 'POST', path: '/api/admin/premium/requests/:id/reject', params: uuidParam, body: premiumReasonInput, response: output<PremiumRequestView>() }),
};
