import { CalendarRange, Gauge, Route, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FuelSummary } from '@garaj/shared';
import { formatCurrency, formatNumber } from '@/lib/format';
import { formatConsumption, unitKey } from '../utils/format';

/**
 * The garage's four figures: average consumption (full to full, weighted by distance), cost per
 * km (fuel, maintenance and other costs over the logged distance), this year's total from every
 * source, and the logged distance with the number of fill-ups. A figure that cannot be computed
 * yet says why instead of a number.
 */
export function SummaryCards({ summary }: { summary: FuelSummary }) {
  const { t } = useTranslation('fuel');
  const cards = [
    {
      key: 'consumption',
      icon: Gauge,
      value: summary.averageConsumption === null ? null : formatConsumption(summary.averageConsumption, t(unitKey(summary.consumptionUnit))),
      hint: summary.averageConsumption === null ? t('summary.consumptionNone') : t('summary.consumptionHint'),
    },
    {
      key: 'costPerKm',
      icon: Route,
      value: summary.costPerKmTl === null ? null : t('summary.perKm', { amount: formatCurrency(summary.costPerKmTl) }),
      hint: summary.costPerKmTl === null ? t('summary.costPerKmNone') : t('summary.costPerKmHint'),
    },
    { key: 'thisYear', icon: Wallet, value: formatCurrency(summary.thisYearTotalTl), hint: t('summary.thisYearHint') },
    {
      key: 'tracked',
      icon: CalendarRange,
      value: summary.trackedKm === null ? null : `${formatNumber(summary.trackedKm)} km`,
      hint: t('summary.fillUps', { count: summary.fillUps }),
    },
  ] as const;
  return (
    <section aria-labelledby="fuel-summary-heading" className="grid gap-3">
      <h2 id="fuel-summary-heading" className="sr-only">
        {t('summary.title')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ key, icon: Icon, value, hint }) => (
          <div key={key} className="grid gap-1 rounded-xl border bg-card p-4 shadow-sm">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {t(`summary.${key}`)}
            </dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`fuel-summary-${key}`}>
              {value ?? '—'}
            </dd>
            <dd className="text-xs text-muted-foreground">{hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
