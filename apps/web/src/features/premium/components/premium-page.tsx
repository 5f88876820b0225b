import {
  BadgeCheck,
  Ban,
  CalendarCheck,
  Camera,
  Crown,
  HeartHandshake,
  Warehouse,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  GARAGE_LIMITS,
  PREMIUM_MONTHLY_PRICE_TL,
  PREMIUM_YEARLY_PRICE_TL,
  PREMIUM_YEARLY_SAVING_PERCENT,
} from '@garaj/shared';
import { PremiumPlans } from './premium-plans';

/**
 * The six features (Premium): only what the site really does —
 * no ads (the ads API), 20 garages and 50 photos per garage (enforced by the server), the
 * badge (from the account), no automatic payment, and support for the community.
 */
const FEATURES = [
  { key: 'noAds', icon: Ban },
  { key: 'moreGarages', icon: Warehouse },
  { key: 'morePhotos', icon: Camera },
  { key: 'badge', icon: BadgeCheck },
  { key: 'noAutoRenew', icon: CalendarCheck },
  { key: 'community', icon: HeartHandshake },
] as const;

const FAQ_COUNT = 3;

/**
 * `/premium`: hero, six feature
 * cards, the three plans with the member's state (request, pending, premium until …), the FAQ
 * of three questions (with the 17 % saving) and the closing call to action. No testimonials:
 * there is no real source for them yet, and made-up quotes are not shown.
 */
export function PremiumPage() {
  const { t } = useTranslation('premium');
  const limits = { free: GARAGE_LIMITS.free, premium: GARAGE_LIMITS.premium };
  const featureVars: Record<string, Record<string, number>> = {
    moreGarages: { free: limits.free.garages, premium: limits.premium.garages },
    morePhotos: { free: limits.free.photosPerGarage, premium: limits.premium.photosPerGarage },
  };
  return (
    <div className="grid gap-14">
      <header className="grid justify-items-center gap-4 rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/10 via-background to-amber-500/10 px-6 py-12 text-center">
        <span className="inline-flex items-center gap-2 rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
          <Crown className="size-4" aria-hidden="true" />
          {t('page.eyebrow')}
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('page.title')}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t('page.subtitle')}</p>
        <a
          href="#plans"
          className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('page.cta')}
        </a>
      </header>

      <section aria-labelledby="premium-features-title" className="grid gap-5">
        <h2 id="premium-features-title" className="text-2xl font-bold tracking-tight">
          {t('features.title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="grid content-start gap-2 rounded-xl border bg-card p-5">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold">{t(`features.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">
                {t(`features.${key}.description`, featureVars[key] ?? {})}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <PremiumPlans />

      <section aria-labelledby="premium-faq-title" className="grid gap-4">
        <h2 id="premium-faq-title" className="text-2xl font-bold tracking-tight">
          {t('faq.title')}
        </h2>
        <div className="grid gap-3">
          {Array.from({ length: FAQ_COUNT }, (_, i) => (
            <details key={i} className="group rounded-xl border bg-card p-5 open:shadow-sm">
              <summary className="cursor-pointer list-none font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {t(`faq.items.${i}.q`)}
              </summary>
              <p className="mt-3 text-sm text-muted-foreground">
                {t(`faq.items.${i}.a`, {
                  yearly: PREMIUM_YEARLY_PRICE_TL,
                  monthlyTotal: PREMIUM_MONTHLY_PRICE_TL * 12,
                  percent: PREMIUM_YEARLY_SAVING_PERCENT,
                })}
              </p>
            </details>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="premium-closing-title"
        className="grid justify-items-center gap-3 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground"
      >
        <h2 id="premium-closing-title" className="text-2xl font-bold tracking-tight">
          {t('closing.title')}
        </h2>
        <p className="max-w-xl opacity-90">{t('closing.text')}</p>
        <a
          href="#plans"
          className="inline-flex h-11 items-center justify-center rounded-md bg-background px-6 text-sm font-medium text-foreground outline-none hover:bg-background/90 focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('closing.cta')}
        </a>
      </section>
    </div>
  );
}
