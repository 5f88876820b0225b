/**
 * The bell's place in the header (part of the first download, so kept tiny): for a signed-in
 * member it reserves the button's space and loads the real bell (notification-bell.tsx, with
 * Radix Popover, the list and the live subscription) with its translations on the visitor's
 * first interaction or {@link BELL_FALLBACK_MS} after `load` — after the page is interactive,
 * never during hydration (the bell must not grow the first load of `/`).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { onFirstInteraction } from '@/lib/first-interaction';
import { loadNamespaces } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
// Type only: the module itself is loaded with import() below.
import type * as BellModule from './notification-bell';

/** Wait after `load` before loading the bell without an interaction (ms). */
export const BELL_FALLBACK_MS = 1_500;

let loaded: typeof BellModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadBell(): Promise<void> {
  loading ??= Promise.all([import('./notification-bell'), loadNamespaces(['notifications', 'badges'])]).then(
    ([module]) => {
      loaded = module;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // offline or a stale deploy: the next interaction retries
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Signed in: the bell once loaded, an empty slot of the bell's exact box (40 × 40 px, never
 * shrunk) until then — also while the session is still loading, so a member's header does not
 * move when the session and then the bell arrive. Signed out: nothing.
 */
export function DeferredNotificationBell({ className }: { className?: string }) {
  const { user, isPending } = useCurrentUser();
  const module = useSyncExternalStore(subscribe, () => loaded, () => null);
  useEffect(() => {
    if (!user || loaded) return;
    return onFirstInteraction(() => void loadBell(), BELL_FALLBACK_MS);
  }, [user]);
  if (!user && !isPending) return null;
  if (!user || !module) return <span className={cn('inline-block size-10 shrink-0', className)} aria-hidden="true" data-testid="bell-slot" />;
  return <module.NotificationBell className={cn('shrink-0', className)} />;
}
