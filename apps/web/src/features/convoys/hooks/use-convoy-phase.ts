import { useEffect, useState } from 'react';
import type { ConvoyStatus } from '@garaj/shared';

/** Where a window stands at `now` (ms): before `startsAt`, inside it, or from `endsAt` on. */
export function convoyPhaseAt(startsAt: string, endsAt: string, now: number): ConvoyStatus {
  if (now < Date.parse(startsAt)) return 'upcoming';
  return now < Date.parse(endsAt) ? 'live' : 'ended';
}

/** Longest single wait of a timer (a longer one fires at once in browsers). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The convoy's phase by this device's clock, switching by itself at the start and at the end (a
 * timer set for the next boundary), so a page left open opens the map when the event starts and
 * shows its end. The server's own answer (`ConvoyView.status`) still decides what is served.
 */
export function useConvoyPhase(startsAt: string, endsAt: string): ConvoyStatus {
  const [phase, setPhase] = useState(() => convoyPhaseAt(startsAt, endsAt, Date.now()));
  useEffect(() => {
    const now = Date.now();
    const current = convoyPhaseAt(startsAt, endsAt, now);
    setPhase(current);
    if (current === 'ended') return;
    const next = current === 'upcoming' ? Date.parse(startsAt) : Date.parse(endsAt);
    const timer = setTimeout(() => setPhase(convoyPhaseAt(startsAt, endsAt, Date.now())), Math.min(MAX_TIMER_MS, Math.max(0, next - now) + 50));
    return () => clearTimeout(timer);
  }, [startsAt, endsAt, phase]);
  return phase;
}

/** The time now (ms), renewed every `intervalMs` while mounted: for "x dk önce". */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
