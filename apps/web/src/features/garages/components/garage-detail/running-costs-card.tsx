import { Fuel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatCurrency, formatNumber } from '@/lib/format';
import { useRunningCosts } from '../../api/get-running-costs';

/**
 * "İşletme Maliyeti": the garage's cost per km, average consumption and logged distance from its
 * owner's fuel and cost log — only when the owner shows it (the fuel page's switch); nothing
 * otherwise, and nothing until the summary has loaded after hydration.
 */
export function RunningCostsCard({ garageId }: { garageId: string }) {
  const { t } = useTranslation('garages');
  const hydrated = useHydrated();
  const { data } = useRunningCosts(garageId, hydrated);
  if (!data?.isPublic || (data.costPerKmTl === null && data.consumption === null)) return null;
  const figures = [
    { key: 'costPerKm', value: data.costPerKmTl === null ? null : t('runningCosts.perKm', { value: formatCurrency(data.costPerKmTl) }) },
    {
      key: 'consumption',
      value: data.consumption === null ? null : `${formatNumber(data.consumption.value, { maximumFractionDigits: 1 })} ${t(`runningCosts.units.${data.consumption.unit}`)}`,
    },
    { key: 'tracked', value: data.trackedKm === null ? null : `${formatNumber(data.trackedKm)} km` },
  ];
  return (
    <section aria-labelledby="running-costs-title" className="rounded-xl border bg-card p-4 sm:p-5" data-testid="running-costs">
      <h2 id="running-costs-title" className="flex items-center gap-2 font-semibold">
        <Fuel className="size-4 text-primary" aria-hidden="true" />
        {t('runningCosts.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('runningCosts.lead')}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {figures.map(({ key, value }) => (
          <div key={key} className="rounded-lg bg-muted/40 p-3">
            <dt className="text-xs text-muted-foreground">{t(`runningCosts.${key}`)}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{value ?? t('detail.notSpecified')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
