import { Bell, CalendarClock, Gauge, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ToolIntro } from '@/components/tool-intro';
import { MaintenanceStatusBadge } from './status-badge';

const FEATURES = [
  { key: 'schedule', icon: Gauge },
  { key: 'status', icon: CalendarClock },
  { key: 'reminders', icon: Bell },
  { key: 'history', icon: History },
] as const;

/**
 * What the tracker does, for visitors (server-rendered, no member data): the features, an example
 * card drawn from the page's own texts, and sign-in / register calls to action that come back to
 * /maintenance. `headingLevel` 1 on the page, 2 in the home section.
 */
export function MaintenanceIntro({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('maintenance');
  return (
    <div className="grid items-center gap-8 lg:grid-cols-[1fr_22rem]">
      <ToolIntro
        eyebrow={t('page.title')}
        title={t('intro.title')}
        lead={t('intro.lead')}
        features={FEATURES.map(({ key, icon }) => ({ key, icon, text: t(`intro.features.${key}`) }))}
        registerLabel={t('intro.register')}
        loginLabel={t('intro.login')}
        next="/maintenance"
        headingLevel={headingLevel}
      />
      <figure className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm" aria-label={t('intro.example')}>
        <figcaption className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('intro.example')}</figcaption>
        <div className="flex items-center justify-between gap-2">
          <span className="font-semibold">{t('intro.exampleTitle')}</span>
          <MaintenanceStatusBadge status="due" />
        </div>
        <p className="text-lg font-semibold text-amber-600 dark:text-amber-400">{t('intro.exampleRemaining')}</p>
        <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div className="h-full w-[96%] rounded-full bg-amber-500" />
        </div>
      </figure>
    </div>
  );
}
