import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalErrorBoundary } from '@/components/error-boundary';
import { NoScriptNotice } from '@/components/needs-javascript';
import { useHydrated } from '@/hooks/use-hydrated';
import type { ConvoyMapProps } from './convoy-map';

/**
 * Leaflet, react-leaflet and their CSS come with this chunk, in the browser only. The server
 * bundle must not even contain Leaflet, which touches `window` when evaluated:
 * `import.meta.env.SSR` is a build-time constant, so that branch is dropped from the server build.
 */
const ConvoyMap = lazy<ComponentType<ConvoyMapProps>>(() =>
  import.meta.env.SSR ? Promise.resolve({ default: () => null }) : import('./convoy-map').then((m) => ({ default: m.ConvoyMap })),
);

/**
 * The convoy map's frame: a fixed-height box (320 px; 400 px from `sm`) that the first render
 * fills with a placeholder; after hydration the lazily loaded map replaces it.
 */
export function ConvoyMapSection(props: ConvoyMapProps) {
  const { t } = useTranslation('convoy');
  const hydrated = useHydrated();
  const placeholder = (
    <div className="flex size-full flex-col items-center justify-center gap-3 bg-muted p-4 text-sm text-muted-foreground" role="status">
      {t('map.loading')}
      <NoScriptNotice />
    </div>
  );
  return (
    <section aria-label={t('map.label')} className="relative isolate h-80 overflow-hidden rounded-xl border bg-muted sm:h-[400px]" data-testid="convoy-map">
      {hydrated ? (
        <LocalErrorBoundary>
          <Suspense fallback={placeholder}>
            <ConvoyMap {...props} />
          </Suspense>
        </LocalErrorBoundary>
      ) : (
        placeholder
      )}
    </section>
  );
}
