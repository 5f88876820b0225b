import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { getCompareQueryOptions, useCompare } from '@/features/compare/api/get-compare';
import { ComparePage } from '@/features/compare/components/compare-page';
import { readCompareParams, useCompareParams } from '@/features/compare/hooks/use-compare-params';
import { getFeaturedGaragesQueryOptions } from '@/hooks/use-featured-garages';
import { preloadPage, query } from '@/lib/route-data';

/** `/compare?car1=&car2=` — two garages side by side (Compare). */
export function Component() {
  const { t } = useTranslation('compare');
  const { params } = useCompareParams();
  const { data } = useCompare(params);
  const car1 = data?.car1?.garage;
  const car2 = data?.car2?.garage;
  const title = car1 && car2 ? t('titleWith', { car1: car1.title, car2: car2.title }) : t('title');
  return (
    <>
      <PageMeta title={title} description={t('description')} />
      <ComparePage />
    </>
  );
}
Component.displayName = 'ComparePage';

/**
 * Server-renders the comparison of the address's cars; without any, the popular garages the
 * empty state offers.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const params = readCompareParams(new URL(request.url).searchParams);
  const chosen = params.car1 !== null || params.car2 !== null;
  return preloadPage([query(getCompareQueryOptions(params)), ...(chosen ? [] : [query(getFeaturedGaragesQueryOptions())])]);
}
