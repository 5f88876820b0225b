/**
 * i18next setup. Translations live in `src/locales/<language>/<namespace>.json`, one file per
 * namespace. Adding a namespace = dropping `tr/<ns>.json` and `en/<ns>.json`; no list to edit.
 *
 * - No translation is bundled with the app: every namespace of each language is its own small
 *   file, loaded on demand — by the router before a page renders (`page(() => import(...),
 *   ['legal'])` in app/router.tsx) or, as a safety net, by `useTranslation('<ns>')` suspending
 *   inside the layout's <Suspense>. The browser build fetches it as JSON from
 *   `/assets/locales/<version>/<language>/<namespace>.json` (vite.config.ts localeFiles); the dev
 *   server, the tests and the server renderer import it through Vite's glob.
 * - A server-rendered page carries the translations it needs in its own language (core
 *   namespaces + those its render used; lib/ssr-data.ts): the browser starts with them, so the
 *   first screen downloads no translation file and never the other language's.
 * - No fallback language: tr and en have the same keys (locales.test.ts), so a page needs only
 *   its own language's files.
 */
import i18n, { type BackendModule, type ResourceKey, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickSiteLanguage } from '@garaj/shared';
import { hydrateAllLazySections } from '@/components/lazy-section';
import { currentRequestScope } from './request-scope';
import { SSR_DATA_ELEMENT_ID, readSsrData } from './ssr-data';
import { readCookieChoice, readStoredChoice, writeChoice } from './storage';

export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Namespaces every page needs (shell + error messages): loaded before the first render (main.tsx)
 * and always part of a server-rendered page's translations (entry-server.tsx).
 */
export const CORE_NAMESPACES = ['common', 'nav', 'errors'] as const;

/** Set by vite.config.ts (`define`): where the browser build's translation files are. */
declare const __LOCALES_BASE__: string;

/** The browser build fetches translation files; everything else imports them. */
const FETCH_LOCALES = import.meta.env.PROD && !import.meta.env.SSR;

// Dev server, tests and the server renderer: one lazy import per file, keys relative to src/locales
// (`./tr/nav.json`). Left out of the browser build (FETCH_LOCALES is a constant there).
const localeFiles: Record<string, () => Promise<ResourceKey>> = FETCH_LOCALES
  ? {}
  : import.meta.glob<ResourceKey>('./*/*.json', { base: '../locales', import: 'default' });

function parseLocalePath(path: string): { language: string; namespace: string } {
  const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) throw new Error(`Unexpected locale file path: ${path}`);
  return { language: match[1], namespace: match[2] };
}

const lazyLoaders = new Map<string, () => Promise<ResourceKey>>();
for (const [path, load] of Object.entries(localeFiles)) {
  const { language, namespace } = parseLocalePath(path);
  lazyLoaders.set(`${language}/${namespace}`, load);
}

/** One namespace's translations. @throws when there is no such file (or the fetch fails). */
async function loadLocale(language: string, namespace: string): Promise<ResourceKey> {
  if (FETCH_LOCALES) {
    const response = await fetch(`${__LOCALES_BASE__}${language}/${namespace}.json`);
    if (!response.ok) throw new Error(`No translations for ${language}/${namespace} (${response.status})`);
    return (await response.json()) as ResourceKey;
  }
  const load = lazyLoaders.get(`${language}/${namespace}`);
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return load();
}

/** Every namespace that has translation files, sorted (dev server, tests, server renderer; empty in the browser build). */
export const NAMESPACES: readonly string[] = [...new Set(Object.keys(localeFiles).map((p) => parseLocalePath(p).namespace))].sort();

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadLocale(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export { SSR_DATA_ELEMENT_ID };

/**
 * The language of a server-rendered page: the `language` cookie when it is 'tr' or 'en',
 * otherwise the first supported language of `Accept-Language` (by q-value), otherwise 'tr'.
 * The browser makes the same choice: it reads the cookie, and on a server-rendered page without
 * one it keeps the language the server chose (`<html lang>`), so hydration never switches.
 */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  return pickSiteLanguage(cookie, acceptLanguage);
}

/**
 * The language to start with in the browser: the `language` cookie; else, on a page the server
 * rendered, the language it rendered in (`<html lang>`); else the older localStorage choice;
 * else 'tr'.
 */
export function getInitialLanguage(): Language {
  const cookie = readCookieChoice(LANGUAGE_STORAGE_KEY, LANGUAGES);
  if (cookie) return cookie;
  if (readSsrData()) {
    const lang = document.documentElement.lang;
    if (isLanguage(lang)) return lang;
  }
  return readStoredChoice(LANGUAGE_STORAGE_KEY, LANGUAGES) ?? DEFAULT_LANGUAGE;
}

/** The active language, narrowed to a supported one (on the server: the request's). */
export function currentLanguage(): Language {
  const scope = currentRequestScope();
  if (scope) return scope.language;
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** The translations a server-rendered page brought (lib/ssr-data.ts), keyed by language. */
function ssrResources(): Resource {
  const data = readSsrData()?.i18n;
  return data && isLanguage(data.language) ? { [data.language]: data.resources } : {};
}

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: getInitialLanguage(),
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'currentOnly',
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    resources: ssrResources(),
    // Namespaces missing from `resources` load through lazyBackend.
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    showSupportNotice: false,
    react: { useSuspense: true },
  });

/**
 * Keeps `<html lang>` on the active language. Written only when it differs: any write of `lang`
 * (even the same value) makes the browser recompute the style of every element (`:lang()`), and
 * at start-up the server has already set it.
 */
function syncDocumentLanguage(lng: string) {
  if (typeof document === 'undefined') return;
  const next = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  if (document.documentElement.lang !== next) document.documentElement.lang = next;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** Loads namespaces (all languages in use) before rendering; resolves at once when loaded. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return namespaces.length > 0 ? i18n.loadNamespaces([...namespaces]) : Promise.resolve();
}

/**
 * Switches the language, remembers the choice (cookie, read by the server, and localStorage) and
 * updates `<html lang>`. Unknown values are ignored.
 */
export async function setLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  writeChoice(LANGUAGE_STORAGE_KEY, language);
  // Server-rendered sections still waiting to hydrate (components/lazy-section.tsx) first: they
  // must hydrate in the language of the server's HTML.
  if (typeof window !== 'undefined') await hydrateAllLazySections();
  await i18n.changeLanguage(language);
}

export { i18n };
