import { Bell, CalendarClock, Gauge, History, LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { loginPath } from '@/lib/next-path';
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
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="grid items-center gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="grid gap-5">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('page.title')}</p>
          <Heading className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t('intro.title')}</Heading>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t('intro.lead')}</p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
                <Icon className="size-5" />
              </span>
              <span className="pt-1.5 text-sm">{t(`intro.features.${key}`)}</span>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/register">
              <UserPlus aria-hidden="true" />
              {t('intro.register')}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={loginPath('/maintenance')}>
              <LogIn aria-hidden="true" />
              {t('intro.login')}
            </Link>
          </Button>
        </div>
      </div>
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
