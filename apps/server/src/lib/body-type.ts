/**
 * The API reads JSON (decision 012): an `/api` request with a body is accepted only as
 * `application/json`, or as a type its route names in `config.bodyTypes` (the image upload's
 * `multipart/form-data`, the one-click unsubscribe's form). Fastify would otherwise parse
 * `text/plain` for every route — the one body type besides forms that a page on another site
 * can send without asking first (no CORS preflight), and that a JSON route has no use for.
 *
 * "A body": `Content-Length` above 0 or a `Transfer-Encoding`; a bodiless POST (like, end a
 * competition) needs no type. Checked in `onRequest`, before the body is read.
 * Answer: 415 `{ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message } }` through the central handler.
 * Pages outside /api (forms without JavaScript) choose their own parsers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Media types this `/api` route reads besides `application/json` (lib/body-type.ts). */
    bodyTypes?: readonly string[];
  }
}

/** The media type every `/api` route reads. */
export const JSON_TYPE = 'application/json';

/** The media type of a `Content-Type` header (`text/plain;charset=UTF-8` → `text/plain`), or '' without one. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/** True when the request carries a body (a positive Content-Length, or any Transfer-Encoding). */
export function hasBody(request: Pick<FastifyRequest, 'headers'>): boolean {
  const length = request.headers['content-length'];
  if (request.headers['transfer-encoding'] !== undefined) return true;
  return length !== undefined && length !== '0';
}

/** Adds the check to every route of `app` (register it on the root instance before the routes). */
export function registerBodyTypeGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!hasBody(request)) return;
    // The matched route's pattern (an encoded `/%61pi/…` matches `/api/…` too); the raw URL for a 404.
    const path = request.routeOptions.url ?? request.url;
    if (path !== '/api' && !path.startsWith('/api/') && !path.startsWith('/api?')) return;
    const type = mediaType(request.headers['content-type']);
    if (type === JSON_TYPE || request.routeOptions.config?.bodyTypes?.includes(type)) return;
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  });
}
