import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CostReport } from '@garaj/shared';
import { formatCurrency } from '@/lib/format';
import { monthName, otherCostsOf, unitKey } from '../utils/format';

/** Spend series, stacked, with their colours (theme variables). */
const SPEND_SERIES = [
  { key: 'fuel', color: 'var(--primary)' },
  { key: 'maintenance', color: 'var(--brand)' },
  { key: 'modifications', color: 'var(--success)' },
  { key: 'other', color: 'var(--muted-foreground)' },
] as const;

/**
 * The report's two monthly charts (recharts; this module is its own chunk, loaded after
 * hydration): spend per month stacked by source, and consumption per month. The drawings are
 * hidden from assistive technology (the table above carries the same figures); each caption
 * says what it shows.
 */
export default function MonthlyCharts({ report }: { report: CostReport }) {
  const { t, i18n } = useTranslation('fuel');
  const language = (i18n.language === 'en' ? 'en' : 'tr');
  const data = report.months.map((month) => ({
    label: monthName(month.month, language, 'short'),
    fuel: month.amounts.fuel,
    maintenance: month.amounts.maintenance,
    modifications: month.amounts.modifications,
    other: otherCostsOf(month.amounts),
    consumption: month.consumption,
  }));
  const axis = { fontSize: 12, fill: 'var(--muted-foreground)' };
  const tooltip = { background: 'var(--popover)', color: 'var(--popover-foreground)', borderRadius: 8 };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
        <figcaption className="font-medium">{t('charts.spend')}</figcaption>
        <div className="h-64 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis dataKey="label" tick={axis} />
              <YAxis tick={axis} width={64} />
              <Tooltip contentStyle={tooltip} formatter={(value) => formatCurrency(Number(value))} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {SPEND_SERIES.map(({ key, color }) => (
                <Bar key={key} dataKey={key} stackId="spend" name={key === 'other' ? t('report.otherCosts') : t(`categories.${key}`)} fill={color} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
        <figcaption className="font-medium">{t('charts.consumption', { unit: t(unitKey(report.consumptionUnit)) })}</figcaption>
        <div className="h-64 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis dataKey="label" tick={axis} />
              <YAxis tick={axis} width={40} />
              <Tooltip contentStyle={tooltip} />
              <Bar dataKey="consumption" name={t(unitKey(report.consumptionUnit))} fill="var(--primary)" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
