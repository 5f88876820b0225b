/**
 * `GET /sitemap.xml` and `GET /robots.txt`. The sitemap lists the public pages
 * from the database: the static pages, every garage (`/garage/{id}`) and every member with a
 * username (`/user/{username}`), with their last change. New public content (blog posts, forum
 * topics) adds a source to SITEMAP_SOURCES. One file holds at most 50,000 URLs (sitemaps.org);
 * past that the newest are kept (a sitemap index can split it when the site gets there).
 */
import { desc, eq, isNotNull, and, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blogPosts, forumCategories, forumTopics, garages, users } from '../../db/schema/index.ts';
import { activeMember, publicContent } from '../../db/visibility.ts';
import { escapeHtml } from '../../lib/html.ts';

export interface SitemapEntry {
  /** Path on this site, e.g. `/garage/…`. */
  path: string;
  lastModified?: Date;
}

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
  // Running the site.
  '/premium',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
];

type Source = (app: FastifyInstance, limit: number) => Promise<SitemapEntry[]>;

/**
 * Where the sitemap's URLs come from; each returns at most `limit` entries, newest first. Only
 * what the public may see: no hidden posts or topics, nothing of banned members (db/visibility.ts).
 */
export const SITEMAP_SOURCES: Source[] = [
  async () => STATIC_PATHS.map((path) => ({ path })),
  async (app, limit) =>
    (
      await app.deps.db.select({ id: garages.id, updatedAt: garages.updatedAt }).from(garages).where(activeMember(garages.userId)).orderBy(desc(garages.updatedAt)).limit(limit)
    ).map((row) => ({ path: `/garage/${row.id}`, lastModified: row.updatedAt })),
  async (app, limit) =>
    (
      await app.deps.db
        .select({ username: users.displayUsername, updatedAt: users.updatedAt })
        .from(users)
        .where(and(isNotNull(users.displayUsername), activeMember(users.id)))
        .orderBy(desc(users.updatedAt))
        .limit(limit)
    ).map((row) => ({ path: `/user/${encodeURIComponent(row.username!)}`, lastModified: row.updatedAt })),
  // Published blog posts (drafts are their author's only): /blog/{slug}.
  async (app, limit) =>
    (
      await app.deps.db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(and(eq(blogPosts.status, 'published'), publicContent(blogPosts.hiddenAt, blogPosts.authorId)))
        .orderBy(desc(blogPosts.updatedAt))
        .limit(limit)
    ).map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastModified: row.updatedAt })),
  // Forum categories (/forum/{id}) and topics (/forum/{categoryId}/topic/{id}), by last activity.
  async (app, limit) =>
    (
      await app.deps.db
        .select({ id: forumCategories.id, lastPostAt: forumCategories.lastPostAt })
        .from(forumCategories)
        .orderBy(forumCategories.position, forumCategories.id)
        .limit(limit)
    ).map((row) => ({ path: `/forum/${encodeURIComponent(row.id)}`, lastModified: row.lastPostAt ?? undefined })),
  async (app, limit) => {
    const activity = sql<Date>`coalesce(${forumTopics.lastReplyAt}, ${forumTopics.createdAt})`;
    return (
      await app.deps.db
        .select({ id: forumTopics.id, categoryId: forumTopics.categoryId, at: activity, updatedAt: forumTopics.updatedAt })
        .from(forumTopics)
        .where(publicContent(forumTopics.hiddenAt, forumTopics.authorId))
        .orderBy(sql`${activity} desc`, sql`${forumTopics.id} desc nulls last`)
        .limit(limit)
    ).map((row) => {
      const at = new Date(row.at);
      return { path: `/forum/${encodeURIComponent(row.categoryId)}/topic/${row.id}`, lastModified: at > row.updatedAt ? at : row.updatedAt };
    });
  },
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
export async function registerSitemap(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemap(app, app.deps.publicUrl);
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(buildRobots(app.deps.publicUrl)),
  );
}
