/**
 * The "come back here after signing in" address: `/login?next=<path>`.
 * Only a same-site path is ever followed, so `next` cannot send a member to another site
 * (an open redirect): it must start with exactly one `/` (not `//`, which browsers read as
 * another host, nor `/\`, which they read the same way), carry no scheme and no control
 * characters. Anything else is ignored and the member goes to `/`.
 */

/** Pages `next` never points at (going back to them after signing in would loop). */
const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

/**
 * Returns `raw` when it is a safe same-site path (with its query and hash), else null.
 * `raw` is the decoded value of the `next` parameter (as `URLSearchParams.get` returns it).
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters (tab and newline are dropped by URL parsers: "/\t/evil.example").
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://same.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.invalid') return null;
  if (AUTH_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login`, with `?next=` when `from` is a safe path to come back to. */
export function loginPath(from?: string | null): string {
  const next = safeNextPath(from);
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
