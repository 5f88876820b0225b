/**
 * Image upload helper (docs/product.md, Images; docs/api.md `POST /api/images`).
 *
 * - `checkImageFile(file)`: the client-side convenience check (10 MB, JPG/PNG/WebP). The server
 *   checks again by decoding the file; this only saves a pointless upload.
 * - `uploadImage(file, purpose)`: multipart upload with one `file` field; resolves with the
 *   stored `ImageView`, rejects with an `ApiError` whose code is normalised for 413/415/422.
 * - `getUploadErrorMessage(error, t)`: the message for a failed upload.
 * - `ImageUploadItem` and helpers: an image in a form (uploaded id + URL, or an external URL).
 */
import type { TFunction } from 'i18next';
import { MAX_UPLOAD_BYTES, httpUrl, type ImageView, imagesApi } from '@garaj/shared';
import { ApiError, apiFetch, isApiError } from './api-client';

/** What an upload is for (server `IMAGE_PURPOSES`): a garage photo, an avatar, a blog post's cover or body image, an event's or a competition's image, a private message's image. */
export type ImagePurpose = 'garage' | 'avatar' | 'post' | 'event' | 'competition' | 'message';

/** MIME types the server accepts (it decodes to verify; the help text says JPG, PNG or WebP). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Value for `<input type="file" accept>`. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

export type ImageFileProblem = 'FILE_TOO_LARGE' | 'FILE_TYPE_INVALID';

/** Error code for a file the server would refuse, or null when it may be uploaded. */
export function checkImageFile(
  file: Pick<File, 'size' | 'type' | 'name'>,
): ImageFileProblem | null {
  const typeOk = file.type
    ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)
    : ACCEPTED_EXTENSIONS.test(file.name); // some systems send no type: fall back to the name
  if (!typeOk) return 'FILE_TYPE_INVALID';
  if (file.size > MAX_UPLOAD_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

/** Error codes by status when a proxy answers without the API's JSON body. */
const STATUS_CODES: Record<number, string> = {
  413: 'FILE_TOO_LARGE',
  415: 'FILE_TYPE_INVALID',
  422: 'IMAGE_TOO_MANY_PIXELS',
};

/**
 * Uploads one image for `purpose` and returns the stored image.
 * Refuses a file that fails {@link checkImageFile} without calling the server.
 */
export async function uploadImage(
  file: File,
  purpose: ImagePurpose,
  init: { signal?: AbortSignal } = {},
): Promise<ImageView> {
  const problem = checkImageFile(file);
  if (problem) throw new ApiError({ status: 0, code: problem, message: problem });
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    return await apiFetch(imagesApi.uploadImage, { query: { purpose }, body, signal: init.signal });
  } catch (error) {
    if (
      isApiError(error) &&
      (error.code === 'UNKNOWN' || error.code === 'INTERNAL') &&
      STATUS_CODES[error.status]
    ) {
      throw new ApiError({
        status: error.status,
        code: STATUS_CODES[error.status]!,
        message: error.message,
      });
    }
    throw error;
  }
}

/** Codes whose own text (errors namespace) is the best message for a failed upload. */
const SPECIFIC_CODES = new Set([
  'FILE_TOO_LARGE',
  'FILE_TYPE_INVALID',
  'IMAGE_TOO_MANY_PIXELS',
  'UNAUTHENTICATED',
  'EMAIL_NOT_VERIFIED',
  'RATE_LIMITED',
  'NETWORK_ERROR',
]);

/**
 * The message for a failed upload: size/type/pixel refusals by code, otherwise
 * 'Dosya yüklenirken bir hata oluştu.'; a failure that is not an API answer at all gives
 * 'Dosya yüklenirken beklenmeyen bir hata oluştu.'.
 */
export function getUploadErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (SPECIFIC_CODES.has(error.code)) return t(`errors:${error.code}`);
    return t('errors:UPLOAD_FAILED');
  }
  return t('upload:unexpectedError');
}

/** One image in a form: an uploaded one (`imageId` + its URL) or an external http(s) address. */
export type ImageUploadItem =
  | { imageId: string; url: string; srcset?: string | null }
  | { imageId?: undefined; url: string; srcset?: undefined };

/** A stored image (e.g. from `GarageDetail.photos`) as an item. */
export function imageItemFromView(view: ImageView): ImageUploadItem {
  return view.id ? { imageId: view.id, url: view.url, srcset: view.srcset } : { url: view.url };
}

/** What the API expects for an item: `{ imageId }` or `{ url }`. */
export function toImageRef(item: ImageUploadItem): { imageId: string } | { url: string } {
  return item.imageId ? { imageId: item.imageId } : { url: item.url };
}

/** A stable identity for lists. */
export const imageItemKey = (item: ImageUploadItem): string => item.imageId ?? item.url;

/**
 * An image address typed by the member: the cleaned http(s) URL, or the error code
 * (`IMAGE_URL_INVALID` for another scheme such as `javascript:`, `URL_INVALID` for no URL at all).
 */
export function checkImageUrl(
  text: string,
): { url: string } | { error: 'IMAGE_URL_INVALID' | 'URL_INVALID' } {
  const parsed = httpUrl.safeParse(text);
  if (parsed.success) return { url: parsed.data };
  try {
    new URL(text.trim());
    return { error: 'IMAGE_URL_INVALID' };
  } catch {
    return { error: 'URL_INVALID' };
  }
}
