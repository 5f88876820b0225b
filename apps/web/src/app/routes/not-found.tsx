import type { LucideIcon } from 'lucide-react';
import { CirclePlus, Crown, House, Newspaper, Search, UserRound, Users, Warehouse } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/back-button';
import { PageTitle } from '@/components/page-title';

type LinkKey = 'home' | 'garages' | 'users' | 'search' | 'blog' | 'community' | 'createGarage' | 'premium';

/**
 * The not-found page: 'Sayfa Bulunamadı', these links and a back button (every one a page
 * of the router; app/layout/site-links.test.tsx checks it).
 */
const LINKS: { to: string; key: LinkKey; icon: LucideIcon }[] = [
  { to: '/', key: 'home', icon: House },
  { to: '/garages', key: 'garages', icon: Warehouse },
  { to: '/users', key: 'users', icon: UserRound },
  { to: '/search', key: 'search', icon: Search },
  { to: '/blog', key: 'blog', icon: Newspaper },
  { to: '/community', key: 'community', icon: Users },
  { to: '/create-garage', key: 'createGarage', icon: CirclePlus },
  { to: '/premium', key: 'premium', icon: Crown },
];

export function Component() {
  const { t } = useTranslation('notFound');
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title={t('title')} noIndex />
      <p aria-hidden="true" className="bg-gradient-to-br from-primary to-brand bg-clip-text text-7xl font-black tracking-tighter text-transparent sm:text-8xl">
        {t('code')}
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
        {t('title')}
      </h1>
      <p className="mt-3 max-w-md text-base text-muted-foreground">{t('description')}</p>
      <BackButton className="mt-8" />

      <h2 className="mt-12 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t('suggestions')}</h2>
      <ul className="mt-4 flex w-full flex-wrap justify-center gap-3">
        {LINKS.map(({ to, key, icon: Icon }) => (
          <li key={to} className="w-[calc(50%-0.375rem)] sm:w-[calc((100%-1.5rem)/3)] md:w-[calc((100%-2.25rem)/4)]">
            <Link
              to={to}
              className="flex h-full flex-col items-center gap-2 rounded-xl border bg-card p-4 text-sm font-medium shadow-sm transition-colors outline-none hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Icon className="size-5 text-primary" aria-hidden="true" />
              {t(`links.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
Component.displayName = 'NotFoundPage';
