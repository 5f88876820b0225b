import type { LocationPositionInput } from '@garaj/shared';

/** Asking the browser for a position gives up after this long (ms). */
export const GEOLOCATION_TIMEOUT_MS = 15_000;

/** Why no position came: the API is missing, the member refused it, or the device found none in time. */
export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable';

/** The rejection of `requestPosition`. */
export class GeolocationError extends Error {
  constructor(readonly reason: GeolocationFailure) {
    super(`geolocation ${reason}`);
    this.name = 'GeolocationError';
  }
}

/**
 * Asks the browser for the current position once (high accuracy, a cached fix up to 30 s old is
 * fine, gives up after `GEOLOCATION_TIMEOUT_MS`). Resolves with `{ lat, lng }` in degrees; rejects
 * with a `GeolocationError`: 'unsupported' without the Geolocation API, 'denied' when the
 * permission is refused, 'unavailable' when no position was found (or in time).
 */
export function requestPosition(): Promise<LocationPositionInput> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new GeolocationError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (result) => resolve({ lat: result.coords.latitude, lng: result.coords.longitude }),
      // PERMISSION_DENIED is 1 on every browser (read off the error, not the global, which jsdom lacks).
      (error) =>
        reject(
          new GeolocationError(
            error.code === (error.PERMISSION_DENIED ?? 1) ? 'denied' : 'unavailable',
          ),
        ),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 30_000 },
    );
  });
}
