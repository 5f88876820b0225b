/**
 * The CSV import's request and its answer to a page form. The file comes as the `file` part of a
 * multipart body (at most FUEL_IMPORT_MAX_BYTES; 413 CSV_IMPORT_TOO_LARGE beyond), decoded as
 * UTF-8 — or, when it is not valid UTF-8, as Windows-1254 (what Excel in Turkish saves).
 *
 * The fuel page's import form works without JavaScript: it posts natively to the API with a
 * field `redirect=page` before the file, and the answer is then a 303 back to the page (a fixed
 * path, never one taken from the request) with the outcome in the query: `imported`, `skipped`,
 * or `importError` (the code) and `importRows` (up to ten `line:column:code` triples).
 */
import type { FastifyRequest } from 'fastify';
import { FUEL_IMPORT_MAX_BYTES, type FuelImportResult } from '@garaj/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import { FILE_FIELD } from '../../lib/upload-part.ts';

/** Problems carried back to the page in the redirect (the page lists them). */
const OUTCOME_ROWS_MAX = 10;

/** The uploaded CSV's text, and whether the answer goes back to the page. */
export async function readCsvUpload(request: FastifyRequest): Promise<{ text: string; toPage: boolean }> {
  if (!request.isMultipart()) throw badRequest('VALIDATION_FAILED', { [FILE_FIELD]: 'REQUIRED' });
  let bytes: Buffer;
  let toPage = false;
  try {
    const part = await request.file({ limits: { fileSize: FUEL_IMPORT_MAX_BYTES, files: 1 } });
    const redirect = part?.fields.redirect;
    toPage = Boolean(redirect && !Array.isArray(redirect) && redirect.type === 'field' && redirect.value === 'page');
    if (!part || part.fieldname !== FILE_FIELD) throw badRequest('VALIDATION_FAILED', { [FILE_FIELD]: 'REQUIRED' });
    bytes = await part.toBuffer();
    if (part.file.truncated) throw new AppError(413, 'CSV_IMPORT_TOO_LARGE');
  } catch (error) {
    if (error instanceof AppError) throw Object.assign(error, { toPage });
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw Object.assign(new AppError(413, 'CSV_IMPORT_TOO_LARGE'), { toPage });
    request.log.info({ err: error, code }, 'malformed multipart upload');
    throw badRequest('VALIDATION_FAILED', { [FILE_FIELD]: 'REQUIRED' });
  }
  return { text: decodeCsv(bytes), toPage };
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1254 (Turkish). */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1254').decode(bytes);
  }
}

/** Whether an error was raised while reading an upload that asked for the page redirect. */
export function wantsPage(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { toPage?: unknown }).toPage === true;
}

/** The fuel page's address with the import's outcome (see the file comment). */
export function importOutcomePath(garageId: string, outcome: { result: FuelImportResult } | { error: AppError }): string {
  const params = new URLSearchParams({ garage: garageId });
  if ('result' in outcome) {
    params.set('imported', String(outcome.result.imported));
    params.set('skipped', String(outcome.result.skipped));
  } else {
    params.set('importError', outcome.error.code);
    const rows = Object.entries(outcome.error.fields ?? {})
      .map(([key, code]) => /^rows\.(\d+)\.(.+)$/.exec(key)?.slice(1).concat(code).join(':'))
      .filter((triple): triple is string => Boolean(triple))
      .slice(0, OUTCOME_ROWS_MAX);
    if (rows.length) params.set('importRows', rows.join(','));
  }
  return `/fuel?${params.toString()}#import`;
}
