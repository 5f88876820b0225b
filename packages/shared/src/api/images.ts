/** The images endpoints (method, path, inputs, answer; see define.ts). */
import { imageUploadQuery } from '../schemas/route-inputs.ts';
import { defineRoute, output } from './define.ts';
import { type ImageView } from '../schemas/garage.ts';

export const imagesApi = {
  uploadImage: defineRoute({ method: 'POST', path: '/api/images', query: imageUploadQuery, response: output<ImageView>() }),
};
