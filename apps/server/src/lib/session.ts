/**
 * Who is making a request. `getViewer` asks better-auth for the session once per request
 * (memoised on the request); `requireViewer` throws 401 UNAUTHENTICATED, `requireAdmin` 403.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from './errors.ts';

export interface Viewer {
  id: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
}

const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

export function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = (async () => {
      if (!request.headers.cookie) return null;
      const session = await request.server.deps.auth.api.getSession({ headers: toHeaders(request) });
      if (!session) return null;
      const u = session.user as typeof session.user & { displayUsername?: string | null; username?: string | null; role?: string | null };
      return {
        id: u.id,
        username: u.displayUsername ?? u.username ?? '',
        email: u.email,
        role: u.role === 'admin' ? 'admin' : 'user',
      } satisfies Viewer;
    })();
    cache.set(request, pending);
  }
  return pending;
}

export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw unauthenticated();
  return viewer;
}

export async function requireAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (viewer.role !== 'admin') throw forbidden();
  return viewer;
}

export { toHeaders };
