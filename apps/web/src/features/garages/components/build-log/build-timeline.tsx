import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTimeline, enteredStock, type GarageDetail } from '@garaj/shared';
import { LocalErrorBoundary } from '@/components/error-boundary';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatCurrency, formatDate, formatNumber } from '@/lib/format';
import type { BuildTimelineChartProps, TimelineRow } from './build-timeline-chart';

/**
 * recharts comes with this chunk, in the browser only and after hydration; the server build
 * drops the branch (`import.meta.env.SSR` is a build-time constant).
 */
const BuildTimelineChart = lazy<ComponentType<BuildTimelineChartProps>>(() =>
  import.meta.env.SSR ? Promise.resolve({ default: () => null }) : import('./build-timeline-chart'),
);

/**
 * The build over time: money spent (cumulative TL) and power (HP) after each modification, in
 * build order. The server renders the summary sentence and the table, so the page says it all
 * without the script; after hydration the chart loads above them and the table folds away
 * (still one click, `<details>`, from the keyboard or a screen reader). Renders nothing when no
 * modification has a cost or a power figure.
 */
export function BuildTimeline({ garage }: { garage: GarageDetail }) {
  const { t } = useTranslation('buildLog');
  const hydrated = useHydrated();
  const [tableOpen, setTableOpen] = useState<boolean | null>(null);
  const points = buildTimeline(enteredStock(garage), garage.modifications);
  if (!points.some((point) => point.spentTl > 0 || point.hp !== null)) return null;

  const titles = new Map(garage.modifications.map((mod) => [mod.id, mod.title]));
  const rows: TimelineRow[] = points.map((point) => ({ ...point, title: titles.get(point.id) ?? '', label: formatDate(point.date, 'medium', undefined, 'UTC') }));
  const last = rows[rows.length - 1]!;
  const { stock, current } = garage.build;
  const spent = formatCurrency(last.spentTl);
  const summary =
    stock.hp !== null && current.hp !== null && stock.hp !== current.hp
      ? t('timeline.summaryPower', { count: rows.length, spent, from: formatNumber(stock.hp), to: formatNumber(current.hp) })
      : t('timeline.summary', { count: rows.length, spent });
  // Open on the server and while hydrating (the table is the page's only picture of the build), then folded under the chart.
  const open = tableOpen ?? !hydrated;

  return (
    <section aria-labelledby="build-timeline-title" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5" data-testid="build-timeline">
      <div>
        <h2 id="build-timeline-title" className="font-semibold">
          {t('timeline.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('timeline.description')}</p>
      </div>
      <p className="text-sm">{summary}</p>
      {hydrated ? (
        <LocalErrorBoundary>
          <Suspense fallback={<div className="h-56 w-full rounded-lg bg-muted sm:h-64" role="status" aria-label={t('timeline.loading')} />}>
            <BuildTimelineChart rows={rows} stockHp={stock.hp} />
          </Suspense>
        </LocalErrorBoundary>
      ) : null}
      <details open={open} onToggle={(event) => setTableOpen(event.currentTarget.open)} className="text-sm">
        <summary className="cursor-pointer font-medium text-muted-foreground">{t('timeline.showTable')}</summary>
        <div className="relative mt-2 overflow-x-auto">
          <table className="w-full min-w-[20rem] text-sm">
            <caption className="sr-only">{t('timeline.tableCaption')}</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-2 font-medium">
                  {t('timeline.date')}
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  {t('timeline.modification')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t('timeline.spent')}
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  {t('timeline.power')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b last:border-b-0">
                  <td className="py-2 pr-2 whitespace-nowrap">
                    <time dateTime={row.date}>{row.label}</time>
                  </td>
                  <th scope="row" className="px-2 py-2 text-left font-normal break-words">
                    {row.title}
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">{formatCurrency(row.spentTl)}</td>
                  <td className="py-2 pl-2 text-right tabular-nums">{row.hp === null ? t('panel.unknown') : formatNumber(row.hp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
