import { Activity, ArrowRight, CalendarDays, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityItem, ActivityItemSkeletons } from '@/components/activity-item';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useHomeActivity } from '../api/get-home-activity';

/**
 * The home page's activity section (Home: 'see all' and 'all users' links;
 * real recent events and stats): the newest events of the feed and three figures
 * counted from its rows — every event, today's, members active this week
 * (GET /api/activities/home). Rendered in the browser when it nears the viewport (lazySection);
 * texts: `home` (section) and `activities` (the events) namespaces.
 */
export function ActivitySection() {
  const { t } = useTranslation(['home', 'activities']);
  const { data, isPending, isError, refetch } = useHomeActivity();
  const stats = [
    { key: 'total', icon: Activity, value: data?.stats.totalEvents },
    { key: 'today', icon: CalendarDays, value: data?.stats.todayEvents },
    { key: 'active', icon: Users, value: data?.stats.activeMembersWeek },
  ] as const;

  return (
    <section aria-labelledby="home-activity-title" className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-activity-title" className="text-2xl font-bold sm:text-3xl">
            {t('home:activity.title')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('home:activity.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/users">
              <Users aria-hidden="true" />
              {t('home:activity.allUsers')}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/activities">
              {t('home:activity.seeAll')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          {isPending ? (
            <div aria-busy="true">
              <span role="status" className="sr-only">
                {t('activities:list.loading')}
              </span>
              <ActivityItemSkeletons count={6} compact />
            </div>
          ) : isError ? (
            <ErrorState headingLevel={3} message={t('activities:list.error')} onRetry={() => void refetch()} />
          ) : data.items.length === 0 ? (
            <EmptyState headingLevel={3} icon={Activity} title={t('activities:list.empty')} />
          ) : (
            <ol aria-label={t('activities:list.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {data.items.map((item) => (
                <li key={item.id}>
                  <ActivityItem item={item} compact className="h-full" />
                </li>
              ))}
            </ol>
          )}
        </div>
        <dl aria-label={t('home:activity.statsLabel')} className="grid grid-cols-3 gap-3 self-start lg:grid-cols-1">
          {stats.map(({ key, icon: Icon, value }) => (
            <div key={key} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground sm:text-sm">{t(`home:activity.stats.${key}`)}</dt>
                <dd className="text-xl font-bold tabular-nums sm:text-2xl">
                  {value !== undefined ? formatNumber(value) : isError ? '–' : <Skeleton className="mt-1 h-7 w-12" />}
                </dd>
              </div>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
