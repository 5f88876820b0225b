/**
 * The language of an API answer that carries admin-written texts (FAQ entries, competitions,
 * community events, the announcement): the `language` cookie, else `Accept-Language`, else
 * Turkish — the rule the server-rendered page uses (`pickSiteLanguage`), so a page and the
 * answers it embeds agree. The answer varies by both headers (`Vary`), so no cache hands an
 * English answer to a Turkish reader.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie } from 'cookie';
import { pickSiteLanguage, type SiteLanguage } from '@garaj/shared';

/** The request's language; marks the reply as varying by `Accept-Language` and `Cookie`. */
export function answerLanguage(request: FastifyRequest, reply: FastifyReply): SiteLanguage {
  addVary(reply, ['accept-language', 'cookie']);
  const cookies = parseCookie(request.headers.cookie ?? '');
  const accept = request.headers['accept-language'];
  return pickSiteLanguage(cookies.language, Array.isArray(accept) ? accept.join(',') : accept);
}

/** Adds header names to the reply's `Vary` (kept once each, case-insensitively). */
function addVary(reply: FastifyReply, names: string[]): void {
  const current = reply.getHeader('vary');
  const list = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) if (!list.some((n) => n.toLowerCase() === name)) list.push(name);
  reply.header('vary', list.join(', '));
}
