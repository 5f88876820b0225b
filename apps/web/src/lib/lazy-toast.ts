/**
 * The toaster (components/ui/sonner.tsx, with sonner itself, ≈10 KB gzip) is not part of the
 * first download: app/provider.tsx renders the lazily loaded <Toaster> right after the first
 * paint, and code on the first load (the garage cards of the home page) toasts through `toast`
 * below, which imports the same module on first use (in practice it has already arrived).
 * Same arguments as sonner's `toast.success` / `toast.error`.
 */
import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;

export const loadToaster = () => import('@/components/ui/sonner');

function show(call: (toast: Toast) => void): void {
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
};
