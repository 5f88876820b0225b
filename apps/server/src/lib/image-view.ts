/**
 * Presents stored images to clients: URLs under /media (served by web.ts from the storage
 * driver) with a `srcset` of the WebP widths. External http(s) URLs pass through unchanged.
 */
import type { ImageView } from '@garaj/shared';

export interface StoredImage {
  id: string;
  width: number;
  height: number;
  variants: number[];
}

/** Storage key of one variant: `images/<id>/<width>.webp`. */
export const imageKey = (id: string, width: number) => `images/${id}/${width}.webp`;
export const imagePrefix = (id: string) => `images/${id}/`;

/** `{ url: largest ≤ 1280 px variant, srcset: "…/320.webp 320w, …" }`. */
export function presentImage(image: StoredImage): ImageView {
  const widths = [...image.variants].sort((a, b) => a - b);
  const main = widths[widths.length - 1] ?? image.width;
  return {
    id: image.id,
    url: `/media/${imageKey(image.id, main)}`,
    srcset: widths.map((w) => `/media/${imageKey(image.id, w)} ${w}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

export function presentExternalImage(url: string): ImageView {
  return { id: null, url, srcset: null, width: null, height: null };
}

/** An uploaded image if present, else an external URL, else null. */
export function presentImageOrUrl(image: StoredImage | null | undefined, url: string | null | undefined): ImageView | null {
  if (image) return presentImage(image);
  if (url) return presentExternalImage(url);
  return null;
}
