/**
 * Mounts better-auth under /api/auth/* and exposes GET /api/auth-config (which OAuth buttons
 * to show). The client address handed to better-auth's rate limiter is the one Fastify
 * trusts (socket, or a configured proxy) — never a header the client sent (ARCHITECTURE.md).
 */
import type { FastifyInstance } from 'fastify';
import { authApi } from '@garaj/shared';
import { CLIENT_IP_HEADER } from '../../lib/auth.ts';
import { route } from '../../lib/route.ts';
import { getViewer, toHeaders } from '../../lib/session.ts';

export async function authRoutes(app: FastifyInstance) {
  const { auth, publicUrl, env } = app.deps;

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const headers = toHeaders(request);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const url = new URL(request.url, publicUrl);
      // The page's "who am I" (web lib/session.ts, and the server render through it): better-auth
      // would answer from its signed cookie cache for up to SESSION_COOKIE_CACHE_SECONDS after a
      // ban or a revoke. getViewer knows those revocations (lib/session.ts); when it finds no
      // session for a cookie, better-auth is asked to read the session row, which is gone.
      if (url.pathname === '/api/auth/get-session' && request.headers.cookie && !(await getViewer(request))) {
        url.searchParams.set('disableCookieCache', 'true');
      }
      const body = request.method === 'GET' || request.body === undefined ? undefined : JSON.stringify(request.body);
      const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
      const text = await response.text();
      // The passkey plugin answers a registration the browser made for another site (or a forged
      // one) with a 500: the client's answer is what is wrong, so it is a 400 with the same code.
      const refusedPasskey = response.status === 500 && url.pathname === '/api/auth/passkey/verify-registration' && text.includes('"FAILED_TO_VERIFY_REGISTRATION"');
      // A failure inside better-auth: the central handler logs it and answers 500 INTERNAL in our
      // shape (the library's own body is empty or internal).
      if (response.status >= 500 && !refusedPasskey) throw new Error(`better-auth answered ${response.status} to ${request.method} ${url.pathname}: ${text.slice(0, 300)}`);
      reply.status(refusedPasskey ? 400 : response.status);
      response.headers.forEach((value, key) => {
        if (key === 'set-cookie') return;
        reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(text || null);
    },
  });

  route(
    app,
    authApi.getAuthConfig,
    {
      schema: {
        tags: ['auth'],
        },
    },
    async () => ({
      providers: {
        google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
        facebook: Boolean(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET),
      },
    }),
  );
}
