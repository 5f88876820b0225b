/**
 * POST /api/documents?purpose=dyno_sheet|expert_report — a verified member uploads one PDF or
 * image (at most 10 MB) to attach to a modification or a listing; the answer's `id` goes into
 * that form. The file is read at the answer's `url` (`/media/documents/…`).
 */
import type { FastifyInstance } from 'fastify';
import { documentsApi } from '@garaj/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { readFileBytes, readFilePart } from '../../lib/upload-part.ts';
import { storeDocument } from './documents.service.ts';

/** Registers POST /api/documents. */
export async function documentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(
    app,
    documentsApi.uploadDocument,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, bodyTypes: ['multipart/form-data'] },
      schema: {
        tags: ['documents'],
        summary: 'Upload a document (multipart `file`; purpose in the query string)',
        description:
          'multipart/form-data with one `file` part: a PDF (kept as uploaded, delivered as a download) or a JPEG, PNG or WebP (re-encoded to WebP without metadata), at most 10 MB. `purpose`: dyno_sheet | expert_report.',
        consumes: ['multipart/form-data'],
        security: [{ session: [] }],
      },
    },
    async (request, reply) => {
      const viewer = await requireVerifiedViewer(request);
      const part = await readFilePart(request);
      const data = await readFileBytes(request, part);
      const document = await storeDocument({ db: app.deps.db, storage: app.deps.storage, log: request.log }, viewer.id, request.query.purpose, data, part.filename);
      return reply.status(201).send(document);
    },
  );
}
