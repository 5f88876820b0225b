import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useInstallPrompt, type BeforeInstallPromptEvent } from '../hooks/use-install-prompt';

/**
 * "Garaj'ı ana ekranına ekle": a card at the bottom of a phone's screen offering the browser's
 * install dialog ("Yükle") or to be left alone for 30 days ("Şimdi değil"). Shown by
 * features/pwa `startPwa` when the browser says the site can be installed.
 */
export function InstallPrompt({ event }: { event: BeforeInstallPromptEvent }) {
  const { t } = useTranslation('common');
  const { open, install, dismiss } = useInstallPrompt(event);
  if (!open) return null;
  return (
    <section
      aria-labelledby="install-prompt-heading"
      className="fixed inset-x-3 bottom-3 z-50 flex items-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:inset-x-auto sm:right-4 sm:max-w-sm"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Download className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-3">
        <div>
          <h2 id="install-prompt-heading" className="font-semibold">
            {t('install.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('install.body')}</p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => void install()}>
            {t('install.action')}
          </Button>
          <Button size="sm" variant="ghost" onClick={dismiss}>
            {t('install.dismiss')}
          </Button>
        </div>
      </div>
    </section>
  );
}
