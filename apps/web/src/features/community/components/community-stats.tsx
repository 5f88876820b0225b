import type { CommunityStats as Stats } from '@garaj/shared';
import { CalendarDays, Car, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';

const TILES: { key: keyof Stats; icon: LucideIcon }[] = [
  { key: 'members', icon: Users },
  { key: 'garages', icon: Car },
  { key: 'topics', icon: MessagesSquare },
  { key: 'upcomingEvents', icon: CalendarDays },
];

/** The hub's figures, each counted from rows by the server. */
export function CommunityStats({ stats }: { stats: Stats }) {
  const { t, i18n } = useTranslation('community');
  const language = isLanguage(i18n.language) ? i18n.language : 'tr';
  return (
    <section aria-label={t('stats.title')}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TILES.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-center gap-3 rounded-xl border bg-card p-3 sm:p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="grid min-w-0">
              <span className="text-2xl font-bold tabular-nums" data-testid={`community-stat-${key}`}>
                {formatNumber(stats[key], undefined, language)}
              </span>
              <span className="text-sm leading-tight text-muted-foreground">{t(`stats.${key}`)}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
