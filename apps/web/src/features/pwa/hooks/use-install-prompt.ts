import { useCallback, useState } from 'react';
import { writeStored } from '@/lib/storage';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Where the time (ms since the epoch) of the last "Şimdi değil" is kept. */
export const INSTALL_DISMISSED_KEY = 'garaj.installDismissedAt';
/** How long the prompt stays away after "Şimdi değil" (ms): 30 days. */
export const INSTALL_DISMISS_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether the member said "Şimdi değil" within {@link INSTALL_DISMISS_MS} of `now` (ms). */
export function dismissedRecently(now = Date.now()): boolean {
  try {
    const at = Number(window.localStorage.getItem(INSTALL_DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < INSTALL_DISMISS_MS;
  } catch {
    return false; // storage blocked: ask, as a first visit would
  }
}

/**
 * The install prompt's state around the browser's deferred `event`: `open` until the member
 * installs, declines the browser's dialog or says "Şimdi değil" (remembered for 30 days);
 * `install()` shows the browser's own dialog (it may be shown once per event).
 */
export function useInstallPrompt(event: BeforeInstallPromptEvent) {
  const [open, setOpen] = useState(true);
  const install = useCallback(async () => {
    setOpen(false);
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') rememberDismissal();
  }, [event]);
  const dismiss = useCallback(() => {
    setOpen(false);
    rememberDismissal();
  }, []);
  return { open, install, dismiss };
}

/** Storage blocked: the prompt may come back next time, nothing else is lost. */
const rememberDismissal = () => writeStored(INSTALL_DISMISSED_KEY, String(Date.now()));
