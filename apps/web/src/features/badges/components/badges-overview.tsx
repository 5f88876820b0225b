import type { BadgeCategory } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/session';
import { useBadges } from '../api/get-badges';
import { BadgeGrid } from './badge-grid';
import { BadgesHero } from './badges-hero';
import { HowToEarn } from './how-to-earn';

/**
 * /badges: hero, the grid with the category filter, the how-to-earn section. The catalogue is
 * read for the session's member (their own state and progress) or for visitors; it waits for
 * the session so a member never sees the visitors' answer first.
 */
export function BadgesOverview({ category }: { category: BadgeCategory | null }) {
  const { t } = useTranslation('badges');
  const { user, isPending: sessionPending } = useCurrentUser();
  const { data, isPending, isError, refetch } = useBadges(user?.id ?? null, !sessionPending);
  return (
    <div className="grid gap-10">
      <BadgesHero catalog={data ?? null} signedIn={Boolean(user)} />
      {isError ? (
        <ErrorState message={t('page.error')} onRetry={() => void refetch()} />
      ) : isPending || !data ? (
        <div aria-busy="true" className="grid gap-4">
          <span role="status" className="sr-only">
            {t('page.loading')}
          </span>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-56 rounded-xl" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <BadgeGrid badges={data.badges} category={category} />
      )}
      <HowToEarn />
    </div>
  );
}
