import { useState } from 'react';
import { AD_PACKAGES, type AdPackage } from '@garaj/shared';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { AdRequestDialog } from './ad-request-dialog';

/** Features listed per package (keys of `packages.<id>.features`). */
const FEATURE_COUNT = 4;

/**
 * The three packages (Basic 500 TL, Premium 1.200 TL marked popular,
 * Corporate 2.500 TL per month); choosing one opens the request form.
 */
export function AdPackages() {
  const { t } = useTranslation('advertising');
  const [chosen, setChosen] = useState<AdPackage | null>(null);
  return (
    <section id="packages" aria-labelledby="packages-title" className="grid scroll-mt-20 gap-5">
      <div className="grid gap-1">
        <h2 id="packages-title" className="text-2xl font-bold tracking-tight">
          {t('packages.title')}
        </h2>
        <p className="text-muted-foreground">{t('packages.subtitle')}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {AD_PACKAGES.map((pkg) => (
          <li key={pkg.id} data-testid={`package-${pkg.id}`} className={cn('relative flex flex-col gap-4 rounded-xl border bg-card p-6', pkg.popular && 'border-primary shadow-md ring-1 ring-primary')}>
            {pkg.popular ? <Badge className="absolute -top-3 left-6">{t('packages.popular')}</Badge> : null}
            <div className="grid gap-1">
              <h3 className="text-xl font-semibold">{t(`packages.${pkg.id}.name`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`packages.${pkg.id}.description`)}</p>
            </div>
            <p>
              <span className="text-3xl font-bold">{t('packages.price', { price: formatNumber(pkg.priceTl) })}</span>
              <span className="text-muted-foreground"> {t('packages.perMonth')}</span>
            </p>
            <ul className="grid gap-2 text-sm">
              {Array.from({ length: FEATURE_COUNT }, (_, i) => (
                <li key={i} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{t(`packages.${pkg.id}.features.${i}`)}</span>
                </li>
              ))}
            </ul>
            <Button className="mt-auto" variant={pkg.popular ? 'default' : 'outline'} onClick={() => setChosen(pkg.id)}>
              {t('packages.choose', { package: t(`packages.${pkg.id}.name`) })}
            </Button>
          </li>
        ))}
      </ul>
      <AdRequestDialog pkg={chosen} onOpenChange={(open) => !open && setChosen(null)} />
    </section>
  );
}
