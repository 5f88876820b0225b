import { CalendarClock, Flame, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useCompetitionStats } from '../api/get-competition-stats';

/**
 * Stat tiles of /competitions (Competitions): active and upcoming
 * competitions and stored winners, counted by the server from rows. Nothing shows on failure
 * (the list below has its own error state).
 */
export function CompetitionStats() {
  const { t } = useTranslation('competitions');
  const { data, isPending, isError } = useCompetitionStats();
  if (isError) return null;
  const tiles = [
    { key: 'active', icon: Flame, value: data?.active, className: 'text-orange-600 dark:text-orange-400' },
    { key: 'upcoming', icon: CalendarClock, value: data?.upcoming, className: 'text-sky-600 dark:text-sky-400' },
    { key: 'winners', icon: Trophy, value: data?.winners, className: 'text-amber-600 dark:text-amber-400' },
  ] as const;
  return (
    <section aria-label={t('stats.label')}>
      {/* A list of tiles, not a description list: each tile holds an icon beside its label and figure. */}
      <ul className="grid grid-cols-3 gap-3 sm:gap-4">
        {tiles.map(({ key, icon: Icon, value, className }) => (
          <li key={key} className="flex flex-col items-center gap-1 rounded-xl border bg-card p-3 text-center shadow-xs sm:flex-row sm:gap-4 sm:p-5 sm:text-left">
            <Icon className={`size-6 shrink-0 sm:size-8 ${className}`} aria-hidden="true" />
            <div className="flex flex-col-reverse">
              <span className="text-xs text-muted-foreground sm:text-sm">{t(`stats.${key}`)}</span>
              <div className="text-2xl font-bold tabular-nums sm:text-3xl">
                {isPending || value === undefined ? <Skeleton className="h-8 w-10" /> : formatNumber(value)}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
