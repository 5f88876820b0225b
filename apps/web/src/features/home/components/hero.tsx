import { ArrowRight, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { lazySection, SectionPlaceholder } from '@/components/lazy-section';
import { useCurrentUser } from '@/lib/session';

/**
 * The live figures only display data (a retry button on failure): server-rendered, their code —
 * and the Intl number formatting, ≈ 50 ms on a phone — comes when they are near the viewport or
 * the visitor interacts (components/lazy-section.tsx). Data from the home route's loader.
 */
const SiteStats = lazySection(() => import('./site-stats').then((module) => module.SiteStats), {
  name: 'site-stats',
  ssr: true,
  placeholder: <SectionPlaceholder className="h-[13rem] sm:h-[6.5rem]" />,
});

/** Landing hero: the number-one platform claim, BETA badge, calls to action, live figures. */
export function Hero() {
  const { t } = useTranslation(['home', 'common']);
  const { user } = useCurrentUser();

  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b bg-gradient-to-b from-secondary/70 via-background to-background"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative mx-auto flex w-full max-w-7xl flex-col items-center gap-6 px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
        <Badge variant="brand" className="px-3 py-1 text-xs tracking-wider">
          {t('common:beta')}
        </Badge>
        <h1 id="hero-title" className="max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {t('home:hero.titleStart')} <span className="text-primary">{t('home:hero.titleHighlight')}</span>
        </h1>
        <p className="max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">{t('home:hero.subtitle')}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/garages">
              {t('home:hero.browse')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={user ? '/create-garage' : '/register'}>
              <Plus aria-hidden="true" />
              {user ? t('home:hero.create') : t('home:hero.join')}
            </Link>
          </Button>
        </div>
        <div className="mt-4 w-full max-w-4xl">
          <SiteStats />
        </div>
      </div>
    </section>
  );
}
