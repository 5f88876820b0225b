import { Activity, Car } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/error-message';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { useUserGarages } from '../api/get-user-garages';

const ACTIVITY_LIMIT = 5;

/** 'Aktivite' tab: the last five garages as '<name> garajını oluşturdu' (community §2, §9). */
export function UserActivity({ username }: { username: string }) {
  const { t } = useTranslation(['users', 'errors', 'common']);
  const garages = useUserGarages(username);

  if (garages.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t('common:status.loading')}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-lg" />
        ))}
      </div>
    );
  }
  if (garages.isError) {
    return <ErrorState headingLevel={3} title={t('users:activity.error')} message={getErrorMessage(garages.error, t)} onRetry={() => void garages.refetch()} />;
  }
  const latest = [...garages.data]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, ACTIVITY_LIMIT);
  if (latest.length === 0) return <EmptyState headingLevel={3} icon={Activity} title={t('users:activity.empty')} />;

  return (
    <ol className="grid gap-3">
      {latest.map((garage) => (
        <li key={garage.id} className="flex items-center gap-3 rounded-lg border bg-card p-4 shadow-sm">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Car className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="break-words">
              <Trans
                t={t}
                i18nKey="users:activity.createdGarage"
                values={{ name: garage.name }}
                components={{ garage: <Link to={`/garage/${garage.id}`} className="font-semibold hover:underline" /> }}
              />
            </p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={garage.createdAt} title={formatDate(garage.createdAt, 'dateTime')}>
                {formatDate(garage.createdAt, 'long')} · {formatRelativeTime(garage.createdAt)}
              </time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
