/**
 * What the request logger writes of a request's address: the query parameters that may carry a
 * secret (`password`, `token`, `code`) have their values replaced by `[REDACTED]`, whatever their
 * case, however encoded. A second layer: no form of the site sends these in an address (forms
 * post), but a stale page, a hand-typed link or a mail link (reset and verification tokens) may.
 */
import type { FastifyRequest } from 'fastify';

/** Query parameter names whose values never reach the log. */
export const REDACTED_QUERY_PARAMS: ReadonlySet<string> = new Set(['password', 'token', 'code']);

const REDACTED = '[REDACTED]';

/** `url` (path and query) with the values of {@link REDACTED_QUERY_PARAMS} replaced; the rest as sent. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      name = rawName;
    }
    return REDACTED_QUERY_PARAMS.has(name.trim().toLowerCase()) ? `${rawName}=${REDACTED}` : part;
  });
  return `${url.slice(0, queryStart)}?${parts.join('&')}${hashStart < 0 ? '' : url.slice(hashStart)}`;
}

/** Fastify's request serializer for the logger, with the address redacted ({@link redactUrl}). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
