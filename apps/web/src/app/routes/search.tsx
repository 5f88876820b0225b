import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { getPopularSearchesQueryOptions } from '@/features/search/api/get-popular-searches';
import { getSearchQueryOptions } from '@/features/search/api/get-search';
import { SearchPage } from '@/features/search/components/search-page';
import { readSearchParams, useSearchPageParams } from '@/features/search/hooks/use-search-params';
import { preloadPage, query } from '@/lib/route-data';

/** `/search?q=` — site search (Search). Result pages are not for search engines (noindex). */
export function Component() {
  const { t } = useTranslation('search');
  const { q } = useSearchPageParams();
  return (
    <>
      <PageMeta title={q ? t('titleWithQuery', { q }) : t('title')} description={t('description')} />
      <meta name="robots" content="noindex" />
      <SearchPage />
    </>
  );
}
Component.displayName = 'SearchPage';

/** Preloads the popular searches and, with a query, the results of the address's page and type. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = readSearchParams(new URL(request.url).searchParams);
  return preloadPage([query(getPopularSearchesQueryOptions()), ...(params.q ? [query(getSearchQueryOptions(params))] : [])]);
}
