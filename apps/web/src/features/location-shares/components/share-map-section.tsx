import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMapFrame } from '@/components/lazy-map-frame';

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
  return (
    <LazyMapFrame label={t('map.label')} loadingText={t('map.loading')} className="h-80 sm:h-[440px]" testId="share-map">
      <ShareMap />
    </LazyMapFrame>
  );
}
