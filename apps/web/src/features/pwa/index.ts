/**
 * The installable app, started once the page has loaded (main.tsx): registers the service worker
 * (register-service-worker.ts) and, on a phone (a coarse pointer), answers the browser's
 * `beforeinstallprompt` with Garaj's own install card (components/install-prompt.tsx) in a root of
 * its own at the end of `<body>` — unless the member said "Şimdi değil" in the last 30 days, when
 * the browser's event is left alone. Nothing here is in the first load's JavaScript.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { InstallPrompt } from './components/install-prompt';
import { dismissedRecently, type BeforeInstallPromptEvent } from './hooks/use-install-prompt';
import { registerServiceWorker } from './register-service-worker';

let started = false;

/** Starts the service worker and the install prompt (once per page; later calls do nothing). */
export function startPwa(): void {
  if (started) return;
  started = true;
  registerServiceWorker();
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!window.matchMedia('(pointer: coarse)').matches || dismissedRecently()) return;
    // Ours instead of the browser's mini-infobar.
    event.preventDefault();
    showInstallPrompt(event as BeforeInstallPromptEvent);
  });
}

function showInstallPrompt(event: BeforeInstallPromptEvent): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(createElement(InstallPrompt, { event }));
}
