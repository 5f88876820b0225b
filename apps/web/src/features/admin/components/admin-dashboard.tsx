import { lazy, Suspense } from 'react';
import type { AdminDashboard as AdminDashboardData } from '@garaj/shared';
import type { LucideIcon } from 'lucide-react';
import { Activity, Car, CircleHelp, Flag, Image, MapPin, Newspaper, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { getErrorMessage } from '@/lib/error-message';

/** recharts is heavy: its chunk is downloaded only when the dashboard tab shows figures. */
const DashboardCharts = lazy(() => import('./dashboard-charts'));

type TileKey = 'members' | 'garages' | 'photos' | 'posts' | 'questions' | 'activeShares' | 'openReports' | 'onlineNow';

const TILES: { key: TileKey; icon: LucideIcon }[] = [
  { key: 'members', icon: Users },
  { key: 'garages', icon: Car },
  { key: 'photos', icon: Image },
  { key: 'posts', icon: Newspaper },
  { key: 'questions', icon: CircleHelp },
  { key: 'activeShares', icon: MapPin },
  { key: 'openReports', icon: Flag },
  { key: 'onlineNow', icon: Activity },
];

interface AdminDashboardProps {
  data: AdminDashboardData | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Dashboard tab: real figures counted by the server and the 30-day charts. */
export function AdminDashboard({ data, isPending, error, onRetry }: AdminDashboardProps) {
  const { t } = useTranslation(['admin', 'errors']);
  if (error && !data) {
    return <ErrorState title={t('admin:dashboard.error')} message={getErrorMessage(error, t)} onRetry={onRetry} />;
  }
  return (
    <section aria-labelledby="admin-dashboard-heading" className="grid gap-6">
      <h2 id="admin-dashboard-heading" className="text-lg font-semibold">
        {t('admin:dashboard.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={isPending}>
        {TILES.map(({ key, icon: Icon }) => (
          <div key={key} className="flex min-w-0 flex-col-reverse gap-1 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <dt className="text-sm text-muted-foreground">{t(`admin:dashboard.${key}`)}</dt>
            <dd className="flex items-center justify-between gap-2">
              <div className="text-2xl font-bold tabular-nums sm:text-3xl">{data ? formatNumber(data[key]) : <Skeleton className="h-9 w-16" />}</div>
              <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
                <Icon className="size-5" aria-hidden="true" />
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {data ? (
        <Suspense fallback={<Skeleton className="h-72 w-full" />}>
          <DashboardCharts series={data.series} />
        </Suspense>
      ) : (
        <Skeleton className="h-72 w-full" />
      )}
    </section>
  );
}
