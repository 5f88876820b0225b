import type { AdminDay } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { localeFor } from '@/lib/format';
import type { Language } from '@/lib/i18n';

/** Content series of the second chart, stacked (keys of `AdminDay`) with their colours (theme variables). */
const CONTENT_SERIES = [
  { key: 'garages', color: 'var(--primary)' },
  { key: 'posts', color: 'var(--brand)' },
  { key: 'topics', color: 'var(--success)' },
  { key: 'replies', color: 'var(--muted-foreground)' },
] as const;

/** '2026-11-24' → '24 Kas' (tr) / '24 Nov' (en); the day is a calendar day, formatted in UTC so no zone shifts it. */
export function dayLabel(day: string, language: Language): string {
  return new Intl.DateTimeFormat(localeFor(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The dashboard's two charts (recharts; this module is its own chunk, loaded only on the
 * dashboard tab): sign-ups per day and new content per day (garages, posts, questions,
 * answers stacked) over the last 30 Istanbul days. The drawings are hidden from assistive
 * technology (recharts' keyboard layer off, so nothing hidden is focusable); each chart's caption
 * carries a text summary instead.
 */
export default function DashboardCharts({ series }: { series: AdminDay[] }) {
  const { t, i18n } = useTranslation('admin');
  const language = (i18n.language === 'en' ? 'en' : 'tr');
  const data = series.map((day) => ({ ...day, label: dayLabel(day.day, language) }));
  const signUps = series.reduce((sum, day) => sum + day.signUps, 0);
  const content = series.reduce((sum, day) => sum + day.garages + day.posts + day.topics + day.replies, 0);
  const axis = { fontSize: 12, fill: 'var(--muted-foreground)' };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
        <figcaption className="font-medium">
          {t('dashboard.signUpsChart')}
          <span className="sr-only"> — {t('dashboard.chartSummary', { total: signUps, days: series.length })}</span>
        </figcaption>
        <div className="h-64 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
              <YAxis allowDecimals={false} tick={axis} />
              <Tooltip contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', borderRadius: 8 }} />
              <Area type="monotone" dataKey="signUps" name={t('dashboard.series.signUps')} stroke="var(--primary)" fill="var(--primary)" fillOpacity={0.15} />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
        <figcaption className="font-medium">
          {t('dashboard.contentChart')}
          <span className="sr-only"> — {t('dashboard.chartSummary', { total: content, days: series.length })}</span>
        </figcaption>
        <div className="h-64 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
              <YAxis allowDecimals={false} tick={axis} />
              <Tooltip contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', borderRadius: 8 }} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {CONTENT_SERIES.map(({ key, color }) => (
                <Bar key={key} dataKey={key} stackId="content" name={t(`dashboard.series.${key}`)} fill={color} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
