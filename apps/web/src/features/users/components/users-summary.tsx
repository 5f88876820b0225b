import type { LucideIcon } from 'lucide-react';
import { Car, Heart, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useUsersSummary } from '../api/get-users-summary';

/**
 * Summary tiles of the users directory (total users, active users with at least one
 * garage, total followers, total garages), from GET /api/users/summary (real counts).
 */
export function UsersSummary() {
  const { t } = useTranslation(['users', 'common']);
  const summary = useUsersSummary();

  if (summary.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm">
        <span>{t('users:summary.error')}</span>
        <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  const tiles: { key: string; icon: LucideIcon; value: number | undefined }[] = [
    { key: 'totalUsers', icon: Users, value: summary.data?.totalUsers },
    { key: 'activeUsers', icon: UserCheck, value: summary.data?.activeUsers },
    { key: 'totalFollowers', icon: Heart, value: summary.data?.totalFollowers },
    { key: 'totalGarages', icon: Car, value: summary.data?.totalGarages },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-busy={summary.isPending}>
      {tiles.map(({ key, icon: Icon, value }) => (
        // dt/dd must be direct children of the tile (axe definition-list), so the icon sits inside the dt.
        <div key={key} className="relative min-h-18 rounded-xl border bg-card py-4 pr-4 pl-17 shadow-sm">
          <dt className="text-sm text-muted-foreground">
            <span className="absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {t(`users:summary.${key}`)}
          </dt>
          <dd className="text-2xl font-bold tabular-nums">
            {value === undefined ? <Skeleton className="mt-1 h-7 w-14" /> : formatNumber(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
