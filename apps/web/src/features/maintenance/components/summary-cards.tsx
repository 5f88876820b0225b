import { AlertTriangle, CalendarClock, Clock, ListChecks, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MaintenanceSummary } from '@garaj/shared';
import { cn } from '@/lib/utils';

const CARDS: { key: 'upcoming' | 'due' | 'overdue' | 'total'; icon: LucideIcon; tone: string }[] = [
  { key: 'upcoming', icon: CalendarClock, tone: 'text-emerald-600 dark:text-emerald-400' },
  { key: 'due', icon: Clock, tone: 'text-amber-600 dark:text-amber-400' },
  { key: 'overdue', icon: AlertTriangle, tone: 'text-red-600 dark:text-red-400' },
  { key: 'total', icon: ListChecks, tone: 'text-primary' },
];

/** The four summary cards (upcoming, due, overdue, total). */
export function SummaryCards({ summary }: { summary: MaintenanceSummary }) {
  const { t } = useTranslation('maintenance');
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('summary.label')}>
      {CARDS.map(({ key, icon: Icon, tone }) => (
        <li key={key} className="flex items-center gap-3 rounded-xl border bg-card p-4">
          <Icon className={cn('size-6 shrink-0', tone)} aria-hidden="true" />
          <div>
            <p className="text-2xl font-bold" data-testid={`summary-${key}`}>
              {summary[key]}
            </p>
            <p className="text-sm text-muted-foreground">{t(`summary.${key}`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
