/** The admin endpoints (method, path, inputs, answer; see define.ts). */
import { userIdParam } from '../schemas/route-inputs.ts';
import { defineRoute, output } from './define.ts';
import { adminAuditQuery, adminBanInput, adminDashboardSchema, adminGarageDeleteInput, adminGarageListQuery, adminGaragePageSchema, adminGarageResultSchema, adminRoleInput, adminSessionsRevokedSchema, adminUserListQuery, adminUserPageSchema, adminUserResultSchema, auditPageSchema, publicSiteSettingsSchema, siteSettingsInput, siteSettingsSchema } from '../schemas/admin.ts';
import { uuidParam } from '../schemas/common.ts';

export const adminApi = {
  getAdminStats: defineRoute({ method: 'GET', path: '/api/admin/stats', response: output<{ members: number; garages: number; photos: number; comments: number }>() }),
  getAdminDashboard: defineRoute({ method: 'GET', path: '/api/admin/dashboard', response: adminDashboardSchema }),
  getAdminUsers: defineRoute({ method: 'GET', path: '/api/admin/users', query: adminUserListQuery, response: adminUserPageSchema }),
  setUserRole: defineRoute({ method: 'PATCH', path: '/api/admin/users/:id/role', params: userIdParam, body: adminRoleInput, response: adminUserResultSchema }),
  banUser: defineRoute({ method: 'POST', path: '/api/admin/users/:id/ban', params: userIdParam, body: adminBanInput, response: adminUserResultSchema }),
  unbanUser: defineRoute({ method: 'DELETE', path: '/api/admin/users/:id/ban', params: userIdParam, response: adminUserResultSchema }),
  revokeUserSessions: defineRoute({ method: 'DELETE', path: '/api/admin/users/:id/sessions', params: userIdParam, response: adminSessionsRevokedSchema }),
  getAdminGarages: defineRoute({ method: 'GET', path: '/api/admin/garages', query: adminGarageListQuery, response: adminGaragePageSchema }),
  deleteGarage: defineRoute({ method: 'DELETE', path: '/api/admin/garages/:id', params: uuidParam, body: adminGarageDeleteInput }),
  featureGarage: defineRoute({ method: 'PUT', path: '/api/admin/garages/:id/featured', params: uuidParam, response: adminGarageResultSchema }),
  unfeatureGarage: defineRoute({ method: 'DELETE', path: '/api/admin/garages/:id/featured', params: uuidParam, response: adminGarageResultSchema }),
  getAdminSiteSettings: defineRoute({ method: 'GET', path: '/api/admin/settings', response: siteSettingsSchema }),
  saveSiteSettings: defineRoute({ method: 'PUT', path: '/api/admin/settings', body: siteSettingsInput, response: siteSettingsSchema }),
  getSiteSettings: defineRoute({ method: 'GET', path: '/api/site-settings', response: publicSiteSettingsSchema }),
  getAuditLog: defineRoute({ method: 'GET', path: '/api/admin/audit', query: adminAuditQuery, response: auditPageSchema }),
};
