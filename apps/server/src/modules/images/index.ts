/** What other modules may use of the images module: they import it from here, never from its files. */
export { imageViewSchema } from './images.schema.ts';
export { ADMIN_IMAGE_PURPOSES, deleteImageIfUnused, findOwnImage } from './images.service.ts';
