import type { SiteLanguage } from './language.ts';

/** What the server asks the web app's server renderer (`render` of entry-server.tsx) to render. */
export interface RenderRequest {
  /** Path and query string, e.g. `/garages?q=golf`. */
  url: string;
  /**
   * 'POST' for a form posted natively to a page (default 'GET'): the matched route's `action`
   * runs with `body` (the urlencoded form), then the page renders with its result — or the
   * action's redirect is returned.
   */
  method?: 'GET' | 'POST';
  /** The posted form, as sent (`application/x-www-form-urlencoded`). */
  body?: string;
  /** The posted body's content type (default `application/x-www-form-urlencoded`). */
  contentType?: string;
  /** Origin for absolute links, e.g. `https://garaj.example` (no trailing slash). */
  publicUrl: string;
  /** The request's cookies (already parsed) and headers the app reads. */
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
  /** The original request headers forwarded to in-process API calls (cookie, user-agent…). */
  forwardHeaders: Record<string, string>;
  /** Answers an API request in-process (the server passes one built on Fastify `inject`). */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /** Abort rendering after this many milliseconds (default 10 000). */
  timeoutMs?: number;
}

/** The server renderer's answer: a redirect, or a page's parts for the HTML shell. */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      language: SiteLanguage;
      /** The theme cookie; the server sets the dark class for 'dark'. */
      theme: 'light' | 'dark' | 'system';
      /** The page's <title>/<meta> tags (may be empty: the server adds the site defaults). */
      head: string;
      /** The markup inside #root. */
      body: string;
      /** `<script type="application/json" id="garaj-ssr-data">…</script>`. */
      data: string;
    };

/** What the server hands the renderer for the offline page: only what picks its language. */
export type OfflineRenderRequest = Pick<RenderRequest, 'cookies' | 'acceptLanguage'>;

/** The offline page's parts for the HTML shell (no data, no scripts). */
export interface OfflineRenderResult {
  language: SiteLanguage;
  /** The page's `<title>`. */
  head: string;
  /** The markup inside #root. */
  body: string;
}
