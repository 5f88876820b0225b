import type { BadgeCatalog } from '@garaj/shared';
import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { loginPath } from '@/lib/next-path';
import { cn } from '@/lib/utils';

/**
 * The hero of /badges (Badges): title, subtitle and figures from the catalogue
 * (badges, members holding one, the viewer's own count); visitors get sign-in / sign-up links.
 * `catalog` is null while it loads or failed (figures hidden).
 */
export function BadgesHero({ catalog, signedIn }: { catalog: BadgeCatalog | null; signedIn: boolean }) {
  const { t } = useTranslation('badges');
  const stats = catalog
    ? [
        { key: 'total', label: t('page.statTotal'), value: catalog.badges.length },
        { key: 'earners', label: t('page.statEarners'), value: catalog.holders },
        ...(catalog.unlockedCount !== null ? [{ key: 'unlocked', label: t('page.statUnlocked'), value: catalog.unlockedCount }] : []),
      ]
    : [];
  return (
    <section aria-labelledby="badges-title" className="overflow-hidden rounded-2xl bg-gradient-to-br from-orange-700 via-orange-800 to-rose-800 px-6 py-10 text-white shadow-lg sm:px-10">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="grid max-w-2xl gap-3">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-white/20">
            <Award aria-hidden="true" className="size-7" />
          </span>
          <h1 id="badges-title" className="text-3xl font-extrabold sm:text-4xl">
            {t('page.heroTitle')}
          </h1>
          <p className="sm:text-lg">{t('page.heroSubtitle')}</p>
          {signedIn ? null : (
            <div className="mt-2 grid gap-3">
              <p className="text-sm">{t('page.signInPrompt')}</p>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="secondary">
                  <Link to={loginPath('/badges')}>{t('page.signIn')}</Link>
                </Button>
                <Button asChild variant="outline" className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white">
                  <Link to="/register">{t('page.register')}</Link>
                </Button>
              </div>
            </div>
          )}
        </div>
        {stats.length ? (
          <dl className={cn('grid gap-3 text-center', stats.length === 3 ? 'grid-cols-3 md:min-w-80' : 'grid-cols-2 md:min-w-56')}>
            {stats.map((s) => (
              <div key={s.key} className="flex flex-col-reverse justify-end gap-1 rounded-xl bg-black/20 px-3 py-4">
                <dt className="text-xs">{s.label}</dt>
                <dd className="text-2xl font-bold">{formatNumber(s.value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
