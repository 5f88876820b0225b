import { useEffect, useRef } from 'react';
import type { AdCategory, PublicAd } from '@garaj/shared';
import { Crown, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/error-message';
import { useCurrentUser } from '@/lib/session';
import { useAds } from '../api/get-ads';
import { recordAdImpressions } from '../api/record-ad-impressions';
import { AdCard } from './ad-card';
import { AdCategoryFilter } from './ad-category-filter';

/** Counts one impression per shown ad, once per page view of a list (the ids as a key). */
export function useAdImpressions(ads: readonly PublicAd[] | undefined): void {
  const sent = useRef<string | null>(null);
  const key = ads?.map((a) => a.id).join(',') ?? '';
  useEffect(() => {
    if (!key || sent.current === key) return;
    sent.current = key;
    void recordAdImpressions(key.split(','));
  }, [key]);
}

/**
 * Featured ads, the category filter and the ad grid. Premium members see a short note instead of ads (the API answers `hiddenForPremium`).
 */
export function AdsSection({ category }: { category: AdCategory | null }) {
  const { t } = useTranslation(['advertising', 'errors']);
  const { user } = useCurrentUser();
  const ads = useAds(category, user?.id ?? null);
  useAdImpressions(ads.data?.items);

  if (ads.data?.hiddenForPremium) {
    return (
      <section aria-labelledby="ads-premium-title" className="rounded-xl border bg-card p-6">
        <div className="flex items-start gap-3">
          <Crown className="mt-0.5 size-6 shrink-0 text-amber-500" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 id="ads-premium-title" className="text-lg font-semibold">
              {t('premium.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('premium.description')}</p>
          </div>
        </div>
      </section>
    );
  }

  const items = ads.data?.items ?? [];
  const featured = items.filter((a) => a.featured);
  const rest = items.filter((a) => !a.featured);
  return (
    <section aria-labelledby="ads-title" className="grid gap-5">
      <div className="grid gap-3">
        <h2 id="ads-title" className="text-2xl font-bold tracking-tight">
          {t('ads.title')}
        </h2>
        <AdCategoryFilter active={category} />
      </div>
      {ads.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={t('ads.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-80 rounded-xl" />
          ))}
        </div>
      ) : ads.isError ? (
        <ErrorState title={t('ads.loadError')} message={getErrorMessage(ads.error, t)} onRetry={() => void ads.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t('ads.empty')}
          description={t('ads.emptyDescription')}
          action={
            category ? (
              <Link to="/advertising" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                {t('ads.showAll')}
              </Link>
            ) : null
          }
        />
      ) : (
        <>
          {featured.length > 0 ? (
            <div className="grid gap-3">
              <h3 className="text-lg font-semibold">{t('ads.featured')}</h3>
              <div className="grid gap-4 md:grid-cols-2">
                {featured.map((ad) => (
                  <AdCard key={ad.id} ad={ad} wide className="border-primary/40" />
                ))}
              </div>
            </div>
          ) : null}
          {rest.length > 0 ? (
            <div className="grid gap-3">
              {featured.length > 0 ? <h3 className="text-lg font-semibold">{t('ads.all')}</h3> : null}
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((ad) => (
                  <AdCard key={ad.id} ad={ad} />
                ))}
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
