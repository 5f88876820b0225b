import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalErrorBoundary } from '@/components/error-boundary';
import { NoScriptNotice } from '@/components/needs-javascript';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * Leaflet, react-leaflet and their CSS come with this chunk, in the browser only. The server
 * bundle (one file, dynamic imports inlined) must not even contain Leaflet, which touches
 * `window` when evaluated: `import.meta.env.SSR` is a build-time constant, so that branch is
 * dropped from the server build.
 */
const ShareMap = lazy(() =>
  import.meta.env.SSR ? Promise.resolve({ default: () => null }) : import('./share-map').then((m) => ({ default: m.ShareMap })),
);

/**
 * The map's frame: a fixed-height box (390 px: 320 px high; wider: 440 px) that the server and the
 * first render fill with a placeholder; after hydration the lazily loaded map replaces it.
 */
export function ShareMapSection() {
  const { t } = useTranslation('location');
  const hydrated = useHydrated();
  const placeholder = (
    <div className="flex size-full flex-col items-center justify-center gap-3 bg-muted p-4 text-sm text-muted-foreground" role="status">
      {t('map.loading')}
      <NoScriptNotice />
    </div>
  );
  return (
    <section aria-label={t('map.label')} className="relative isolate h-80 overflow-hidden rounded-xl border bg-muted sm:h-[440px]" data-testid="share-map">
      {hydrated ? (
        <LocalErrorBoundary>
          <Suspense fallback={placeholder}>
            <ShareMap />
          </Suspense>
        </LocalErrorBoundary>
      ) : (
        placeholder
      )}
    </section>
  );
}
