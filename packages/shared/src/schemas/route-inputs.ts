/**
 * Input schemas of the route table (api/) that belong to no form: path parameters several areas
 * share and the query strings of lists and uploads.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, USER_SORTS } from '../constants.ts';
import { pageLimit } from './common.ts';
import { forumCategoryId } from './forum.ts';

/** A member's username in the path. */
export const usernameParams = z.object({ username: z.string().trim().min(1).max(100) });

/** A member's id in the path (better-auth ids are not uuids). */
export const userIdParam = z.object({ id: z.string().trim().min(1).max(100) });

/** A forum category's id in the path. */
export const forumCategoryParam = z.object({ id: forumCategoryId });

/** The member directory's query: search, sort, order and cursor paging. */
export const userListQuery = z.object({
  q: z.string().trim().max(200, { message: 'TOO_LONG' }).optional(),
  sort: z.enum(USER_SORTS, { message: 'VALUE_INVALID' }).default(USER_SORTS[0]),
  order: z.enum(['asc', 'desc'], { message: 'VALUE_INVALID' }).default('desc'),
  /** The `nextCursor` of the previous page (opaque; made for the same sort and order). */
  cursor: z.string().max(500, { message: 'VALUE_INVALID' }).optional(),
  limit: pageLimit.default(DEFAULT_PAGE_SIZE),
});

/** The assistant's saved answers, a cursor page. */
export const savedAnswerListQuery = z.object({ cursor: z.string().max(500).optional(), limit: pageLimit.optional() });

/**
 * What an image is for; avatars, garage photos and blog images (a post's cover or an image in
 * its body) are kept apart so none can borrow another's. `event`: a community event's image,
 * `competition`: a competition's image, both uploaded by admins only.
 */
export const IMAGE_PURPOSES = ['garage', 'avatar', 'post', 'event', 'competition', 'message'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** The upload's query string (the purpose may come as a form field instead). */
export const imageUploadQuery = z.object({ purpose: z.enum(IMAGE_PURPOSES, { message: 'VALUE_INVALID' }).optional() });

/** `?channels=a,b`: the live channels to subscribe to (realtime.ts `realtimeUrl`). */
export const realtimeEventsQuery = z.object({ channels: z.string({ message: 'REQUIRED' }).max(200, { message: 'TOO_LONG' }) });
