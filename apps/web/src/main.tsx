import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import './index.css';
import { CORE_NAMESPACES, loadNamespaces } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { readSsrData } from './lib/ssr-data';
import { loadClassMerger } from './lib/utils';
import { readCookieChoice, readStoredChoice, writeChoice } from './lib/storage';
import { AppProvider } from './app/provider';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { loadAllLazySections } from './components/lazy-section';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

async function start(root: HTMLElement) {
  const data = readSsrData();
  // tailwind-merge, beside hydration (which uses the server's merged classes: lib/utils.ts).
  const classMerger = loadClassMerger();
  if (!data) {
    // Not server-rendered (`vite dev`): render in the browser once the shell's translations are in.
    await Promise.all([loadNamespaces(CORE_NAMESPACES), classMerger]);
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={createAppRouter()} />
        </AppProvider>
      </StrictMode>,
    );
    return;
  }
  // An older choice kept only in localStorage (before the language cookie existed) that differs
  // from the language the server rendered in: store it as the cookie and load the page again, so
  // the server renders it in that language. Switching languages while React is still hydrating
  // (lazy sections hydrate later) makes the page differ from the server's HTML (error #418).
  const stored = readStoredChoice('language', ['tr', 'en'] as const);
  if (!readCookieChoice('language', ['tr', 'en'] as const) && stored && stored !== document.documentElement.lang) {
    writeChoice('language', stored);
    window.location.reload();
    return;
  }
  classMerger.catch(() => {
    // Offline or a stale deploy: cn() keeps joining; lazy sections and client-only pages retry.
  });
  hydrate(queryClient, data.queries);
  // The first render must be the page the server sent: its code and translations first (the
  // translations came with the page, so this only waits for the code).
  await Promise.all([resolveLazyRoutes(window.location.pathname), loadNamespaces(CORE_NAMESPACES)]);
  const router = createAppRouter(data.router);
  // A navigation (a link, the back button) waits for the server-rendered lazy sections that stay
  // on screen (the footer) to hydrate: load their code as soon as one starts.
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle') return;
    unsubscribe();
    loadAllLazySections();
  });
  // Hydration as a transition: React works in slices of ≈ 5 ms and yields to the browser between
  // them (a plain hydrateRoot renders the whole page in one task, ≈ 0.2–0.3 s on a mid-range
  // phone, during which a tap waits), and an interaction hydrates its target first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start(container);

// The service worker and the install prompt (features/pwa), after the page has loaded.
function startPwa() {
  import('./features/pwa').then(
    (pwa) => pwa.startPwa(),
    () => {
      // Offline or a stale deploy: the page works without them.
    },
  );
}
if (document.readyState === 'complete') startPwa();
else window.addEventListener('load', startPwa, { once: true });
