/**
 * The toaster (components/ui/sonner.tsx, with sonner itself, ≈10 KB gzip) is not part of the
 * first download: app/provider.tsx mounts the lazily loaded <Toaster> once it is wanted — on the
 * visitor's first interaction with the page, 5 s after load, or when `toast` below is called —
 * so it never competes with hydration. Code on the first load toasts through `toast` below, which
 * imports the same module on first use; a toast made through sonner before the <Toaster> is
 * mounted shows when it mounts (sonner replays active toasts to a late subscriber).
 * Same arguments as sonner's `toast.success` / `toast.error` / `toast.info` (neutral news such as
 * 'Yakında': nothing was done, so never the success style).
 */
import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;

export const loadToaster = () => import('@/components/ui/sonner');

let toasterWanted = false;
const listeners = new Set<() => void>();

/** Asks app/provider.tsx to mount the <Toaster> (once; later calls do nothing). */
export function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

/** Whether the <Toaster> should be mounted (for `useSyncExternalStore`). */
export const isToasterWanted = (): boolean => toasterWanted;

export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(call: (toast: Toast) => void): void {
  wantToaster();
  loadToaster().then(
    ({ toast }) => call(toast),
    () => {
      // Offline or a stale deploy: the toaster could not load either, so nothing would show.
    },
  );
}

export const toast = {
  success: (...args: Parameters<Toast['success']>): void => show((t) => t.success(...args)),
  error: (...args: Parameters<Toast['error']>): void => show((t) => t.error(...args)),
  info: (...args: Parameters<Toast['info']>): void => show((t) => t.info(...args)),
};
