/**
 * Site-wide defaults for the page head (docs/product.md, Sharing). The page itself renders its
 * `<title>`, description and Open Graph tags on the server (apps/web/src/components/page-meta.tsx
 * through apps/web/src/entry-server.tsx — one mechanism for the browser and for link previews);
 * this module only adds what a page did not render: the site title and description, the default
 * share image, og:site_name and og:locale.
 */
import { escapeHtml } from '../../lib/html.ts';

export type SiteLanguage = 'tr' | 'en';

const SITE: Record<SiteLanguage, { appName: string; title: string; description: string; locale: string }> = {
  tr: {
    appName: 'Garaj',
    title: 'Garaj — Otomobil ve motosiklet tutkunlarının topluluğu',
    description: 'Sanal garajını oluştur, aracının fotoğraflarını ve modifikasyonlarını paylaş, diğer tutkunlarla tanış.',
    locale: 'tr_TR',
  },
  en: {
    appName: 'Garaj',
    title: 'Garaj — the community of car and motorcycle enthusiasts',
    description: 'Build your virtual garage, share photos and modifications of your vehicle, meet other enthusiasts.',
    locale: 'en_US',
  },
};

/** The site's name, title and description in `language` (the defaults of every page, the app manifest). */
export const siteText = (language: SiteLanguage) => SITE[language];

/**
 * `head` (the tags the page rendered, already escaped by React) plus every default it lacks.
 * Values added here are HTML-escaped; relative image URLs are made absolute with `publicUrl`.
 */
export function completeHead(head: string, language: SiteLanguage, publicUrl: string): string {
  const site = SITE[language];
  const has = (pattern: RegExp) => pattern.test(head);
  const tag = (attr: string, key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const extra: string[] = [];
  if (!has(/<title>/)) extra.push(`<title>${escapeHtml(site.title)}</title>`);
  if (!has(/<meta name="description"/)) extra.push(tag('name', 'description', site.description));
  extra.push(tag('property', 'og:site_name', 'Garaj'), tag('property', 'og:locale', site.locale));
  if (!has(/<meta property="og:type"/)) extra.push(tag('property', 'og:type', 'website'));
  if (!has(/<meta property="og:title"/)) extra.push(tag('property', 'og:title', site.title));
  if (!has(/<meta property="og:description"/)) extra.push(tag('property', 'og:description', site.description));
  if (!has(/<meta property="og:image"/)) {
    extra.push(tag('property', 'og:image', `${publicUrl}/og-default.png`));
    if (!has(/<meta name="twitter:card"/)) extra.push(tag('name', 'twitter:card', 'summary_large_image'));
  }
  // The installable app's manifest in the page's language (web-manifest.ts).
  extra.push(`<link rel="manifest" href="/manifest.webmanifest?lang=${language}" />`);
  return [head, ...extra].filter(Boolean).join('\n    ');
}
