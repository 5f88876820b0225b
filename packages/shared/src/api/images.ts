/** The images endpoints (method, path, inputs, answer; see define.ts). */
import { z } from 'zod';
import { defineRoute, output } from './define.ts';
import { type ImageView } from '../schemas/garage.ts';

/**
 * What an image is for; avatars, garage photos and blog images (a post's cover or an image in
 * its body) are kept apart so none can borrow another's. `event`: a community event's image,
 * `competition`: a competition's image, both uploaded by admins only.
 */
export const IMAGE_PURPOSES = ['garage', 'avatar', 'post', 'event', 'competition'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];
/** The upload's query string (the purpose may come as a form field instead). */
export const imageUploadQuery = z.object({ purpose: z.enum(IMAGE_PURPOSES, { message: 'VALUE_INVALID' }).optional() });

export const imagesApi = {
  uploadImage: defineRoute({ method: 'POST', path: '/api/images', query: imageUploadQuery, response: output<ImageView>() }),
};
