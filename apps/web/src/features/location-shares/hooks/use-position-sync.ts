import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LOCATION_POSITION_MIN_INTERVAL_MS,
  roundApproximateCoordinate,
  type LocationPositionInput,
  type LocationPrecision,
  type PublicLocationShare,
} from '@garaj/shared';
import { isApiError } from '@/lib/api-client';
import { upsertShare } from '../api/location-cache';
import { moveLocationShare } from '../api/move-location-share';
import { locationKeys } from '../api/query-keys';

/** How often the hook checks whether a new position is due (ms). */
export const POSITION_CHECK_MS = 1_000;

/** The position as the server would store it (approximate shares are rounded to 0.01°). */
export function comparablePosition(position: LocationPositionInput, precision: LocationPrecision): string {
  const round = precision === 'approximate' ? roundApproximateCoordinate : (v: number) => v;
  return `${round(position.lat)},${round(position.lng)}`;
}

/**
 * While the member shares (`share` not null): follows the browser's position (`watchPosition`)
 * and sends it (PATCH /api/location-shares/mine) at most every LOCATION_POSITION_MIN_INTERVAL_MS
 * (15 s) since the last update, and only when it changed (for an approximate share: when its
 * rounded value changed). A refused update (429) is tried again later; 404 means the share ended,
 * so the list is refetched.
 */
export function usePositionSync(share: PublicLocationShare | null): void {
  const queryClient = useQueryClient();
  const shareId = share?.id ?? null;
  const precision = share?.precision ?? 'approximate';
  const state = useRef({ latest: null as LocationPositionInput | null, sentKey: '', sentAt: 0, sending: false });
  // The share as last rendered: the watch below starts from it but restarts only for another
  // share (a move updates `share` without restarting the watch). Effects run in order.
  const shareNow = useRef(share);
  useEffect(() => {
    shareNow.current = share;
  });

  useEffect(() => {
    const started = shareNow.current;
    if (!shareId || !started) return;
    const current = state.current;
    current.sentKey = comparablePosition(started, precision);
    current.sentAt = Math.max(Date.now(), Date.parse(started.positionUpdatedAt) || 0);
    current.latest = null;
    if (typeof navigator === 'undefined' || !navigator.geolocation) return;
    const watch = navigator.geolocation.watchPosition(
      (result) => void (current.latest = { lat: result.coords.latitude, lng: result.coords.longitude }),
      () => {},
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    const timer = setInterval(() => {
      const latest = current.latest;
      if (!latest || current.sending) return;
      if (Date.now() - current.sentAt < LOCATION_POSITION_MIN_INTERVAL_MS) return;
      const key = comparablePosition(latest, precision);
      if (key === current.sentKey) return;
      current.sending = true;
      moveLocationShare(latest)
        .then((moved) => {
          current.sentKey = key;
          current.sentAt = Date.now();
          upsertShare(queryClient, moved, true);
        })
        .catch((error: unknown) => {
          if (isApiError(error) && error.status === 429) current.sentAt = Date.now() - LOCATION_POSITION_MIN_INTERVAL_MS + 5_000;
          else if (isApiError(error) && error.status === 404) void queryClient.invalidateQueries({ queryKey: locationKeys.shares() });
        })
        .finally(() => void (current.sending = false));
    }, POSITION_CHECK_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
    };
  }, [shareId, precision, queryClient]);
}
