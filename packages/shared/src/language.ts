/**
 * The site's two languages and how a request's language is chosen — the same rule for the
 * server-rendered page (apps/web lib/i18n.ts) and for the API's localized texts (FAQ entries,
 * competitions, events, the announcement), so a page and the answers it embeds always agree.
 */

export const SITE_LANGUAGES = ['tr', 'en'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
/** The language of the site when nothing else is known, and the one every text is written in. */
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'tr';

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The `language` cookie when it is 'tr' or 'en', otherwise the first supported language of
 * `Accept-Language` (by q-value, then order; `en-GB` counts as `en`), otherwise 'tr'.
 */
export function pickSiteLanguage(cookie: string | undefined, acceptLanguage: string | undefined): SiteLanguage {
  if (isSiteLanguage(cookie)) return cookie;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isSiteLanguage(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.language as SiteLanguage | undefined) ?? DEFAULT_SITE_LANGUAGE;
}

/**
 * A text an admin wrote in Turkish and, optionally, in English: the English one in English when
 * it is there (not null, not blank), the Turkish one otherwise.
 */
export function localizedText(tr: string, en: string | null | undefined, language: SiteLanguage): string {
  return language === 'en' && en && en.trim() ? en : tr;
}
