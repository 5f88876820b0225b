import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RealtimeChannel } from '@garaj/shared';
import { eventStream, type LiveEventListener } from '@/lib/event-stream';

export interface UseLiveEventsOptions {
  /** Runs when the connection is back after events may have been missed: refetch. */
  onReconnect?: () => void;
  /** False pauses the subscription. Defaults to true. */
  enabled?: boolean;
}

/**
 * Listens to a realtime channel (lib/event-stream.ts) while the component is mounted: the
 * page's one `EventSource` then carries `channel`. The handler and `onReconnect` always see the
 * latest props (they are not dependencies). Never connects on the server or before hydration:
 * effects run in the browser only.
 */
export function useLiveEvents<C extends RealtimeChannel>(
  channel: C,
  handler: LiveEventListener<C>,
  { onReconnect, enabled = true }: UseLiveEventsOptions = {},
): void {
  const latest = useRef({ handler, onReconnect });
  useLayoutEffect(() => {
    latest.current = { handler, onReconnect };
  });
  useEffect(() => {
    if (!enabled) return;
    return eventStream.subscribe(channel, (event) => latest.current.handler(event), {
      onReconnect: () => latest.current.onReconnect?.(),
    });
  }, [channel, enabled]);
}
