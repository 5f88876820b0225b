/**
 * The browser's position (Geolocation API) for the features that share one: asking once
 * ({@link requestPosition}) or following it ({@link watchPosition}). Positions are `{ lat, lng }`
 * in degrees; failures are named by what the member can do about them.
 */
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

/** The failure a `GeolocationPositionError` stands for (PERMISSION_DENIED is 1 on every browser; read off the error, not the global, which jsdom lacks). */
const failureOf = (error: GeolocationPositionError): GeolocationFailure => (error.code === (error.PERMISSION_DENIED ?? 1) ? 'denied' : 'unavailable');

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
      (error) => reject(new GeolocationError(failureOf(error))),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 30_000 },
    );
  });
}

/**
 * Follows the browser's position (`watchPosition`, high accuracy, fixes up to 5 s old): `onPosition`
 * gets each `{ lat, lng }`, `onFailure` each failure ('unsupported' at once without the API;
 * 'unavailable' may be followed by positions again, 'denied' ends the watch).
 * Returns the function that stops following.
 */
export function watchPosition(onPosition: (position: LocationPositionInput) => void, onFailure: (reason: GeolocationFailure) => void): () => void {
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    onFailure('unsupported');
    return () => {};
  }
  const geolocation = navigator.geolocation;
  const id = geolocation.watchPosition(
    (result) => onPosition({ lat: result.coords.latitude, lng: result.coords.longitude }),
    (error) => onFailure(failureOf(error)),
    // No timeout: a device standing still sends no new fix, which is not a failure.
    { enableHighAccuracy: true, maximumAge: 5_000 },
  );
  return () => geolocation.clearWatch(id);
}
