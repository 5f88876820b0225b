import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GARAGE_LIMITS } from '@garaj/shared';

/**
 * The home page's premium teaser (Home: "premium teaser with a button to
 * /premium"). Loaded lazily below the fold (routes/home.tsx); the figures are the
 * limits the server enforces.
 */
export function PremiumTeaser() {
  const { t } = useTranslation('premium');
  return (
    <section
      aria-labelledby="home-premium-title"
      className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
    >
      <div className="flex flex-col items-start gap-5 rounded-2xl border border-amber-500/30 bg-gradient-to-br from-amber-500/15 via-background to-primary/10 p-8 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-2">
          <span className="inline-flex w-fit items-center gap-2 rounded-full bg-amber-500/15 px-3 py-1 text-sm font-medium text-amber-700 dark:text-amber-300">
            <Crown className="size-4" aria-hidden="true" />
            {t('teaser.eyebrow')}
          </span>
          <h2 id="home-premium-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('teaser.title')}
          </h2>
          <p className="max-w-2xl text-muted-foreground">
            {t('teaser.text', {
              garages: GARAGE_LIMITS.premium.garages,
              photos: GARAGE_LIMITS.premium.photosPerGarage,
            })}
          </p>
        </div>
        <Link
          to="/premium"
          className="inline-flex h-11 shrink-0 items-center justify-center rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('teaser.cta')}
        </Link>
      </div>
    </section>
  );
}
