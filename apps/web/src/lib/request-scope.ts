/**
 * What differs per request when the app renders on the server (src/entry-server.tsx): the query
 * client, the API transport, the language. In the browser there is no scope and every caller
 * uses the app-wide singletons (lib/query-client.ts, global `fetch`, lib/i18n.ts).
 *
 * The server installs a provider once (backed by Node's AsyncLocalStorage, which the browser
 * bundle never imports), so concurrent renders never share a query client or a language.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

export interface RequestScope {
  queryClient: QueryClient;
  /** Calls the API in-process (Fastify `inject`), with the visitor's cookies. */
  fetch: typeof fetch;
  language: 'tr' | 'en';
  /** Origin of absolute links (Open Graph images), e.g. `https://garaj.example`. */
  publicUrl: string;
  i18n: I18n;
  /** HTTP status of the page; loaders set 404 when the page's main resource does not exist. */
  status: number;
}

let provider: (() => RequestScope | undefined) | null = null;

/** Server only: installs the function that returns the current request's scope. */
export function setRequestScopeProvider(next: () => RequestScope | undefined): void {
  provider = next;
}

/** The scope of the request being rendered on the server; undefined in the browser. */
export function currentRequestScope(): RequestScope | undefined {
  return provider?.();
}
