/**
 * Server rendering (docs/decisions/005-server-rendering.md). Built by `vite build --ssr` into
 * apps/web/dist-ssr/entry-server.js and called by the Fastify server (apps/server/src/web.ts)
 * for every page request:
 *
 * 1. React Router's static handler matches the address, resolves the lazy route modules and runs
 *    their loaders, which preload the page's queries into a query client made for this request
 *    (lib/route-data.ts). The API is called in-process through `fetchApi` (Fastify `inject`).
 * 2. The app renders with React's `prerenderToNodeStream` (the whole page once every Suspense
 *    boundary is ready): the data is already loaded by then, and React's streamed Suspense
 *    completions would need inline scripts, which the CSP forbids.
 * 3. The `<title>`, description and Open Graph tags the page rendered (components/page-meta.tsx,
 *    components/page-title.tsx) become the head; the router state, the dehydrated query cache and
 *    the translations the render used go into a `<script type="application/json">`
 *    (lib/ssr-data.ts) that main.tsx and lib/i18n.ts read to hydrate.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type Resource, type ResourceKey } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { twMerge } from 'tailwind-merge';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { CORE_NAMESPACES, LANGUAGES, pickLanguage, type Language } from './lib/i18n';
import { setRequestScopeProvider, type RequestScope } from './lib/request-scope';
import { sessionQueryOptions } from './lib/session';
import { siteSettingsQueryOptions } from './features/site-settings/api/get-site-settings';
import { SSR_DATA_ELEMENT_ID, type SsrData } from './lib/ssr-data';
import { mergedClassesOf, setClassMerger } from './lib/utils';
import { isTheme, type Theme } from './lib/theme';
import { OfflinePage } from './features/pwa/components/offline-page';
import type { OfflineRenderRequest, OfflineRenderResult, RenderRequest, RenderResult } from '@garaj/shared';

export type { OfflineRenderRequest, OfflineRenderResult, RenderRequest, RenderResult };

// ── i18n: every namespace of both languages, loaded once; one instance per language ─────────
const localeFiles = import.meta.glob<ResourceKey>('./locales/*/*.json', { eager: true, import: 'default' });
const resources: Resource = {};
for (const [file, data] of Object.entries(localeFiles)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (match?.[1] && match[2]) (resources[match[1]] ??= {})[match[2]] = data;
}
const namespaces = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];
const i18nByLanguage = new Map<Language, I18n>(
  LANGUAGES.map((language) => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: language,
      // As in the browser (lib/i18n.ts): tr and en have the same keys.
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      ns: namespaces,
      defaultNS: 'common',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      react: { useSuspense: false },
    });
    return [language, instance];
  }),
);

// ── cn(): the server merges Tailwind classes and records what the browser needs (lib/utils.ts) ─
setClassMerger(twMerge);

// ── Per-request scope (query client, API transport, language) ───────────────────────────────
const storage = new AsyncLocalStorage<RequestScope>();
setRequestScopeProvider(() => storage.getStore());

// ── The page's own chunks, for public/boot.js ──────────────────────────────────────────────
// The browser would only ask for the page's route chunk once the entry script has run; the page
// names it in `<meta name="garaj-preload">` and public/boot.js fetches it beside the entry (after
// the first paint; the chunk's own imports follow as soon as it arrives). Which module a matched
// route came from: the route object holds the module's exports (React Router's `lazy`), compared
// with the route modules themselves (already in this bundle).
const routeModules = Object.entries(import.meta.glob<Record<string, unknown>>(['./app/routes/*.tsx', '!./app/routes/*.test.tsx'], { eager: true })).map(
  ([file, module]) => ({ source: `src/${file.slice(2)}`, exports: Object.values(module).filter((value) => typeof value === 'function') }),
);

interface ClientBuild {
  /** Vite manifest entries by key (`file`, `imports`). */
  manifest: Record<string, { file: string; imports?: string[] }>;
  /** Chunk file → app source modules it holds (.vite/chunk-modules.json, vite.config.ts). */
  chunkOf: Map<string, string>;
  /** Files index.html already loads (the entry and its imports). */
  initial: Set<string>;
}

let clientBuild: ClientBuild | null | undefined;
/** The client build next to this renderer (apps/web/dist beside dist-ssr); null when absent. */
function readClientBuild(): ClientBuild | null {
  if (clientBuild !== undefined) return clientBuild;
  clientBuild = null;
  try {
    const dir = new URL('../dist/.vite/', import.meta.url);
    const manifestFile = new URL('manifest.json', dir);
    const modulesFile = new URL('chunk-modules.json', dir);
    if (!existsSync(manifestFile) || !existsSync(modulesFile)) return null;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientBuild['manifest'];
    const modules = JSON.parse(readFileSync(modulesFile, 'utf8')) as Record<string, string[]>;
    const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const chunkOf = new Map<string, string>();
    for (const [file, sources] of Object.entries(modules)) {
      const key = keyOfFile.get(file);
      if (key) for (const source of sources) chunkOf.set(source, key);
    }
    const initial = new Set<string>();
    collectChunks(manifest, 'index.html', initial);
    clientBuild = { manifest, chunkOf, initial };
  } catch (error) {
    console.error('SSR: could not read the client build manifest; pages get no chunk hints', error);
  }
  return clientBuild;
}

function collectChunks(manifest: ClientBuild['manifest'], key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectChunks(manifest, imported, into);
}

/** `<meta name="garaj-preload">` with the chunks of the matched routes (not already loaded by index.html). */
function routeChunkHints(routes: readonly object[]): string {
  const build = readClientBuild();
  if (!build) return '';
  const files = new Set<string>();
  for (const route of routes) {
    const values = Object.values(route);
    const source = routeModules.find((module) => module.exports.some((value) => values.includes(value)))?.source;
    const key = source ? build.chunkOf.get(source) : undefined;
    const file = key ? build.manifest[key]?.file : undefined;
    if (file && !build.initial.has(file)) files.add(`/${file}`);
  }
  return files.size ? `<meta name="garaj-preload" content="${[...files].join(' ')}">` : '';
}

// Lazy route modules are resolved once per handler and cached: one handler for the process.
const handler = createStaticHandler(routes);

/** `<` and the line separators escaped, so the JSON cannot close its script element. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The leading hoisted elements React emits for a non-document render: <title>, <meta>, <link>. */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

/**
 * The app's markup once every Suspense boundary has resolved (React's `prerenderToNodeStream`).
 * Unlike `renderToPipeableStream`, its output has no inline `<script>` for late boundaries,
 * which the CSP (`script-src 'self'`) would block.
 */
async function renderToHtml(element: React.ReactNode, timeoutMs: number): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    signal: AbortSignal.timeout(timeoutMs),
    // Completed boundaries inline, in order: a large one would otherwise be moved out and revealed
    // by an inline script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      // Logged by the server; the nearest error boundary renders again in the browser.
      console.error('SSR render error', error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/** Renders one page. Throws only when the app shell itself cannot render. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const language = pickLanguage(request.cookies.language, request.acceptLanguage);
  const theme: Theme = isTheme(request.cookies.theme) ? request.cookies.theme : 'system';
  // A clone per request (shares the loaded translations) records the namespaces this render
  // uses (react-i18next's reportNamespaces), which the page then carries for its hydration.
  const i18n = i18nByLanguage.get(language)!.cloneInstance();
  const queryClient = new QueryClient({
    // One attempt, data fresh for the hydration (the browser's defaults apply after that).
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  const scope: RequestScope = {
    queryClient,
    language,
    i18n,
    status: 200,
    publicUrl: request.publicUrl,
    fetch: (async (input: string | URL | Request, init: RequestInit = {}) => {
      // better-auth's client passes a Request; read its method, headers and body.
      if (input instanceof Request) {
        const body = input.method === 'GET' || input.method === 'HEAD' ? undefined : await input.text();
        init = { method: input.method, headers: input.headers, ...(body ? { body } : {}), ...init };
        input = input.url;
      }
      const headers = new Headers(request.forwardHeaders);
      for (const [key, value] of new Headers(init.headers)) headers.set(key, value);
      return request.fetchApi(String(input), { ...init, headers });
    }),
  };

  return storage.run(scope, async () => {
    const posted = request.method === 'POST';
    const fetchRequest = new Request(new URL(request.url, 'http://localhost'), {
      method: posted ? 'POST' : 'GET',
      headers: {
        'accept-language': request.acceptLanguage ?? '',
        ...(posted ? { 'content-type': request.contentType ?? 'application/x-www-form-urlencoded' } : {}),
      },
      ...(posted ? { body: request.body ?? '' } : {}),
    });
    // The header and footer render the session on every page: always in the cache, so parts that
    // hydrate later (components/lazy-section.tsx) find the same value as the server's render.
    // So is the site-wide announcement (features/site-settings). After an action
    // (which may have signed in or out) the session is read once the action is done.
    const settings = queryClient.prefetchQuery(siteSettingsQueryOptions());
    const [context] = posted
      ? await Promise.all([handler.query(fetchRequest), settings])
      : await Promise.all([handler.query(fetchRequest), queryClient.prefetchQuery(sessionQueryOptions()), settings]);
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    if (posted) await queryClient.prefetchQuery(sessionQueryOptions());
    // A query that failed renders as "loading" on the server, like the browser's first render,
    // which then fetches it again and shows the error (errors are not sent to the browser).
    // The session among them: a failed check (429, 5xx) is an unknown session, never a
    // signed-out one — the header shows its placeholder and members-only pages wait, and the
    // browser asks again with backoff (lib/session.ts).
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    const last = context.matches[context.matches.length - 1];
    let status = context.statusCode !== 200 ? context.statusCode : scope.status;
    if (last?.route.path === '*') status = 404;

    const router = createStaticRouter(handler.dataRoutes, context);
    const markup = await renderToHtml(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppProvider queryClient={queryClient} initialTheme={theme}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </I18nextProvider>
      </StrictMode>,
      request.timeoutMs ?? 10_000,
    );
    const hoisted = HOISTED.exec(markup)?.[0] ?? '';
    const head = hoisted + routeChunkHints(context.matches.map((match) => match.route));
    const body = markup.slice(hoisted.length);
    // Set by react-i18next's useTranslation on the instance it renders with (not in i18next's types).
    const reported = (i18n as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
    const used = reported?.getUsedNamespaces() ?? [];
    const translations: SsrData['i18n']['resources'] = {};
    for (const namespace of new Set([...CORE_NAMESPACES, ...used])) {
      const bundle = i18n.getResourceBundle(language, namespace) as SsrData['i18n']['resources'][string] | undefined;
      if (bundle) translations[namespace] = bundle;
    }
    const data: SsrData = {
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries: dehydrate(queryClient),
      i18n: { language, resources: translations },
      classes: mergedClassesOf(scope),
    };
    return {
      kind: 'page',
      status,
      language,
      theme,
      head,
      body,
      data: `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`,
    };
  });
}

/**
 * The offline page (features/pwa/components/offline-page.tsx) in the request's language: its
 * `<title>` and the markup inside #root. No router, query cache or session: the service worker
 * keeps this answer and shows it to whoever uses the device while it has no connection.
 */
export async function renderOffline(request: OfflineRenderRequest): Promise<OfflineRenderResult> {
  const language = pickLanguage(request.cookies.language, request.acceptLanguage);
  const markup = await renderToHtml(
    <I18nextProvider i18n={i18nByLanguage.get(language)!}>
      <OfflinePage />
    </I18nextProvider>,
    5_000,
  );
  const head = HOISTED.exec(markup)?.[0] ?? '';
  return { language, head, body: markup.slice(head.length) };
}
