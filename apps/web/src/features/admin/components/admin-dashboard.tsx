import type { LucideIcon } from 'lucide-react';
import { Car, Image, MessageSquare, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { getErrorMessage } from '@/lib/error-message';
import type { AdminStats } from '../api/get-admin-stats';

interface AdminDashboardProps {
  stats: AdminStats | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

const TILES: { key: keyof AdminStats; icon: LucideIcon }[] = [
  { key: 'members', icon: Users },
  { key: 'garages', icon: Car },
  { key: 'photos', icon: Image },
  { key: 'comments', icon: MessageSquare },
];

/** Admin dashboard: real counts of members, garages, photos and comments. */
export function AdminDashboard({ stats, isPending, error, onRetry }: AdminDashboardProps) {
  const { t } = useTranslation(['admin', 'errors']);
  if (error && !stats) {
    return <ErrorState title={t('admin:dashboard.error')} message={getErrorMessage(error, t)} onRetry={onRetry} />;
  }
  return (
    <section aria-labelledby="admin-dashboard-heading" className="grid gap-4">
      <h2 id="admin-dashboard-heading" className="text-lg font-semibold">
        {t('admin:dashboard.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={isPending}>
        {TILES.map(({ key, icon: Icon }) => (
          <div key={key} className="flex flex-col-reverse gap-1 rounded-xl border bg-card p-5 shadow-sm">
            <dt className="text-sm text-muted-foreground">{t(`admin:dashboard.${key}`)}</dt>
            <dd className="flex items-center justify-between gap-3">
              <div className="text-3xl font-bold tabular-nums">
                {stats ? formatNumber(stats[key]) : <Skeleton className="h-9 w-20" />}
              </div>
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
