import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TYPES } from '@garaj/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { cn } from '@/lib/utils';
import { SEARCH_RESULTS_PER_PAGE, useSearch } from '../api/get-search';
import type { SearchPageParams } from '../api/query-keys';
import { searchHref } from '../hooks/use-search-params';
import { SearchPagination } from './search-pagination';
import { SearchResultCard } from './search-result-card';
import { SearchTypeTabs } from './search-type-tabs';

/**
 * The results of a search (Search): 'Aranıyor...' while loading, the type
 * tabs with counts, '{n} sonuç bulundu', the result cards, pages; 'Sonuç bulunamadı' with the
 * hint when nothing matched, and the server's corrected query as a link ("Bunu mu demek
 * istediniz?") when it has one. While another page or tab loads, the previous results stay (dimmed).
 */
export function SearchResults({ params }: { params: SearchPageParams }) {
  const { t } = useTranslation('search');
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useSearch(params);

  if (isPending) return <PageSpinner label={t('searching')} />;
  if (isError) return <ErrorState title={t('error.title')} message={getErrorMessage(error, t)} onRetry={() => void refetch()} />;

  const anyCapped = SEARCH_TYPES.some((type) => data.capped[type]);
  const capped = params.type ? data.capped[params.type] : anyCapped;
  const pages = Math.ceil(data.total / SEARCH_RESULTS_PER_PAGE);
  const nothingAtAll = SEARCH_TYPES.every((type) => data.counts[type] === 0);

  return (
    <div className="grid gap-4">
      {nothingAtAll ? null : <SearchTypeTabs q={params.q} active={params.type} counts={data.counts} capped={data.capped} />}
      <div className="flex min-h-6 items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {capped ? t('resultsFoundCapped', { count: data.total }) : t('resultsFound', { count: data.total })}
        </p>
        {isPlaceholderData ? <Spinner size="sm" label={t('searching')} showLabel /> : null}
      </div>
      {data.items.length === 0 ? (
        <>
          <EmptyState icon={SearchX} title={t('empty.title')} description={t('empty.hint')} />
          {data.didYouMean ? (
            <p className="text-center text-sm">
              {t('didYouMean')}{' '}
              <Link to={searchHref({ q: data.didYouMean })} className="font-medium text-primary underline-offset-4 hover:underline">
                {data.didYouMean}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <ol className={cn('grid gap-3 transition-opacity', isPlaceholderData && 'opacity-60')} aria-busy={isPlaceholderData || undefined}>
          {data.items.map((result) => (
            <li key={`${result.type}:${result.id}`}>
              <SearchResultCard result={result} />
            </li>
          ))}
        </ol>
      )}
      <SearchPagination q={params.q} type={params.type} page={params.page} pages={pages} />
    </div>
  );
}
