import { useTranslation } from 'react-i18next';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { getCompareQueryOptions, useCompare } from '@/features/compare/api/get-compare';
import { ComparePage } from '@/features/compare/components/compare-page';
import { canonicalCompareSearch, readCompareParams, useCompareParams } from '@/features/compare/hooks/use-compare-params';
import { getFeaturedGaragesQueryOptions } from '@/hooks/use-featured-garages';
import { localeFor } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { preloadPage, query } from '@/lib/route-data';

/** `/compare?cars=<id>,<id>,…` — up to four garages side by side (Compare). */
export function Component() {
  const { t } = useTranslation('compare');
  const { params } = useCompareParams();
  const { data } = useCompare(params);
  const titles = (data?.slots ?? []).flatMap((slot) => (slot.garage ? [slot.garage.title] : []));
  const title =
    titles.length >= 2 ? t('titleWith', { titles: new Intl.ListFormat(localeFor(currentLanguage()), { type: 'conjunction' }).format(titles) }) : t('title');
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
 * empty state offers. A two-slot address (`?car1=&car2=`) and a list of more than four answer
 * 301 to the `?cars=` address of the same cars (the first four).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const canonical = canonicalCompareSearch(url.searchParams);
  if (canonical !== null) throw redirect(`${url.pathname}${canonical ? `?${canonical}` : ''}`, 301);
  const params = readCompareParams(url.searchParams);
  return preloadPage([query(getCompareQueryOptions(params)), ...(params.cars.length ? [] : [query(getFeaturedGaragesQueryOptions())])]);
}
