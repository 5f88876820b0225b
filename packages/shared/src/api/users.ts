/** The users endpoints (method, path, inputs, answer; see define.ts). */
import { z } from 'zod';
import { defineRoute, output } from './define.ts';
import { DEFAULT_PAGE_SIZE, USER_SORTS } from '../constants.ts';
import { pageLimit, type Page } from '../schemas/common.ts';
import { type DirectoryCard, type MemberProfile, type UsersSummary } from '../schemas/social.ts';
import { usernameParams } from './params.ts';

/** The member directory's query: search, sort, order and cursor paging. */
export const userListQuery = z.object({
  q: z.string().trim().max(200, { message: 'TOO_LONG' }).optional(),
  sort: z.enum(USER_SORTS, { message: 'VALUE_INVALID' }).default(USER_SORTS[0]),
  order: z.enum(['asc', 'desc'], { message: 'VALUE_INVALID' }).default('desc'),
  /** The `nextCursor` of the previous page (opaque; made for the same sort and order). */
  cursor: z.string().max(500, { message: 'VALUE_INVALID' }).optional(),
  limit: pageLimit.default(DEFAULT_PAGE_SIZE),
});

export const usersApi = {
  getUsersSummary: defineRoute({ method: 'GET', path: '/api/users/summary', response: output<UsersSummary>() }),
  getUsers: defineRoute({ method: 'GET', path: '/api/users', query: userListQuery, response: output<Page<DirectoryCard>>() }),
  getUser: defineRoute({ method: 'GET', path: '/api/users/:username', params: usernameParams, response: output<MemberProfile>() }),
};
