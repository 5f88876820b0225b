import { useId } from 'react';
import { ACTIVITY_FILTERS, type ActivitySummary } from '@garaj/shared';
import { Search, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Input } from '@/components/ui/input';
import { useSearchInput } from '@/hooks/use-search-input';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { ActivityListParams } from '../api/query-keys';
import { activitiesHref } from '../hooks/use-activity-params';

interface ActivitiesToolbarProps {
  params: ActivityListParams;
  /** `q` as it is in the address. */
  rawQuery: string;
  onSearch: (query: string) => void;
  /** Counts per type under the current search and scope (chips show them when known). */
  summary: ActivitySummary | undefined;
  /** Signed in: the 'people I follow' switch is offered. */
  isSignedIn: boolean;
}

const SEARCH_DELAY_MS = 350;

const chipClass = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
    active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent hover:text-accent-foreground',
  );

/**
 * The feed's search box (kept in `?q=`), the type filter (all, new_garage, modification,
 * join, garage_update, like, comment, follow, then blog posts, questions and answers; links to
 * `?type=`, each with its count) and, for members, 'Tüm Topluluk' / 'Takip Ettiklerim'
 * (`?scope=following`). Without JavaScript the box submits a GET form and the chips are links.
 */
export function ActivitiesToolbar({ params, rawQuery, onSearch, summary, isSignedIn }: ActivitiesToolbarProps) {
  const { t } = useTranslation('activities');
  const id = useId();
  const { value, setValue, submit } = useSearchInput(rawQuery, onSearch, SEARCH_DELAY_MS);

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <form role="search" aria-label={t('searchLabel')} method="get" action="/activities" onSubmit={submit} className="relative flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('searchLabel')}
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={`${id}-search`}
            name="q"
            type="search"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            className="h-11 pl-9"
          />
          {params.type !== 'all' ? <input type="hidden" name="type" value={params.type} /> : null}
          {params.scope !== 'all' ? <input type="hidden" name="scope" value={params.scope} /> : null}
        </form>
        {isSignedIn ? (
          <nav aria-label={t('scopeLabel')} className="flex shrink-0 rounded-full border bg-muted/50 p-1">
            {(['all', 'following'] as const).map((scope) => {
              const active = params.scope === scope;
              const Icon = scope === 'all' ? Users : UserCheck;
              return (
                <Link
                  key={scope}
                  to={activitiesHref({ ...params, scope })}
                  aria-current={active ? 'true' : undefined}
                  preventScrollReset
                  className={cn(
                    'inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    active ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`scope.${scope}`)}
                </Link>
              );
            })}
          </nav>
        ) : null}
      </div>
      <nav aria-label={t('filterLabel')}>
        <ul className="flex flex-wrap gap-2">
          {ACTIVITY_FILTERS.map((type) => {
            const active = params.type === type;
            const count = summary ? (type === 'all' ? summary.total : summary.counts[type]) : undefined;
            const capped = summary ? (type === 'all' ? summary.totalCapped : summary.capped.includes(type)) : false;
            return (
              <li key={type}>
                <Link to={activitiesHref({ ...params, type })} aria-current={active ? 'true' : undefined} preventScrollReset className={chipClass(active)}>
                  {t(`types.${type}`)}
                  {count !== undefined ? (
                    <span className={cn('rounded-full px-1.5 text-xs tabular-nums', active ? 'bg-primary-foreground/20' : 'bg-muted text-muted-foreground')}>
                      {capped ? t('summary.countCapped', { count: formatNumber(count) }) : formatNumber(count)}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
