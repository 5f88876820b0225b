import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { FeaturedGarages } from '@/features/garages/components/featured-garages';
import { Hero } from '@/features/home/components/hero';
import { getFeaturedGaragesQueryOptions } from '@/features/garages/api/get-featured-garages';
import { getStatsQueryOptions } from '@/features/home/api/get-stats';
import { preloadPage, query } from '@/lib/route-data';

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

/** Preloads the figures and the featured garages (rendered on the server, lib/route-data.ts). */
export function loader() {
  return preloadPage([query(getStatsQueryOptions()), query(getFeaturedGaragesQueryOptions())]);
}
