/** The users endpoints (method, path, inputs, answer; see define.ts): the directory, the profile and the follows. */
import { userListQuery, usernameParams } from '../schemas/route-inputs.ts';
import { defineRoute, output } from './define.ts';
import { type Page } from '../schemas/common.ts';
import { followListQuery, type DirectoryCard, type FollowListPage, type FollowState, type MemberProfile, type UsersSummary } from '../schemas/social.ts';

export const usersApi = {
  getUsersSummary: defineRoute({ method: 'GET', path: '/api/users/summary', response: output<UsersSummary>() }),
  getUsers: defineRoute({ method: 'GET', path: '/api/users', query: userListQuery, response: output<Page<DirectoryCard>>() }),
  getUser: defineRoute({ method: 'GET', path: '/api/users/:username', params: usernameParams, response: output<MemberProfile>() }),
  follow: defineRoute({ method: 'PUT', path: '/api/users/:username/follow', params: usernameParams, response: output<FollowState>() }),
  unfollow: defineRoute({ method: 'DELETE', path: '/api/users/:username/follow', params: usernameParams, response: output<FollowState>() }),
  /** Members who follow the member, newest first. */
  getFollowers: defineRoute({ method: 'GET', path: '/api/users/:username/followers', params: usernameParams, query: followListQuery, response: output<FollowListPage>() }),
  /** Members the member follows, newest first. */
  getFollowing: defineRoute({ method: 'GET', path: '/api/users/:username/following', params: usernameParams, query: followListQuery, response: output<FollowListPage>() }),
};
