import { AD_CONTACT_ANSWER_HOURS, type AdCategory } from '@garaj/shared';
import { BarChart3, Clock, Megaphone, Phone, Target, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdPackages } from './ad-packages';
import { AdsSection } from './ads-section';

const REASONS = [
  { key: 'audience', icon: Users },
  { key: 'targeted', icon: Target },
  { key: 'reporting', icon: BarChart3 },
] as const;

/**
 * `/advertising`: hero with the
 * 'Reklam Verin' box, featured ads, category filter and grid (none for premium members), the
 * reasons to advertise, the three packages with the request form, and the contact section.
 */
export function AdvertisingPage({ category }: { category: AdCategory | null }) {
  const { t } = useTranslation('advertising');
  return (
    <div className="grid gap-12">
      <header className="grid items-center gap-6 lg:grid-cols-[1fr_minmax(0,22rem)]">
        <div className="grid gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('page.title')}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{t('page.subtitle')}</p>
        </div>
        <aside aria-labelledby="advertise-box-title" className="grid gap-3 rounded-xl border border-primary/40 bg-primary/5 p-5">
          <div className="flex items-center gap-2">
            <Megaphone className="size-5 text-primary" aria-hidden="true" />
            <h2 id="advertise-box-title" className="text-lg font-semibold">
              {t('box.title')}
            </h2>
          </div>
          <p className="text-sm text-muted-foreground">{t('box.description')}</p>
          <a
            href="#packages"
            className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('box.cta')}
          </a>
        </aside>
      </header>

      <AdsSection category={category} />

      <section aria-labelledby="reasons-title" className="grid gap-5">
        <h2 id="reasons-title" className="text-2xl font-bold tracking-tight">
          {t('reasons.title')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {REASONS.map(({ key, icon: Icon }) => (
            <li key={key} className="grid gap-2 rounded-xl border bg-card p-5">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="font-semibold">{t(`reasons.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`reasons.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <AdPackages />

      <section aria-labelledby="contact-title" className="grid gap-4 rounded-xl border bg-muted/40 p-6">
        <h2 id="contact-title" className="text-2xl font-bold tracking-tight">
          {t('contact.title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          <li className="flex items-start gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{t('contact.answerTitle')}</h3>
              <p className="text-sm text-muted-foreground">{t('contact.answer', { hours: AD_CONTACT_ANSWER_HOURS })}</p>
            </div>
          </li>
          <li className="flex items-start gap-3">
            <Phone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{t('contact.hoursTitle')}</h3>
              <p className="text-sm text-muted-foreground">{t('contact.hours')}</p>
            </div>
          </li>
        </ul>
      </section>
    </div>
  );
}
