/**
 * Attached documents: a modification's dyno sheet, a listing's expert report. An upload is
 * checked by its bytes, never by its name or declared type:
 * - a PDF (`%PDF-` signature) is stored as uploaded under `documents/<id>.pdf` and always
 *   delivered as a download (`Content-Disposition: attachment`), so no browser renders it in
 *   the site's origin;
 * - a JPEG, PNG or WebP goes through the image pipeline (lib/images.ts: decode to verify, strip
 *   metadata) and its largest WebP variant is stored under `documents/<id>.webp`;
 * - anything else is 415 DOCUMENT_TYPE_INVALID.
 * The row is written after the file; a failed write removes the file again. Unreferenced
 * documents older than a day are swept (lib/sweeper.ts, lib/document-references.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_UPLOAD_BYTES, type DocumentPurpose, type DocumentRef } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import { documentKey } from '../../lib/document-keys.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { ImageError, processImage } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';

/** What the document functions need from the application. */
export interface DocumentDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

type DocumentKind = DocumentRef['kind'];
type DocumentRow = typeof documents.$inferSelect;

const PDF_SIGNATURE = Buffer.from('%PDF-');
/** Longest stored file name (characters). */
const NAME_MAX = 120;

/** The API's view of a stored document. */
export function presentDocument(row: Pick<DocumentRow, 'id' | 'kind' | 'name' | 'bytes' | 'createdAt'>): DocumentRef {
  const file = `/media/${documentKey(row.id, row.kind)}`;
  const url = row.kind === 'pdf' ? `${file}?name=${encodeURIComponent(row.name)}` : file;
  return { id: row.id, kind: row.kind, url, name: row.name, bytes: row.bytes, createdAt: row.createdAt.toISOString() };
}

/**
 * The name shown for an upload: the client's file name without any path, control characters or
 * quotes, at most NAME_MAX characters, with the stored kind's extension.
 */
export function cleanDocumentName(raw: string | undefined, kind: DocumentKind): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}\p{Cf}"<>|*?:]/gu, '')
    .trim()
    .slice(0, NAME_MAX);
  return `${stem || 'belge'}.${kind === 'pdf' ? 'pdf' : 'webp'}`;
}

/** The bytes to store and their kind; 415 DOCUMENT_TYPE_INVALID for anything but PDF or an image. */
async function prepare(input: Buffer): Promise<{ kind: DocumentKind; data: Buffer }> {
  if (input.length > MAX_UPLOAD_BYTES) throw new AppError(413, 'FILE_TOO_LARGE');
  if (input.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return { kind: 'pdf', data: input };
  try {
    const image = await processImage(input);
    return { kind: 'image', data: image.variants[image.variants.length - 1]!.data };
  } catch (err) {
    if (err instanceof ImageError) {
      if (err.code === 'FILE_TYPE_INVALID') throw new AppError(415, 'DOCUMENT_TYPE_INVALID');
      throw new AppError(err.code === 'FILE_TOO_LARGE' ? 413 : 422, err.code);
    }
    throw err;
  }
}

/**
 * Verifies and stores one upload of `ownerId`.
 *
 * @param input the uploaded bytes (at most MAX_UPLOAD_BYTES, 10 MB).
 * @param fileName the client's file name (cleaned; only shown).
 * @throws AppError 413 FILE_TOO_LARGE, 415 DOCUMENT_TYPE_INVALID, 422 IMAGE_TOO_MANY_PIXELS;
 *   500 UPLOAD_FAILED when storing fails (logged; the file written so far is removed again).
 */
export async function storeDocument(deps: DocumentDeps, ownerId: string, purpose: DocumentPurpose, input: Buffer, fileName?: string): Promise<DocumentRef> {
  const { kind, data } = await prepare(input);
  const id = randomUUID();
  const key = documentKey(id, kind);
  try {
    await deps.storage.put(key, data, kind === 'pdf' ? 'application/pdf' : 'image/webp');
    const [row] = await deps.db
      .insert(documents)
      .values({ id, ownerId, purpose, kind, name: cleanDocumentName(fileName, kind), bytes: data.length })
      .returning();
    return presentDocument(row!);
  } catch (err) {
    deps.log.error({ err, documentId: id, ownerId, purpose }, 'storing a document failed');
    await deps.storage.deleteMany([key]).catch((cleanupErr: unknown) => {
      deps.log.error({ err: cleanupErr, documentId: id }, 'could not remove the file of a failed document upload');
    });
    throw new AppError(500, 'UPLOAD_FAILED');
  }
}

/**
 * Checks that `documentId` is a document `ownerId` uploaded for `purpose`, before a row refers
 * to it. `db` may be a transaction.
 * @param field the request field named in the error (`fields[field] = DOCUMENT_NOT_FOUND`).
 * @throws 400 DOCUMENT_NOT_FOUND (unknown id, someone else's, another purpose — indistinguishable).
 */
export async function claimDocument(db: Db, ownerId: string, documentId: string, purpose: DocumentPurpose, field = 'documentId'): Promise<void> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.ownerId, ownerId), eq(documents.purpose, purpose)))
    .limit(1);
  if (!row) throw badRequest('DOCUMENT_NOT_FOUND', { [field]: 'DOCUMENT_NOT_FOUND' });
}

/** The documents of `ids` as the API shows them, by id (unknown ids are left out); one query. */
export async function documentRefs(db: Db, ids: readonly (string | null | undefined)[]): Promise<Map<string, DocumentRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(documents).where(inArray(documents.id, wanted));
  return new Map(rows.map((row) => [row.id, presentDocument(row)]));
}
