/**
 * The data a server-rendered page carries for its hydration (decision 005): entry-server.tsx
 * writes it as `<script type="application/json" id="garaj-ssr-data">` after #root (JSON, not
 * executed, so the CSP `script-src 'self'` holds); main.tsx and lib/i18n.ts read it once.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { ResourceKey } from 'i18next';
import type { HydrationState } from 'react-router';

/** Id of the `<script type="application/json">` the server writes after the root element. */
export const SSR_DATA_ELEMENT_ID = 'garaj-ssr-data';

export interface SsrData {
  /** React Router's loader state of the render. */
  router: HydrationState;
  /** The dehydrated TanStack Query cache (the page's data). */
  queries: DehydratedState;
  /**
   * The translations the page needs in the language it was rendered in: the core namespaces
   * (lib/i18n.ts CORE_NAMESPACES) and every namespace the render used. The browser starts with
   * them, so hydration fetches no translation file (and none of the other language).
   */
  i18n: { language: string; resources: Record<string, ResourceKey> };
  /**
   * Class lists whose Tailwind merge differs from their plain join, as the server merged them
   * (lib/utils.ts `cn`): the browser hydrates with them before tailwind-merge has loaded.
   */
  classes?: Record<string, string>;
}

let cached: SsrData | null | undefined;

/** The page's SSR data, parsed once; null when the page was not server-rendered (or outside a browser). */
export function readSsrData(): SsrData | null {
  if (cached !== undefined) return cached;
  const text = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ELEMENT_ID)?.textContent;
  cached = text ? (JSON.parse(text) as SsrData) : null;
  return cached;
}
