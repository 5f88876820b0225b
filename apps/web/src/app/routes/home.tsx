import { useTranslation } from 'react-i18next';
import { lazySection, SectionPlaceholder } from '@/components/lazy-section';
import { PageTitle } from '@/components/page-title';
import { Hero } from '@/features/home/components/hero';
import { getStatsQueryOptions } from '@/features/home/api/get-stats';
import { preloadPage, query } from '@/lib/route-data';

/**
 * Below the hero, every section is a lazy section (components/lazy-section.tsx): its code is not
 * in the first download. The featured garages are server-rendered (data from the loader) and
 * hydrate when they near the viewport, on the first interaction or when the browser is idle.
 */
const FeaturedGarages = lazySection(
  () => import('@/features/garages/components/featured-garages').then((module) => module.FeaturedGarages),
  { name: 'featured-garages', ssr: true, placeholder: <SectionPlaceholder className="min-h-[60rem] sm:min-h-[40rem] lg:min-h-[36rem]" /> },
);

/** `/`: hero with live figures and the featured garages (spec core §1, §4). */
export function Component() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageTitle title={t('pageTitle')} />
      <Hero />
      <FeaturedGarages />
    </>
  );
}

/**
 * Preloads the figures and the featured garages (rendered on the server, lib/route-data.ts). The
 * featured garages' query options are imported with the section's code, not with the page's.
 */
export function loader() {
  const featured = import('@/features/garages/api/get-featured-garages').then((module) => query(module.getFeaturedGaragesQueryOptions()));
  return preloadPage([query(getStatsQueryOptions()), (client) => featured.then((prefetch) => prefetch(client))]);
}
