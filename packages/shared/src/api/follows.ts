/** The follows endpoints (method, path, inputs, answer; see define.ts). */
import { usernameParams } from '../schemas/route-inputs.ts';
import { defineRoute, output } from './define.ts';
import { followListQuery, type FollowListPage, type FollowState } from '../schemas/social.ts';

export const followsApi = {
  follow: defineRoute({ method: 'PUT', path: '/api/users/:username/follow', params: usernameParams, response: output<FollowState>() }),
  unfollow: defineRoute({ method: 'DELETE', path: '/api/users/:username/follow', params: usernameParams, response: output<FollowState>() }),
  /** Members who follow the member, newest first. */
  getFollowers: defineRoute({ method: 'GET', path: '/api/users/:username/followers', params: usernameParams, query: followListQuery, response: output<FollowListPage>() }),
  /** Members the member follows, newest first. */
  getFollowing: defineRoute({ method: 'GET', path: '/api/users/:username/following', params: usernameParams, query: followListQuery, response: output<FollowListPage>() }),
};
