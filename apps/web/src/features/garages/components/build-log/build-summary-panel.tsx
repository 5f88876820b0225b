import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUILD_FIGURE_KINDS, hasBuildFigures, type BuildSummary } from '@garaj/shared';
import { formatCurrency, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { figureDelta, formatFigure, type FigureTrend } from './build-figures';

const TREND_CLASS: Record<FigureTrend, string> = {
  better: 'text-success',
  worse: 'text-destructive',
  same: 'text-muted-foreground',
  neutral: 'text-foreground',
};

/**
 * "Stok vs Şimdi": stock, current and the change of each figure the build has, as a table
 * (the change carries its sign, an arrow and, for screen readers, "iyileşme" / "kötüleşme" —
 * never colour alone), then what the build cost and the power it gained per 1,000 TL. Renders
 * nothing when the build has no figure at all.
 */
export function BuildSummaryPanel({ build }: { build: BuildSummary }) {
  const { t } = useTranslation('buildLog');
  if (!hasBuildFigures(build)) return null;
  const kinds = BUILD_FIGURE_KINDS.filter((kind) => build.stock[kind] !== null || build.current[kind] !== null);
  const value = (kind: (typeof kinds)[number], figure: number | null) =>
    figure === null ? (
      <span title={t('panel.unknownLabel')}>
        <span aria-hidden="true">{t('panel.unknown')}</span>
        <span className="sr-only">{t('panel.unknownLabel')}</span>
      </span>
    ) : (
      `${formatFigure(kind, figure)} ${t(`units.${kind}`)}`
    );

  return (
    <section aria-labelledby="build-summary-title" className="rounded-xl border bg-card p-4 sm:p-5" data-testid="build-summary">
      <h2 id="build-summary-title" className="font-semibold">
        {t('panel.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('panel.description')}</p>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('panel.figure')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('panel.stock')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('panel.current')}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {t('panel.delta')}
            </th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => {
            const delta = figureDelta(kind, build.stock[kind], build.current[kind]);
            const Icon = delta?.trend === 'same' ? Minus : delta && delta.text.startsWith('+') ? ArrowUpRight : ArrowDownRight;
            return (
              <tr key={kind} className="border-b last:border-b-0" data-figure={kind}>
                <th scope="row" className="py-2 pr-2 text-left font-medium">
                  {t(`figures.${kind}`)}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{value(kind, build.stock[kind])}</td>
                <td className="px-2 py-2 text-right font-semibold tabular-nums">{value(kind, build.current[kind])}</td>
                <td className={cn('py-2 pl-2 text-right font-semibold tabular-nums', delta && TREND_CLASS[delta.trend])}>
                  {delta ? (
                    <span className="inline-flex items-center justify-end gap-1">
                      <Icon className="size-4 shrink-0" aria-hidden="true" />
                      {delta.trend === 'same' ? t('panel.unchanged') : `${delta.text} ${t(`units.${kind}`)}`}
                      {delta.trend === 'better' || delta.trend === 'worse' ? <span className="sr-only"> ({t(`panel.${delta.trend}`)})</span> : null}
                    </span>
                  ) : (
                    value(kind, null)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {build.pricedCount > 0 ? (
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <dt className="text-muted-foreground">{t('panel.buildCost')}</dt>
            <dd className="font-semibold tabular-nums">{formatCurrency(build.buildCostTl)}</dd>
          </div>
        ) : null}
        {build.hpPer1000Tl !== null ? (
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <dt className="text-muted-foreground">{t('panel.hpPer1000Tl')}</dt>
            <dd className="font-semibold tabular-nums">{t('panel.hpPer1000TlValue', { value: formatNumber(build.hpPer1000Tl, { maximumFractionDigits: 2 }) })}</dd>
          </div>
        ) : null}
      </dl>
      {build.pricedCount > 0 ? <p className="mt-1 text-xs text-muted-foreground">{t('panel.pricedNote', { count: build.pricedCount })}</p> : null}
      <p className="mt-2 text-xs text-muted-foreground">{t('panel.stockNote')}</p>
    </section>
  );
}
