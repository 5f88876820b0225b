import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalErrorBoundary } from '@/components/error-boundary';
import type { EventMapProps } from './event-map';

/**
 * Leaflet, react-leaflet and their CSS come with this chunk, in the browser only; the branch is
 * dropped from the server build (`import.meta.env.SSR` is a build-time constant), which must not
 * evaluate Leaflet (it touches `window`).
 */
const EventMap = lazy<ComponentType<EventMapProps>>(() =>
  import.meta.env.SSR ? Promise.resolve({ default: () => null }) : import('./event-map').then((m) => ({ default: m.EventMap })),
);

const subscribe = () => () => {};

/**
 * The map frame of an event with a point: a fixed-height box (256 px, 320 px from `sm`) that the
 * server and the first render fill with a placeholder; after hydration the lazy map replaces it.
 */
export function EventMapSection(props: EventMapProps) {
  const { t } = useTranslation('community');
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const placeholder = (
    <div className="flex size-full items-center justify-center bg-muted text-sm text-muted-foreground" role="status">
      {t('detail.mapLoading')}
    </div>
  );
  return (
    <section aria-label={t('detail.mapLabel', { place: props.label })} className="relative isolate h-64 overflow-hidden rounded-xl border bg-muted sm:h-80" data-testid="event-map">
      {hydrated ? (
        <LocalErrorBoundary>
          <Suspense fallback={placeholder}>
            <EventMap {...props} />
          </Suspense>
        </LocalErrorBoundary>
      ) : (
        placeholder
      )}
    </section>
  );
}
