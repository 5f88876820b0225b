import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Theme } from '@/lib/theme';
import { onFirstInteraction } from '@/lib/first-interaction';
import { isToasterWanted, loadToaster, subscribeToToaster, wantToaster } from '@/lib/lazy-toast';
import { QueryProvider } from './providers/query-provider';
import { ThemeProvider } from './providers/theme-provider';

// sonner is not needed for the first paint: the toaster arrives in its own chunk once wanted
// (lib/lazy-toast.ts). Features call `toast` from 'sonner' (same module instance) once the user
// acts; code on the first load uses `toast` from lib/lazy-toast.ts.
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Mounts the toaster on the first interaction with the page, 5 s after load, or on the first
 * lazy toast — never during hydration. Nothing on the server.
 */
function DeferredToaster() {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  useEffect(() => onFirstInteraction(wantToaster, 5_000), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * Marks `<html data-hydrated>` once the app is live (end-to-end tests wait for it before
 * clicking). Rendered on the server too (where it does nothing), so both trees have the same
 * shape and `useId` gives the same ids.
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Everything the app needs above the router: theme, server state, toasts. The server
 * (entry-server.tsx) passes its per-request query client and the theme from the cookie.
 */
export function AppProvider({ children, queryClient, initialTheme }: { children: ReactNode; queryClient?: QueryClient; initialTheme?: Theme }) {
  return (
    <ThemeProvider initialTheme={initialTheme}>
      <QueryProvider client={queryClient}>
        {children}
        <HydrationMarker />
        <DeferredToaster />
      </QueryProvider>
    </ThemeProvider>
  );
}
