import { ArrowRight, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useMaintenanceOverview } from '../api/get-overview';
import { COLOR_TEXT, itemStatus, remainingText } from '../utils/status';
import { CategoryIcon } from './category-icon';
import { MaintenanceIntro } from './maintenance-intro';
import { MaintenanceStatusBadge } from './status-badge';

/** How many of the member's next services the home section lists. */
export const HOME_MAINTENANCE_COUNT = 4;

/** The signed-in member's next services (most urgent first, completed ones left out). */
function MemberNextItems() {
  const { t } = useTranslation('maintenance');
  const overview = useMaintenanceOverview(null);
  const garages = overview.data?.garages ?? [];
  const next = (overview.data?.items ?? []).filter((item) => item.status !== 'completed').slice(0, HOME_MAINTENANCE_COUNT);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
            <Wrench className="size-6 text-primary" aria-hidden="true" />
            {t('home.title')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('home.subtitle')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/maintenance">
            {t('home.seeAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {overview.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: HOME_MAINTENANCE_COUNT }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : !next.length ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed p-6">
          <p className="text-muted-foreground">{t('home.empty')}</p>
          <Button asChild>
            <Link to="/maintenance">{t('home.start')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {next.map((item) => {
            const result = itemStatus(item, garages.find((g) => g.id === item.garageId)?.odometerKm ?? null);
            return (
              <li key={item.id}>
                <Link
                  to={`/maintenance?garage=${item.garageId}`}
                  className="grid h-full gap-2 rounded-xl border bg-card p-4 transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="flex items-center gap-3">
                    <CategoryIcon category={item.category} className="size-9" />
                    <span className="min-w-0">
                      <span className="block truncate font-semibold">{item.title}</span>
                      <span className="block truncate text-sm text-muted-foreground">{item.garageName}</span>
                    </span>
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span className={cn('font-medium', result.color ? COLOR_TEXT[result.color] : 'text-muted-foreground')}>{remainingText(t, item, result)}</span>
                    <MaintenanceStatusBadge status={result.status} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * The home page's maintenance section (Home 'maintenance
 * tracking'): a member's next services with a link to /maintenance; for visitors, what the tracker
 * does and a call to action. Rendered in the browser by `lazySection` (home.tsx).
 */
export function HomeMaintenanceSection() {
  const { user, isPending } = useCurrentUser();
  return (
    <section className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:px-8" data-testid="home-maintenance">
      {isPending ? <Skeleton className="h-64 w-full" /> : user ? <MemberNextItems /> : <MaintenanceIntro headingLevel={2} />}
    </section>
  );
}
