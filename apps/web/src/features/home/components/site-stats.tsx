import { Camera, RotateCcw, Users, Warehouse, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCompact, formatNumber } from '@/lib/format';
import { useStats } from '../api/get-stats';

const ITEMS = [
  { key: 'members', icon: Users },
  { key: 'garages', icon: Warehouse },
  { key: 'photos', icon: Camera },
  { key: 'online', icon: Wifi },
] as const;

/** Live figures under the hero; never hard-coded (docs/product.md, Marketing figures). */
export function SiteStats() {
  const { t } = useTranslation(['home', 'common']);
  const { data, isPending, isError, refetch } = useStats();

  return (
    <div className="w-full">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={isPending || undefined}>
        {ITEMS.map(({ key, icon: Icon }) => (
          <div key={key} className="rounded-xl border bg-card/80 p-4 text-center shadow-sm backdrop-blur">
            <dt className="flex items-center justify-center gap-1.5 text-sm text-muted-foreground">
              <Icon className="size-4" aria-hidden="true" />
              {t(`home:stats.${key}`)}
            </dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl">
              {isPending ? (
                <Skeleton className="mx-auto h-8 w-16" />
              ) : data ? (
                <span title={formatNumber(data[key])}>{formatCompact(data[key])}</span>
              ) : (
                <span aria-label={t('home:stats.unavailable')}>—</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
          {t('home:stats.error')}
          <Button variant="ghost" size="sm" onClick={() => void refetch()}>
            <RotateCcw aria-hidden="true" />
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
