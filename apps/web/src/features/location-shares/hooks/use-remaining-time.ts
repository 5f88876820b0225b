import { useEffect, useState } from 'react';

/** The countdown ticks every 60 s. */
export const REMAINING_TICK_MS = 60_000;

/**
 * Whole minutes left until `expiresAt` (rounded up, so a new 30-minute share shows 30; never
 * negative): the remaining minutes drop by one every 60 seconds.
 */
export function remainingMinutes(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 60_000));
}

/** Minutes and hours for the display (minutes under 60, else hours and minutes; 0 'Süre doldu'). */
export function splitRemaining(minutes: number): { kind: 'expired' } | { kind: 'minutes'; minutes: number } | { kind: 'hours'; hours: number; minutes: number } {
  if (minutes <= 0) return { kind: 'expired' };
  if (minutes < 60) return { kind: 'minutes', minutes };
  return { kind: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/**
 * The current time (ms), renewed every `tickMs` while mounted and whenever `resetKey` changes
 * (new data: a share that just arrived must not be measured against a clock read before it).
 * `renderedAt` (ms), when given, is the first value: the time the shown data was fetched, which the
 * server render and the hydrating browser share (react-query's `dataUpdatedAt` travels with the
 * dehydrated data), so a countdown crossing a minute between the two never mismatches the server's
 * HTML; the browser's clock takes over right after.
 */
export function useNow(tickMs: number = REMAINING_TICK_MS, resetKey?: unknown, renderedAt?: number): number {
  const [now, setNow] = useState(() => renderedAt || Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, resetKey]);
  return now;
}
