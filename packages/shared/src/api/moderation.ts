/** The moderation endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { adminContentQuery, hideContentInput, moderationTargetParam, type AdminContentPage, type ModerationState } from '../schemas/moderation.ts';

export const moderationApi = {
  hideContent: defineRoute({ method: 'PUT', path: '/api/moderation/:type/:id/hidden', params: moderationTargetParam, body: hideContentInput, response: output<ModerationState>() }),
  unhideContent: defineRoute({ method: 'DELETE', path: '/api/moderation/:type/:id/hidden', params: moderationTargetParam, response: output<ModerationState>() }),
  getAdminContent: defineRoute({ method: 'GET', path: '/api/admin/content', query: adminContentQuery, response: output<AdminContentPage>() }),
};
