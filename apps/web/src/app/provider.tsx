import { lazy, Suspense, type ReactNode } from 'react';
import { loadToaster } from '@/lib/lazy-toast';
import { QueryProvider } from './providers/query-provider';
import { ThemeProvider } from './providers/theme-provider';

// sonner is not needed for the first paint: the toaster arrives in its own chunk right after.
// Features call `toast` from 'sonner' (same module instance) once the user acts; code on the
// first load uses `toast` from lib/lazy-toast.ts.
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** Everything the app needs above the router: theme, server state, toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryProvider>
    </ThemeProvider>
  );
}
