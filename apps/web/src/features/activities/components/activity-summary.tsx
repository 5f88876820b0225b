import type { ActivitySummary as ActivitySummaryData, ActivityType } from '@garaj/shared';
import { Activity, Car, Heart, Newspaper, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';

/** The tiles and the types each one adds up. */
const TILES: { key: string; icon: LucideIcon; types: ActivityType[] | 'total' }[] = [
  { key: 'total', icon: Activity, types: 'total' },
  { key: 'garages', icon: Car, types: ['new_garage', 'garage_update', 'modification'] },
  { key: 'social', icon: Heart, types: ['like', 'comment', 'follow'] },
  { key: 'content', icon: Newspaper, types: ['blog_post', 'question', 'answer'] },
];

/**
 * Summary tiles of /activities (Activities: summary counts): every event,
 * garage events, likes/comments/follows, posts/questions/answers — under the current search and
 * scope, counted by the server from the rows (GET /api/activities/summary).
 */
export function ActivitySummary({ summary, isPending }: { summary: ActivitySummaryData | undefined; isPending: boolean }) {
  const { t } = useTranslation('activities');
  return (
    <section aria-label={t('summary.label')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TILES.map(({ key, icon: Icon, types }) => {
          const value = summary ? (types === 'total' ? summary.total : types.reduce((sum, type) => sum + summary.counts[type], 0)) : null;
          // Each type is counted up to a cap: a tile over a capped type shows "1000+".
          const capped = summary ? (types === 'total' ? summary.totalCapped : types.some((type) => summary.capped.includes(type))) : false;
          return (
            <div key={key} className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground sm:text-sm">{t(`summary.${key}`)}</dt>
                <dd className="text-xl font-bold tabular-nums sm:text-2xl">
                  {value !== null ? (capped ? t('summary.countCapped', { count: formatNumber(value) }) : formatNumber(value)) : isPending ? <Skeleton className="mt-1 h-7 w-12" /> : '–'}
                </dd>
              </div>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
