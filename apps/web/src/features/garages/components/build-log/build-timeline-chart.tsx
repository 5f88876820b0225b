import type { BuildTimelinePoint } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompact, formatCurrency, formatNumber } from '@/lib/format';

/** One step of the timeline as the page shows it: the point, the modification's title and the date's label. */
export interface TimelineRow extends BuildTimelinePoint {
  title: string;
  label: string;
}

export interface BuildTimelineChartProps {
  rows: TimelineRow[];
  /** The build's stock power: the chart starts from it (0 TL spent) when known. */
  stockHp: number | null;
}

/**
 * The timeline's chart (recharts; this module is its own chunk, loaded after hydration): money
 * spent so far as an area on the left axis (TL), power as a line on the right axis (HP). The
 * drawing is hidden from assistive technology (recharts' keyboard layer off); the summary
 * sentence and the table next to it carry the same figures.
 */
export default function BuildTimelineChart({ rows, stockHp }: BuildTimelineChartProps) {
  const { t } = useTranslation('buildLog');
  const start = stockHp !== null ? [{ id: 'stock', label: t('timeline.stockPoint'), spentTl: 0, hp: stockHp }] : [];
  const data = [...start, ...rows.map((row) => ({ id: row.id, label: row.label, spentTl: row.spentTl, hp: row.hp }))];
  const showPower = data.some((point) => point.hp !== null);
  const axis = { fontSize: 12, fill: 'var(--muted-foreground)' };

  return (
    <div className="h-56 w-full sm:h-64" aria-hidden="true" data-testid="build-timeline-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
          <YAxis yAxisId="tl" tick={axis} width={48} tickFormatter={(value: number) => formatCompact(value)} />
          {showPower ? <YAxis yAxisId="hp" orientation="right" tick={axis} width={40} domain={['dataMin - 10', 'dataMax + 10']} allowDecimals={false} /> : null}
          <Tooltip
            contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', borderRadius: 8 }}
            formatter={(value, name) => [name === t('timeline.spent') ? formatCurrency(Number(value)) : formatNumber(Number(value)), name]}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Area yAxisId="tl" type="stepAfter" dataKey="spentTl" name={t('timeline.spent')} stroke="var(--brand)" fill="var(--brand)" fillOpacity={0.15} />
          {showPower ? (
            <Line yAxisId="hp" type="stepAfter" dataKey="hp" name={t('timeline.power')} stroke="var(--primary)" strokeWidth={2} dot={{ r: 3 }} connectNulls />
          ) : null}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
