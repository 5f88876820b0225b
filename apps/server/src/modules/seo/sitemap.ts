/**
 * `GET /sitemap.xml` and `GET /robots.txt`. The sitemap lists the public pages from the
 * database: the static pages, then each kind of content's own entries — the `sitemap` of its
 * descriptor in modules/content-kinds.ts (garages, published posts, forum categories and topics,
 * members with a username), only what the public may see. A new kind with public pages gives its
 * descriptor a `sitemap`. One file holds at most 50,000 URLs (sitemaps.org); past that the
 * newest are kept (a sitemap index can split it when the site gets there).
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import type { SitemapEntry } from '../../lib/content-kinds.ts';
import { CONTENT_KIND_LIST } from '../content-kinds.ts';

const MAX_URLS = 50_000;
/** The public, server-rendered pages with no id in their address. */
const STATIC_PATHS = [
  '/',
  '/garages',
  '/users',
  '/blog',
  '/forum',
  // Community life and the member's tools.
  '/activities',
  '/badges',
  '/community',
  '/competitions',
  '/location-sharing',
  '/compare',
  '/maintenance',
  '/assistant',
  '/legality',
  // Running the site.
  '/premium',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
];

type Source = (app: FastifyInstance, limit: number) => Promise<SitemapEntry[]>;

/** Where the sitemap's URLs come from, in order; each returns at most `limit` entries, newest first. */
export const SITEMAP_SOURCES: Source[] = [
  () => Promise.resolve(STATIC_PATHS.map((path) => ({ path }))),
  ...CONTENT_KIND_LIST.flatMap((descriptor): Source[] => {
    const sitemap = descriptor.sitemap?.bind(descriptor);
    return sitemap ? [(app, limit) => sitemap(app.deps.db, limit)] : [];
  }),
];

/** The sitemap XML for `publicUrl` (no trailing slash). */
export async function buildSitemap(app: FastifyInstance, publicUrl: string): Promise<string> {
  const entries: SitemapEntry[] = [];
  for (const source of SITEMAP_SOURCES) {
    if (entries.length >= MAX_URLS) break;
    entries.push(...(await source(app, MAX_URLS - entries.length)));
  }
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeHtml(publicUrl + entry.path)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, members' private pages and the API not. */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /profile',
    'Disallow: /my-garage',
    'Disallow: /favorites',
    'Disallow: /create-garage',
    'Disallow: /edit-garage/',
    'Disallow: /blog/new',
    'Disallow: /blog/mine',
    'Disallow: /blog/*/edit',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Registers `/sitemap.xml` (cached for an hour) and `/robots.txt`. */
export function registerSitemap(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemap(app, app.deps.publicUrl);
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(buildRobots(app.deps.publicUrl)),
  );
}
