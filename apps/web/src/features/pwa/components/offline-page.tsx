import { CarFront, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';

/**
 * The page the service worker shows when a page cannot be loaded for want of a connection
 * (public/sw.js via `/offline.html`, rendered by entry-server.tsx `renderOffline`). It is
 * rendered on its own — no router, no session, not the app's scripts — so it holds nothing of a
 * member and works from the cache. public/offline.js makes "Tekrar dene" (and the connection
 * coming back) load the address the member asked for again; a service worker implies scripts run.
 */
export function OfflinePage() {
  const { t } = useTranslation('common');
  return (
    <>
      <title>{t('offline.title')}</title>
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 py-12 text-center text-foreground">
        <a href="/" className="inline-flex items-center gap-2 rounded-md">
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
            <CarFront className="size-5" aria-hidden="true" />
          </span>
          <span className="text-xl font-extrabold tracking-tight">{t('appName')}</span>
        </a>
        <WifiOff className="size-12 text-muted-foreground" aria-hidden="true" />
        <div className="max-w-md space-y-2">
          <h1 className="text-2xl font-bold tracking-tight">{t('offline.heading')}</h1>
          <p className="text-muted-foreground">{t('offline.body')}</p>
        </div>
        <button
          type="button"
          data-offline-retry=""
          className={buttonVariants()}
        >
          {t('offline.retry')}
        </button>
      </main>
    </>
  );
}
