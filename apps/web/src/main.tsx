import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type HydrationState } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import './index.css';
import { CORE_NAMESPACES, SSR_DATA_ELEMENT_ID, i18n, loadNamespaces, setLanguage } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { readCookieChoice, readStoredChoice } from './lib/storage';
import { AppProvider } from './app/provider';
import { createAppRouter, resolveLazyRoutes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/** What entry-server.tsx writes after #root: the router's loader state and the query cache. */
interface SsrData {
  router: HydrationState;
  queries: DehydratedState;
}

/** Marks `<html data-hydrated>` once the app is live (end-to-end tests wait for it before clicking). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start(root: HTMLElement) {
  const dataElement = document.getElementById(SSR_DATA_ELEMENT_ID);
  if (!dataElement?.textContent) {
    // Not server-rendered (`vite dev`): render in the browser.
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={createAppRouter()} />
          <HydrationMarker />
        </AppProvider>
      </StrictMode>,
    );
    return;
  }
  const data = JSON.parse(dataElement.textContent) as SsrData;
  hydrate(queryClient, data.queries);
  // The first render must be the page the server sent: its code and translations first.
  await Promise.all([resolveLazyRoutes(window.location.pathname), loadNamespaces(CORE_NAMESPACES)]);
  const router = createAppRouter(data.router);
  hydrateRoot(
    root,
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
        <HydrationMarker />
      </AppProvider>
    </StrictMode>,
  );
  // An older choice kept only in localStorage (before the cookie): apply it now, set the cookie.
  const stored = readStoredChoice('language', ['tr', 'en'] as const);
  if (!readCookieChoice('language', ['tr', 'en'] as const) && stored && stored !== i18n.language) void setLanguage(stored);
}

void start(container);
