import { z } from 'zod';
import { MAX_PAGE_SIZE, MIN_YEAR, maxYear } from '../constants.ts';

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

/** An http(s) URL, or null. Other schemes (javascript:, data:, file:) are refused (docs/product.md, Images). */
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
 * (empty numeric fields are sent as null). Numeric strings are accepted.
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

/**
 * Optional calendar date `YYYY-MM-DD` with a year from MIN_YEAR (1900) to next year; `''` and
 * null become null. A malformed or impossible date (2023-02-30) is `VALUE_INVALID`; a real date
 * outside the range (0000-01-01, which PostgreSQL refuses, or 1800-01-01) is `DATE_OUT_OF_RANGE`
 *.
 */
export const optionalDate = () =>
  z
    .union([z.iso.date({ message: 'VALUE_INVALID' }), z.literal(''), z.null()], { message: 'VALUE_INVALID' })
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const year = Number(v.slice(0, 4));
      if (year < MIN_YEAR || year > maxYear()) {
        ctx.addIssue({ code: 'custom', message: 'DATE_OUT_OF_RANGE' });
        return z.NEVER;
      }
      return v;
    });

/** Page size of a list: an integer 1..MAX_PAGE_SIZE (50), else `LIMIT_OUT_OF_RANGE`. */
export const pageLimit = z.coerce
  .number({ message: 'LIMIT_OUT_OF_RANGE' })
  .int({ message: 'LIMIT_OUT_OF_RANGE' })
  .min(1, { message: 'LIMIT_OUT_OF_RANGE' })
  .max(MAX_PAGE_SIZE, { message: 'LIMIT_OUT_OF_RANGE' });

/** Keyset pagination query: an opaque cursor and a bounded page size (≤ 50). */
export const pageQuery = z.object({
  cursor: z.string().max(500).optional(),
  limit: pageLimit.optional(),
});

/** A page of items with the cursor for the next one (`null` at the end). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const uuidParam = z.object({ id: z.uuid() });
