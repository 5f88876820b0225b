import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { COST_CATEGORIES, type CostReport } from '@garaj/shared';
import { ClientOnly } from '@/components/client-only';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCurrency, formatNumber } from '@/lib/format';
import { formatConsumption, formatQuantity, monthName, otherCostsOf, unitKey } from '../utils/format';
import { SelectForm } from './select-form';

/** recharts is its own chunk, downloaded only once the page runs in the browser. */
const MonthlyCharts = lazy(() => import('./monthly-charts'));

interface YearlyReportProps {
  report: CostReport;
  /** The page address for another year. */
  pathForYear: (year: number) => string;
  /** Parameters the year form keeps. */
  keep: Record<string, string | null>;
}

/**
 * The yearly cost report of a garage: a year selector (a GET form), the year's figures (total,
 * km driven, cost per km with and without modifications, average consumption), the totals by
 * source, and a month-by-month table — server-rendered, so it reads without JavaScript — with
 * the monthly charts added in the browser.
 */
export function YearlyReport({ report, pathForYear, keep }: YearlyReportProps) {
  const { t, i18n } = useTranslation('fuel');
  const language = (i18n.language === 'en' ? 'en' : 'tr');
  const consumptionUnit = t(unitKey(report.consumptionUnit));
  const figures = [
    { key: 'total', value: formatCurrency(report.totalTl) },
    { key: 'kmDriven', value: report.kmDriven === null ? '—' : `${formatNumber(report.kmDriven)} km` },
    { key: 'costPerKm', value: report.costPerKmTl === null ? '—' : t('summary.perKm', { amount: formatCurrency(report.costPerKmTl) }) },
    { key: 'runningCostPerKm', value: report.runningCostPerKmTl === null ? '—' : t('summary.perKm', { amount: formatCurrency(report.runningCostPerKmTl) }) },
    { key: 'consumption', value: report.averageConsumption === null ? '—' : formatConsumption(report.averageConsumption, consumptionUnit) },
    { key: 'fuelQuantity', value: `${formatQuantity(report.fuelQuantity)} ${t(unitKey(report.unit))}` },
  ] as const;

  return (
    <section id="report" aria-labelledby="report-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="report-heading" className="text-xl font-semibold">
          {t('report.title', { year: report.year })}
        </h2>
        <SelectForm
          id="report-year"
          label={t('report.year')}
          name="year"
          value={String(report.year)}
          options={report.years.map((year) => ({ value: String(year), label: String(year) }))}
          keep={keep}
          submitLabel={t('actions.show')}
          pathFor={(value) => pathForYear(Number(value))}
        />
      </div>
      <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(({ key, value }) => (
          <div key={key} className="grid gap-1 rounded-lg border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{t(`report.figures.${key}`)}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`report-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-2">
        <h3 className="font-medium">{t('report.bySource')}</h3>
        <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          {COST_CATEGORIES.map((category) => (
            <li key={category} className="flex justify-between gap-2 border-b py-1">
              <span>{t(`categories.${category}`)}</span>
              <span className="tabular-nums">{formatCurrency(report.amounts[category])}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="relative overflow-x-auto rounded-xl border">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">{t('report.monthsCaption', { year: report.year })}</caption>
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">{t('report.month')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('categories.fuel')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('categories.maintenance')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('categories.modifications')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('report.otherCosts')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('report.total')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('report.quantity', { unit: t(unitKey(report.unit)) })}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('report.consumption', { unit: consumptionUnit })}</th>
            </tr>
          </thead>
          <tbody>
            {report.months.map((month) => (
              <tr key={month.month} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-normal">{monthName(month.month, language)}</th>
                <td className="px-3 py-2 text-right tabular-nums">{formatCurrency(month.amounts.fuel)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCurrency(month.amounts.maintenance)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCurrency(month.amounts.modifications)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCurrency(otherCostsOf(month.amounts))}</td>
                <td className="px-3 py-2 text-right font-medium tabular-nums">{formatCurrency(month.totalTl)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatQuantity(month.fuelQuantity)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {month.consumption === null ? '—' : formatNumber(month.consumption, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">{t('report.total')}</th>
              <td className="px-3 py-2 text-right tabular-nums">{formatCurrency(report.amounts.fuel)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCurrency(report.amounts.maintenance)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCurrency(report.amounts.modifications)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCurrency(otherCostsOf(report.amounts))}</td>
              <td className="px-3 py-2 text-right tabular-nums" data-testid="report-total-row">{formatCurrency(report.totalTl)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatQuantity(report.fuelQuantity)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {report.averageConsumption === null ? '—' : formatNumber(report.averageConsumption, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <ClientOnly fallback={null}>
        <Suspense fallback={<Skeleton className="h-72 w-full" />}>
          <MonthlyCharts report={report} />
        </Suspense>
      </ClientOnly>
    </section>
  );
}
