import type { ReactNode } from 'react';
import type { GarageDetail } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPriceRange } from '@/lib/format';
import { BuildSummaryPanel } from '../build-log/build-summary-panel';
import { RunningCostsCard } from './running-costs-card';

function Facts({ title, items }: { title: string; items: { label: string; value: ReactNode }[] }) {
  return (
    <section className="rounded-xl border bg-card p-4 sm:p-5">
      <h2 className="mb-3 font-semibold">{title}</h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {items.map(({ label, value }) => (
          <div key={label} className="flex items-baseline justify-between gap-3 border-b pb-2 last:border-b-0 sm:[&:nth-last-child(2)]:border-b-0">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-right text-sm font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Overview tab: "Stok vs Şimdi" (when the build has figures), the running costs (when the owner shows them), power, torque, modification type, price range, location, description, performance specs. */
export function OverviewTab({ garage }: { garage: GarageDetail }) {
  const { t } = useTranslation('garages');
  const none = t('detail.notSpecified');
  const num = (value: number | null, unit: string, digits = 0) =>
    value === null ? none : `${formatNumber(value, { maximumFractionDigits: digits })} ${unit}`;
  const option = (group: string, value: string | null) =>
    value ? t(`${group}.${value}`, { defaultValue: value }) : none;

  return (
    <div className="grid gap-4">
      <BuildSummaryPanel build={garage.build} />
      <RunningCostsCard garageId={garage.id} />
      <Facts
        title={t('overview.general')}
        items={[
          { label: t('overview.horsepower'), value: num(garage.horsepower, 'HP') },
          { label: t('overview.torque'), value: num(garage.torque, 'Nm') },
          { label: t('overview.modificationType'), value: option('modificationTypes', garage.modificationType) },
          { label: t('overview.priceRange'), value: garage.priceRange ? formatPriceRange(garage.priceRange) : none },
          { label: t('overview.vehicleType'), value: t(`vehicleType.${garage.vehicleType}`) },
          { label: t('overview.location'), value: garage.location ?? none },
        ]}
      />
      <section className="rounded-xl border bg-card p-4 sm:p-5">
        <h2 className="mb-2 font-semibold">{t('overview.description')}</h2>
        <p className="text-sm whitespace-pre-line break-words text-muted-foreground">
          {garage.description ?? t('overview.noDescription')}
        </p>
      </section>
      <Facts
        title={t('overview.performance')}
        items={[
          { label: t('overview.engine'), value: garage.engine ?? none },
          { label: t('overview.acceleration'), value: num(garage.acceleration, t('units.seconds'), 1) },
          { label: t('overview.topSpeed'), value: num(garage.topSpeed, t('units.kmh')) },
          { label: t('overview.fuelType'), value: option('fuel', garage.fuelType) },
          { label: t('overview.transmission'), value: option('transmission', garage.transmission) },
          { label: t('overview.drivetrain'), value: option('drivetrain', garage.drivetrain) },
          { label: t('overview.weight'), value: num(garage.weight, 'kg') },
        ]}
      />
    </div>
  );
}
