import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';

/**
 * Building blocks for request schemas. Issue messages are error codes from `errors.ts`
 * so the web app can translate them; the server returns them in `error.fields`.
 */

/** Trimmed optional text: `''` and whitespace become `null`. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'TOO_LONG' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** Trimmed required text (1..max characters). */
export const requiredText = (max: number) =>
  z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(max, { message: 'TOO_LONG' });

/** An http(s) URL, or null. Other schemes (javascript:, data:, file:) are refused (PRODUCT.md Images). */
export const httpUrl = z
  .string()
  .trim()
  .max(2048, { message: 'TOO_LONG' })
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, { message: 'URL_INVALID' });

export const optionalHttpUrl = z
  .union([z.literal(''), httpUrl, z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/**
 * Optional integer within bounds; `''`, `null` and `undefined` become `null`
 * (spec core §5: empty numeric fields are sent as null). Numeric strings are accepted.
 */
export const optionalInt = (min: number, max: number, message = 'NUMBER_INVALID') =>
  z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/** Optional decimal within bounds, same rules as {@link optionalInt}. */
export const optionalNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: 'NUMBER_INVALID' });
        return z.NEVER;
      }
      return n;
    });

/** Keyset pagination query: an opaque cursor and a bounded page size (≤ 50). */
export const pageQuery = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

/** A page of items with the cursor for the next one (`null` at the end). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const uuidParam = z.object({ id: z.uuid() });
