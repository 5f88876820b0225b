/**
 * POST /api/images — a member uploads one garage photo, avatar or blog image (at most 10 MB,
 * images only; members only). The answer is an `ImageView` whose id
 * goes into a garage's `photos`, the profile's `avatarImageId`, or a blog post (`coverImageId`,
 * or its URL inside the body).
 *
 * Request: `multipart/form-data` with one file part named `file`. The purpose (`garage`,
 * `avatar` or `post`) is read from the query string (`POST /api/images?purpose=avatar`), or else from a
 * multipart field `purpose` sent BEFORE the file part (fields after the file are not known
 * when the file is read).
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { imageUploadQuery, imagesApi, type ImagePurpose } from '@garaj/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { presentImage } from '../../lib/image-view.ts';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { readFileBytes, readFilePart } from '../../lib/upload-part.ts';
import { imageViewSchema } from './images.schema.ts';
import { ADMIN_IMAGE_PURPOSES, storeUpload } from './images.service.ts';

const purposeSchema = imageUploadQuery.shape.purpose.unwrap();

/** Query string first, else a `purpose` field that preceded the file part. */
function purposeOf(query: z.infer<typeof imageUploadQuery>, part: MultipartFile): ImagePurpose {
  if (query.purpose) return query.purpose;
  const field = part.fields.purpose;
  const value = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
  if (value === undefined || value === '') throw badRequest('VALIDATION_FAILED', { purpose: 'REQUIRED' });
  const parsed = purposeSchema.safeParse(value);
  if (!parsed.success) throw badRequest('VALUE_INVALID', { purpose: 'VALUE_INVALID' });
  return parsed.data;
}

/** Registers POST /api/images. */
export async function imagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(
    app,
    imagesApi.uploadImage,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, bodyTypes: ['multipart/form-data'] },
      schema: {
        tags: ['images'],
        summary: 'Upload an image (multipart `file`; purpose in the query string)',
        description:
          'multipart/form-data with one `file` part (JPEG, PNG or WebP, at most 10 MB). `purpose` (garage | avatar | post | message; event, competition: admins only) in the query string, or as a form field sent before the file. The image is re-encoded to WebP without metadata.',
        consumes: ['multipart/form-data'],
        security: [{ session: [] }],
        response: { 201: imageViewSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireVerifiedViewer(request);
      const part = await readFilePart(request);
      const purpose = purposeOf(request.query, part);
      if (ADMIN_IMAGE_PURPOSES.includes(purpose) && viewer.role !== 'admin') throw forbidden();
      const data = await readFileBytes(request, part);
      const image = await storeUpload({ db: app.deps.db, storage: app.deps.storage, log: request.log }, viewer.id, purpose, data);
      return reply.status(201).send(presentImage(image));
    },
  );
}
