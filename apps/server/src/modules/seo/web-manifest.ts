/**
 * `GET /manifest.webmanifest?lang=tr|en` — the installable app's web app manifest in the page's
 * language (completeHead links it with the page's own `lang`): name, description, colours, the
 * icons drawn by scripts/generate-app-icons.mjs, opening `/` full screen without browser chrome.
 * An unknown or missing `lang` answers the Turkish one.
 */
import type { FastifyInstance } from 'fastify';
import { siteText, type SiteLanguage } from './seo.service.ts';

/** The brand blue of the icons and the light theme's background (apps/web/src/index.css). */
const BRAND_BLUE = '#1d4ed8';
const BACKGROUND = '#ffffff';

/** The manifest's JSON for `language`. */
export function webManifest(language: SiteLanguage) {
  const site = siteText(language);
  return {
    id: '/',
    name: site.appName,
    short_name: site.appName,
    description: site.description,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait-primary',
    background_color: BACKGROUND,
    theme_color: BRAND_BLUE,
    categories: ['lifestyle', 'social'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Registers `GET /manifest.webmanifest` (cached for an hour, like the site's other unhashed files). */
export function registerWebManifest(app: FastifyInstance) {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const lang = (request.query as { lang?: unknown }).lang;
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return JSON.stringify(webManifest(lang === 'en' ? 'en' : 'tr'));
  });
}
