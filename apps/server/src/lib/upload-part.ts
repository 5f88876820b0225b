/**
 * Reading the one file part of a multipart upload (`POST /api/images`, `POST /api/documents`):
 * 400 VALIDATION_FAILED (`fields.file = REQUIRED`) when the request carries no part named `file`,
 * 413 FILE_TOO_LARGE beyond the multipart limit (10 MB).
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/** Name of the multipart part carrying the file. */
export const FILE_FIELD = 'file';

/** The uploaded file part, or 400/413 for a request that does not carry one. */
export async function readFilePart(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badRequest('VALIDATION_FAILED', { [FILE_FIELD]: 'REQUIRED' });
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (err) {
    throw multipartError(request, err);
  }
  if (!part || part.fieldname !== FILE_FIELD) throw badRequest('VALIDATION_FAILED', { [FILE_FIELD]: 'REQUIRED' });
  return part;
}

/** The part's bytes: 413 FILE_TOO_LARGE when the stream hit the limit, 400 when it broke off. */
export async function readFileBytes(request: FastifyRequest, part: MultipartFile): Promise<Buffer> {
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    throw multipartError(request, err);
  }
  // toBuffer only throws when it sees the limit while reading; a stream cut at the limit on
  // its last chunk ends quietly with `truncated` set (seen over real sockets).
  if (part.file.truncated) throw new AppError(413, 'FILE_TOO_LARGE');
  return data;
}

/** Multipart failures are the request's fault: 413 beyond 10 MB, otherwise 400. */
function multipartError(request: FastifyRequest, err: unknown): AppError {
  const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'FILE_TOO_LARGE');
  request.log.info({ err, code }, 'malformed multipart upload');
  return badRequest('VALIDATION_FAILED', { [FILE_FIELD]: 'REQUIRED' });
}
