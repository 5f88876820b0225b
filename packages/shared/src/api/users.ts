/** The users endpoints (method, path, inputs, answer; see define.ts). */
import { userListQuery, usernameParams } from '../schemas/route-inputs.ts';
import { defineRoute, output } from './define.ts';
import { type Page } from '../schemas/common.ts';
import { type DirectoryCard, type MemberProfile, type UsersSummary } from '../schemas/social.ts';

export const usersApi = {
  getUsersSummary: defineRoute({ method: 'GET', path: '/api/users/summary', response: output<UsersSummary>() }),
  getUsers: defineRoute({ method: 'GET', path: '/api/users', query: userListQuery, response: output<Page<DirectoryCard>>() }),
  getUser: defineRoute({ method: 'GET', path: '/api/users/:username', params: usernameParams, response: output<MemberProfile>() }),
};
