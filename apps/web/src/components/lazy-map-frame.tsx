import { Suspense, type ReactNode } from 'react';
import { LocalErrorBoundary } from '@/components/error-boundary';
import { NoScriptNotice } from '@/components/needs-javascript';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';

interface LazyMapFrameProps {
  /** The section's accessible name. */
  label: string;
  /** What the placeholder says while the map loads (and, without JavaScript, with the notice). */
  loadingText: string;
  /** Height classes of the frame (a fixed height, so nothing moves when the map arrives). */
  className: string;
  testId: string;
  /** The lazily loaded map (a `React.lazy` component the feature declares with its SSR guard). */
  children: ReactNode;
}

/**
 * The frame of a Leaflet map: a fixed-height box that the server and the first render fill with
 * a placeholder; after hydration the lazily loaded map (`children`) replaces it, inside an error
 * boundary so a failed chunk leaves the rest of the page working.
 */
export function LazyMapFrame({ label, loadingText, className, testId, children }: LazyMapFrameProps) {
  const hydrated = useHydrated();
  const placeholder = (
    <div className="flex size-full flex-col items-center justify-center gap-3 bg-muted p-4 text-sm text-muted-foreground" role="status">
      {loadingText}
      <NoScriptNotice />
    </div>
  );
  return (
    <section aria-label={label} className={cn('relative isolate overflow-hidden rounded-xl border bg-muted', className)} data-testid={testId}>
      {hydrated ? (
        <LocalErrorBoundary>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </LocalErrorBoundary>
      ) : (
        placeholder
      )}
    </section>
  );
}
