/**
 * Serves what is not /api: uploaded images and documents under /media (from the storage driver, long cache,
 * nosniff), the built React app's files, and every page: rendered on the server by the web
 * app's renderer (apps/web/dist-ssr/entry-server.js, built by `npm run build`; decision 005)
 * into the index.html template — the page's own title and Open Graph tags in the head, its
 * markup in #root, the data to hydrate after it. Without the renderer (not built, or a render
 * fails) the template is sent with the site defaults and the app renders in the browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCookie } from 'cookie';
import { create as contentDisposition } from 'content-disposition';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OfflineRenderRequest, OfflineRenderResult, RenderRequest, RenderResult } from '@garaj/shared';
import { AppError, notFound } from './lib/errors.ts';
import { DOCUMENT_MEDIA_KEY } from './lib/document-keys.ts';
import { completeHead, type SiteLanguage } from './modules/seo/seo.service.ts';
import { registerSitemap } from './modules/seo/sitemap.ts';
import { registerWebManifest } from './modules/seo/web-manifest.ts';

/** What apps/web/src/entry-server.tsx exports. */
interface SsrModule {
  render(request: RenderRequest): Promise<RenderResult>;
  renderOffline(request: OfflineRenderRequest): Promise<OfflineRenderResult>;
}

/** Files of the client build a browser must ask for again each time: the service worker (its updates). */
const UNCACHED_FILES = new Set(['sw.js']);

/** Request headers handed on to the in-process API calls of a render. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const;

/** The one body type a page accepts: what a native `<form method="post">` sends. */
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** Largest form body a page accepts (a sign-up form is well under 1 KB). */
const FORM_BODY_LIMIT = 64 * 1024;

/** Whether a path belongs to the API or the media delivery rather than to a page. */
const isApiOrMedia = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/api?') || url.startsWith('/media/');

const MEDIA_KEY = /^images\/[0-9a-f-]{36}\/\d{1,5}\.webp$/;

export async function registerWeb(app: FastifyInstance) {
  const { storage, env } = app.deps;

  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (DOCUMENT_MEDIA_KEY.test(key)) return sendDocument(request, reply, key);
    if (!MEDIA_KEY.test(key)) throw notFound('IMAGE_NOT_FOUND');
    const object = await storage.get(key);
    if (!object) throw notFound('IMAGE_NOT_FOUND');
    reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    return reply.send(object.body);
  });

  /**
   * A document's file: an image like the photos; a PDF always as a download (never rendered in
   * the site's origin), named after the upload (`?name=` is only the suggested file name).
   */
  async function sendDocument(request: FastifyRequest, reply: FastifyReply, key: string) {
    const object = await storage.get(key);
    if (!object) throw notFound('DOCUMENT_NOT_FOUND');
    const pdf = key.endsWith('.pdf');
    const name = (request.query as { name?: unknown }).name;
    const fileName = typeof name === 'string' && name ? name : path.basename(key);
    reply
      .header('content-type', pdf ? 'application/pdf' : 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (pdf) reply.header('content-disposition', contentDisposition(fileName));
    return reply.send(object.body);
  }

  registerSitemap(app);
  registerWebManifest(app);

  const dist = env.WEB_DIST;
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  const template = hasWeb ? readFileSync(indexFile, 'utf8') : null;

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      // Our own cache headers (setHeaders); the plugin's default would overwrite them with max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        if (UNCACHED_FILES.has(path.basename(filePath))) res.setHeader('cache-control', 'no-cache');
        else res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  // The server renderer sits next to the client build: apps/web/dist-ssr/entry-server.js.
  const ssrFile = path.join(path.dirname(dist), 'dist-ssr', 'entry-server.js');
  let ssr: SsrModule | null = null;
  if (hasWeb && existsSync(ssrFile)) {
    ssr = (await import(pathToFileURL(ssrFile).href)) as SsrModule;
  } else if (hasWeb) {
    app.log.warn({ ssrFile }, 'server renderer not built: pages render in the browser only');
  }

  /**
   * An API request of a render or of a page's action, answered in-process; `set-cookie` (session
   * refresh, sign-in, sign-out) is kept for the page. The page request has already passed the
   * site's same-origin check, so its in-process calls say they come from the site itself:
   * `Sec-Fetch-Site: same-origin` and `Origin: PUBLIC_URL` (which better-auth's own origin check
   * on its POST endpoints requires when a cookie or a fetch-metadata header is present).
   */
  async function injectApi(request: FastifyRequest, setCookies: string[], url: string, init: RequestInit): Promise<Response> {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    // The site's own call: passes the cross-site check of writes (lib/same-origin.ts) and
    // better-auth's origin check.
    headers['sec-fetch-site'] = 'same-origin';
    headers.origin = app.deps.publicUrl;
    // Paths only: a client that builds absolute URLs (better-auth's) must not pick the host.
    const target = url.startsWith('/') ? url : (() => {
      const parsed = new URL(url);
      return parsed.pathname + parsed.search;
    })();
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: target,
      headers,
      remoteAddress: request.ip,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      if (key === 'set-cookie') {
        setCookies.push(...(Array.isArray(value) ? value : [String(value)]));
        continue;
      }
      responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: responseHeaders });
  }

  function sendTemplate(reply: FastifyReply, fill: { status: number; language: SiteLanguage; htmlAttributes: string; head: string; body: string; data: string }) {
    // Replacer functions, not replacement strings: member text may hold `$&`, `$'`, `` $` ``.
    const html = template!
      .replace(/<html\b[^>]*>/, () => `<html${fill.htmlAttributes}>`)
      .replace('<!--app-meta-->', () => completeHead(fill.head, fill.language, app.deps.publicUrl))
      .replace('<div id="root"></div>', () => `<div id="root">${fill.body}</div>${fill.data}`);
    return reply.status(fill.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  async function sendApp(request: FastifyRequest, reply: FastifyReply, form?: { body: string; contentType: string }) {
    if (!template) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    if (ssr) {
      const setCookies: string[] = [];
      const forwardHeaders: Record<string, string> = {};
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') forwardHeaders[name] = value;
      }
      try {
        const result = await ssr.render({
          url: request.url,
          ...(form ? { method: 'POST' as const, body: form.body, contentType: form.contentType } : {}),
          publicUrl: app.deps.publicUrl,
          cookies: parseCookie(request.headers.cookie ?? ''),
          acceptLanguage: request.headers['accept-language'],
          forwardHeaders,
          fetchApi: (url, init) => injectApi(request, setCookies, url, init),
        });
        if (setCookies.length) reply.header('set-cookie', setCookies);
        // An action's redirect answers a POST with 303 See Other: the browser follows it with a GET.
        if (result.kind === 'redirect') return reply.header('cache-control', 'no-cache').redirect(result.location, form ? 303 : result.status);
        const themeAttributes = result.theme === 'dark' ? ' class="dark" style="color-scheme: dark"' : result.theme === 'light' ? ' class="light" style="color-scheme: light"' : '';
        return sendTemplate(reply, {
          status: result.status,
          language: result.language,
          htmlAttributes: ` lang="${result.language}" data-theme="${result.theme}"${themeAttributes}`,
          head: result.head,
          body: result.body,
          data: result.data,
        });
      } catch (error) {
        request.log.error({ err: error, url: request.url, method: request.method }, 'server rendering failed; sending the browser-rendered page');
      }
    }
    // A form posted without a renderer (or whose action failed) cannot be answered as a page.
    if (form) throw new AppError(503, 'INTERNAL');
    return sendTemplate(reply, { status: 200, language: 'tr', htmlAttributes: ' lang="tr"', head: '', body: '', data: '' });
  }

  // The page the service worker keeps for when a page cannot be loaded (apps/web/vite.config.ts
  // `serviceWorker`): rendered without session and without the app's scripts (only its own
  // public/offline.js), in the language of the device's cookie or Accept-Language.
  app.get('/offline.html', { schema: { hide: true } }, async (request, reply) => {
    if (!template || !ssr) throw notFound();
    const result = await ssr.renderOffline({ cookies: parseCookie(request.headers.cookie ?? ''), acceptLanguage: request.headers['accept-language'] });
    const html = template
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*|<!--(?!app-meta)[\s\S]*?-->\s*/g, '')
      .replace(/<html\b[^>]*>/, () => `<html lang="${result.language}">`)
      .replace('<!--app-meta-->', () => `${result.head}\n    <meta name="robots" content="noindex" />\n    <script src="/offline.js" defer></script>`)
      .replace('<div id="root"></div>', () => `<div id="root">${result.body}</div>`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  // Every other GET (and HEAD) is a page. A route rather than the not-found handler, so the global
  // hooks of routes apply — compression above all: a rendered page is tens of KB, a few gzipped.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (isApiOrMedia(request.url)) throw notFound();
    return sendApp(request, reply);
  });

  // A page's form posted natively (before the app's script runs, or without it): the body goes to
  // the matched route's `action` through the server renderer, which answers with the action's
  // redirect (303) or the page rendered with its result. Only urlencoded bodies, parsed by a
  // parser of this context alone: the API under /api never accepts them.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));
    pages.post('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isApiOrMedia(request.url)) throw notFound();
      // No body at all (a form without fields may come so): an empty form.
      const body = request.body === undefined && request.headers['content-type'] === undefined ? '' : request.body;
      if (typeof body !== 'string') throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
      return sendApp(request, reply, { body, contentType: FORM_CONTENT_TYPE });
    });
  });
  app.setNotFoundHandler(async () => {
    throw notFound();
  });
}
