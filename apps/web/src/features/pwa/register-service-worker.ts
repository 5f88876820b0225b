/**
 * Registers the service worker the build made (`/sw.js`, vite.config.ts `serviceWorker`), once
 * the page has loaded so it never competes with the page's own requests. Production builds only:
 * `vite dev` serves no worker. A browser without service workers, or one that refuses this one
 * (private mode, storage blocked), simply goes on without the offline page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
