/**
 * Uploaded images (docs/product.md, Images; ARCHITECTURE.md images/file storage). An upload is
 * verified and re-encoded by `processImage` (WebP variants, no metadata), its variants are stored
 * under `images/<uuid>/<width>.webp`, and one `images` row records the owner and the widths. File
 * names are made here, never taken from the client.
 *
 * Nothing is left behind when an upload fails half-way: the stored variants are removed again
 * and the row is never committed. Deleting an image removes its files first, then its row
 * (the same order as the orphan sweeper in lib/sweeper.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, not } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { imageInUse } from '../../lib/image-references.ts';
import { ImageError, processImage } from '../../lib/images.ts';
import { imageKey, imagePrefix, type StoredImage } from '../../lib/image-view.ts';
import type { Storage } from '../../lib/storage.ts';
import type { ImagePurpose } from '@garaj/shared';

/** Purposes only an admin may upload for (403 FORBIDDEN otherwise). */
export const ADMIN_IMAGE_PURPOSES: readonly ImagePurpose[] = ['event', 'competition'];

/** What the image functions need from the application. */
export interface ImageDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** HTTP status of each refusal reason of `processImage`. */
const REFUSAL_STATUS: Record<ImageError['code'], number> = {
  FILE_TOO_LARGE: 413,
  FILE_TYPE_INVALID: 415,
  IMAGE_TOO_MANY_PIXELS: 422,
};

/**
 * Verifies, re-encodes and stores one upload for `ownerId`.
 *
 * @param input the uploaded bytes (at most MAX_UPLOAD_BYTES, 10 MB).
 * @param purpose `'garage'`, `'avatar'` or `'post'`.
 * @returns the stored image (id, original oriented width/height in px, stored WebP widths).
 * @throws AppError 413 FILE_TOO_LARGE, 415 FILE_TYPE_INVALID (not a decodable JPEG/PNG/WebP,
 *   whatever the name or declared type), 422 IMAGE_TOO_MANY_PIXELS (over 50 megapixels);
 *   AppError 500 UPLOAD_FAILED when storing fails — logged with the image id and owner, and
 *   every variant already written is deleted again, so neither files nor a row remain.
 */
export async function storeUpload(deps: ImageDeps, ownerId: string, purpose: ImagePurpose, input: Buffer): Promise<StoredImage> {
  let processed;
  try {
    processed = await processImage(input);
  } catch (err) {
    if (err instanceof ImageError) throw new AppError(REFUSAL_STATUS[err.code], err.code);
    deps.log.error({ err, ownerId, purpose, bytes: input.length }, 'image processing failed');
    throw new AppError(500, 'UPLOAD_FAILED');
  }

  const id = randomUUID();
  const variants = processed.variants.map((v) => v.width);
  const bytes = processed.variants.reduce((sum, v) => sum + v.data.length, 0);
  try {
    for (const variant of processed.variants) {
      await deps.storage.put(imageKey(id, variant.width), variant.data, 'image/webp');
    }
    await deps.db.insert(images).values({ id, ownerId, purpose, width: processed.width, height: processed.height, variants, bytes });
  } catch (err) {
    deps.log.error({ err, imageId: id, ownerId, purpose }, 'storing an upload failed');
    // Also removes a directory a failed first write may have created.
    await deps.storage.deletePrefix(imagePrefix(id)).catch((cleanupErr: unknown) => {
      deps.log.error({ err: cleanupErr, imageId: id, prefix: imagePrefix(id) }, 'could not remove the files of a failed upload');
    });
    throw new AppError(500, 'UPLOAD_FAILED');
  }
  return { id, width: processed.width, height: processed.height, variants };
}

/**
 * An image of `ownerId` with the given purpose, or null when there is none (wrong owner,
 * wrong purpose or unknown id are indistinguishable to the caller). `db` may be a transaction.
 */
export async function findOwnImage(db: Db, ownerId: string, id: string, purpose: ImagePurpose): Promise<StoredImage | null> {
  const [row] = await db
    .select({ id: images.id, width: images.width, height: images.height, variants: images.variants })
    .from(images)
    .where(and(eq(images.id, id), eq(images.ownerId, ownerId), eq(images.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** SQL condition: nothing shows the image (lib/image-references.ts). */
const unreferenced = () => not(imageInUse(images.id, images.ownerId));

/**
 * Deletes an image nobody references any more: its files, then its row. Does nothing when the
 * image is still in use (lib/image-references.ts), or no longer exists. Never throws: a
 * failure is logged (the orphan sweeper retries rows left behind).
 *
 * @returns true when the image was deleted.
 */
export async function deleteImageIfUnused(deps: ImageDeps, id: string): Promise<boolean> {
  try {
    const [candidate] = await deps.db.select({ id: images.id }).from(images).where(and(eq(images.id, id), unreferenced())).limit(1);
    if (!candidate) return false;
    await deps.storage.deletePrefix(imagePrefix(id));
    const deleted = await deps.db.delete(images).where(and(eq(images.id, id), unreferenced())).returning({ id: images.id });
    return deleted.length > 0;
  } catch (err) {
    deps.log.error({ err, imageId: id }, 'deleting an unused image failed');
    return false;
  }
}
