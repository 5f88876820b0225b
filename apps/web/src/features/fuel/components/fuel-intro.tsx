import { BarChart3, FileSpreadsheet, Fuel, Gauge, LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { loginPath } from '@/lib/next-path';

const FEATURES = [
  { key: 'log', icon: Fuel },
  { key: 'consumption', icon: Gauge },
  { key: 'report', icon: BarChart3 },
  { key: 'csv', icon: FileSpreadsheet },
] as const;

/**
 * What the fuel log does, for visitors (server-rendered, no member data): the features and
 * sign-in / register calls to action that come back to /fuel.
 */
export function FuelIntro() {
  const { t } = useTranslation('fuel');
  return (
    <div className="grid gap-5">
      <div>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('page.title')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t('intro.title')}</h1>
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
          <Link to={loginPath('/fuel')}>
            <LogIn aria-hidden="true" />
            {t('intro.login')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
