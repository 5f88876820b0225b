import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMapFrame } from '@/components/lazy-map-frame';
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
  return (
    <LazyMapFrame label={t('map.label')} loadingText={t('map.loading')} className="h-80 sm:h-[400px]" testId="convoy-map">
      <ConvoyMap {...props} />
    </LazyMapFrame>
  );
}
