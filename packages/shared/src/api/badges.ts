/** The badges endpoints (method, path, inputs, answer; see define.ts). */
import { usernameParams } from '../schemas/route-inputs.ts';
import { defineRoute } from './define.ts';
import { badgeCatalogSchema, memberBadgesSchema } from '../schemas/badges.ts';

export const badgesApi = {
  getBadges: defineRoute({ method: 'GET', path: '/api/badges', response: badgeCatalogSchema }),
  getMemberBadges: defineRoute({ method: 'GET', path: '/api/users/:username/badges', params: usernameParams, response: memberBadgesSchema }),
};
