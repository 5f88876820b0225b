/**
 * Document upload helper (a modification's dyno sheet, a listing's expert report;
 * docs/api.md `POST /api/documents`).
 *
 * - `checkDocumentFile(file)`: the client-side convenience check (10 MB; PDF, JPG, PNG or WebP).
 *   The server checks again by the file's bytes; this only saves a pointless upload.
 * - `uploadDocument(file, purpose)`: multipart upload with one `file` field; resolves with the
 *   stored `DocumentRef`, rejects with an `ApiError` (codes normalised for 413/415/422).
 * - `getDocumentUploadErrorMessage(error, t)`: the message for a failed upload.
 */
import type { TFunction } from 'i18next';
import { MAX_UPLOAD_BYTES, documentsApi, type DocumentPurpose, type DocumentRef } from '@garaj/shared';
import { ApiError, apiFetch, isApiError } from './api-client';
import { getUploadErrorMessage } from './upload-image';

/** MIME types the server accepts. */
export const ACCEPTED_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/** Value for `<input type="file" accept>`. */
export const DOCUMENT_ACCEPT = ACCEPTED_DOCUMENT_TYPES.join(',');
const ACCEPTED_EXTENSIONS = /\.(pdf|jpe?g|png|webp)$/i;

export type DocumentFileProblem = 'FILE_TOO_LARGE' | 'DOCUMENT_TYPE_INVALID';

/** Error code for a file the server would refuse, or null when it may be uploaded. */
export function checkDocumentFile(file: Pick<File, 'size' | 'type' | 'name'>): DocumentFileProblem | null {
  const typeOk = file.type ? (ACCEPTED_DOCUMENT_TYPES as readonly string[]).includes(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return 'DOCUMENT_TYPE_INVALID';
  if (file.size > MAX_UPLOAD_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

/** Error codes by status when a proxy answers without the API's JSON body. */
const STATUS_CODES: Record<number, string> = { 413: 'FILE_TOO_LARGE', 415: 'DOCUMENT_TYPE_INVALID', 422: 'IMAGE_TOO_MANY_PIXELS' };

/**
 * Uploads one document for `purpose` and returns it.
 * Refuses a file that fails {@link checkDocumentFile} without calling the server.
 */
export async function uploadDocument(file: File, purpose: DocumentPurpose, init: { signal?: AbortSignal } = {}): Promise<DocumentRef> {
  const problem = checkDocumentFile(file);
  if (problem) throw new ApiError({ status: 0, code: problem, message: problem });
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    return await apiFetch(documentsApi.uploadDocument, { query: { purpose }, body, signal: init.signal });
  } catch (error) {
    if (isApiError(error) && (error.code === 'UNKNOWN' || error.code === 'INTERNAL') && STATUS_CODES[error.status]) {
      throw new ApiError({ status: error.status, code: STATUS_CODES[error.status]!, message: error.message });
    }
    throw error;
  }
}

/** The message for a failed document upload: the type refusal by its own text, the rest as for images. */
export function getDocumentUploadErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.code === 'DOCUMENT_TYPE_INVALID') return t('errors:DOCUMENT_TYPE_INVALID');
  return getUploadErrorMessage(error, t);
}
