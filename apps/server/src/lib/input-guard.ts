/**
 * Refuses control characters in request text at the edge, before any schema,
 * service, better-auth route or database sees them: PostgreSQL cannot store NUL in `text`
 * (it answered 500), and the other C0 controls have no place in names, comments or searches
 * (terminal escapes, invisible separators).
 *
 * Refused: U+0000–U+0008, U+000B, U+000C, U+000E–U+001F. Allowed: tab, line feed and carriage
 * return (multi-line comments, notes and bios), DEL and everything above U+001F.
 * Checked: the path and query string (raw and percent-encoded, so `%00` counts), the parsed
 * params and query, and every string and object key of a parsed body (JSON or text) —
 * multipart uploads are read by their own route and not touched here.
 * Answer: 400 `{ error: { code: 'INVALID_CHARACTERS', message } }` through the central handler.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** C0 control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** The same characters percent-encoded in a URL (`%00`, `%1b`, …). */
const FORBIDDEN_PERCENT_ESCAPES = /%(?:0[0-8BCEFbcef]|1[0-9A-Fa-f])/;

/**
 * True when a string, or any string or key inside arrays and plain objects, holds a forbidden
 * character. Walks iteratively, so a deeply nested JSON body cannot overflow the stack.
 */
export function hasForbiddenCharacters(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (FORBIDDEN_CHARACTERS.test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (FORBIDDEN_CHARACTERS.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** True when a request URL (path and query, as received) holds a forbidden character, raw or percent-encoded. */
export function urlHasForbiddenCharacters(url: string): boolean {
  return FORBIDDEN_CHARACTERS.test(url) || FORBIDDEN_PERCENT_ESCAPES.test(url);
}

const invalidCharacters = () => new AppError(400, 'INVALID_CHARACTERS');

/**
 * Adds the guard to every route of `app` (register it on the root instance before the routes):
 * `onRequest` for the URL, params and query (also the not-found handler and /api/auth/*),
 * `preValidation` for the parsed body (runs before schema validation and before better-auth).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (urlHasForbiddenCharacters(request.url) || hasForbiddenCharacters(request.params) || hasForbiddenCharacters(request.query)) {
      throw invalidCharacters();
    }
  });
  app.addHook('preValidation', async (request) => {
    if (hasForbiddenCharacters(request.body)) throw invalidCharacters();
  });
}
