import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LOCATION_POSITION_MIN_INTERVAL_MS, roundApproximateCoordinate, type LocationPositionInput, type LocationPrecision } from '@garaj/shared';
import { isApiError } from '@/lib/api-client';
import { watchPosition, type GeolocationFailure } from '@/lib/geolocation';
import { endConvoy, upsertPosition } from '../api/convoy-cache';
import { convoyKeys } from '../api/query-keys';
import { shareConvoyPosition } from '../api/share-position';

/** How often the hook checks whether a new position is due (ms). */
export const POSITION_CHECK_MS = 1_000;

/** What the member shares: how precisely, and with which of their garages (null: none). */
export interface ConvoySharing {
  precision: LocationPrecision;
  garageId: string | null;
}

/** The position as the server would store it (approximate: the shared 0.01° rounding), as a comparable key. */
export function storedKey(position: LocationPositionInput, precision: LocationPrecision): string {
  const round = precision === 'approximate' ? roundApproximateCoordinate : (v: number) => v;
  return `${round(position.lat)},${round(position.lng)}`;
}

export interface ConvoySharingCallbacks {
  /** The browser gave no position: 'denied' and 'unsupported' end the sharing, 'unavailable' may pass. */
  onPositionFailure: (reason: GeolocationFailure) => void;
  /** A position was sent and stored. */
  onShared: () => void;
  /** The server refused a position for good (the convoy ended, not a participant any more …). */
  onRefused: (error: unknown) => void;
}

/** Stops sending at once (before the next render) and resolves when no position is on its way: a stop's DELETE must come after it. */
export type HaltSharing = () => Promise<void>;

/**
 * While `sharing` is not null: follows the browser's position (`watchPosition`) and sends it
 * (PUT …/convoy/position) at once, then at most every LOCATION_POSITION_MIN_INTERVAL_MS (15 s)
 * and only when what the server would store changed. A new precision or vehicle restarts it
 * (sent at once: the server takes such a change within the 15 s). A refused move (429) is tried
 * again later; the convoy's end (409 CONVOY_ENDED) closes it in the cache.
 */
export function useConvoySharing(eventId: string, sharing: ConvoySharing | null, callbacks: ConvoySharingCallbacks): HaltSharing {
  const queryClient = useQueryClient();
  const running = useRef<{ stopped: boolean; inFlight: Promise<void> } | null>(null);
  const latestCallbacks = useRef(callbacks);
  useEffect(() => {
    latestCallbacks.current = callbacks;
  });
  const precision = sharing?.precision ?? null;
  const garageId = sharing?.garageId ?? null;

  useEffect(() => {
    if (!precision) return;
    const state = { latest: null as LocationPositionInput | null, sentKey: '', sentAt: 0, sending: false, stopped: false, inFlight: Promise.resolve() };
    running.current = state;
    const send = () => {
      const latest = state.latest;
      if (!latest || state.sending || state.stopped) return;
      const key = storedKey(latest, precision);
      if (state.sentAt !== 0 && (key === state.sentKey || Date.now() - state.sentAt < LOCATION_POSITION_MIN_INTERVAL_MS)) return;
      state.sending = true;
      state.inFlight = shareConvoyPosition(eventId, { ...latest, precision, garageId })
        .then((position) => {
          if (state.stopped) return;
          state.sentKey = key;
          state.sentAt = Date.now();
          upsertPosition(queryClient, position);
          latestCallbacks.current.onShared();
        })
        .catch((error: unknown) => {
          if (state.stopped) return;
          if (isApiError(error) && error.status === 429) {
            // Sent again 5 s later than the limit would allow, counted from now.
            state.sentAt = Date.now() - LOCATION_POSITION_MIN_INTERVAL_MS + 5_000;
            return;
          }
          if (isApiError(error) && error.isClientError) {
            state.stopped = true;
            if (error.code === 'CONVOY_ENDED') endConvoy(queryClient, eventId);
            else void queryClient.invalidateQueries({ queryKey: convoyKeys.convoy(eventId) });
            latestCallbacks.current.onRefused(error);
          }
        })
        .finally(() => void (state.sending = false));
    };
    const stopWatching = watchPosition(
      (position) => {
        state.latest = position;
        send();
      },
      (reason) => latestCallbacks.current.onPositionFailure(reason),
    );
    const timer = setInterval(send, POSITION_CHECK_MS);
    return () => {
      state.stopped = true;
      stopWatching();
      clearInterval(timer);
    };
  }, [eventId, precision, garageId, queryClient]);

  return useCallback(async () => {
    const state = running.current;
    if (!state) return;
    state.stopped = true;
    await state.inFlight;
  }, []);
}
