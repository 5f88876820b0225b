/** The profiles endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { profileInput, type MyProfile } from '../schemas/account.ts';

export const profilesApi = {
  getMyProfile: defineRoute({ method: 'GET', path: '/api/me/profile', response: output<MyProfile>() }),
  updateMyProfile: defineRoute({ method: 'PUT', path: '/api/me/profile', body: profileInput, response: output<MyProfile>() }),
};
