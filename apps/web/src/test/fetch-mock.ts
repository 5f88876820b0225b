/** The one `fetch` stand-in of the web tests: every test that calls the API through lib/api-client.ts uses it. */
import { vi } from 'vitest';

/** A JSON answer (no body for 204). */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The API's error shape `{ error: { code, message } }` with `status`. */
export function errorResponse(status: number, code: string, message = code): Response {
  return jsonResponse({ error: { code, message } }, status);
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Replaces `fetch` with a mock that calls `handler` with the parsed URL (relative to
 * http://localhost) and the request options. Returns the mock to inspect calls; undo with
 * `vi.unstubAllGlobals()`.
 */
export function mockFetch(handler: Handler) {
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(handler(new URL(raw, 'http://localhost'), init));
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** Calls of a fetch mock as `METHOD /path?query`. */
export function calls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}${url.search}`;
  });
}

/** The JSON bodies sent to `METHOD /path` by a fetch mock. */
export function sentBodies(fetchMock: ReturnType<typeof mockFetch>, call: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === call;
    })
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);
}
