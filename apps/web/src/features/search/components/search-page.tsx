import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useSearchPageParams } from '../hooks/use-search-params';
import { PopularSearches } from './popular-searches';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

/**
 * `/search?q=` (Search): the search form, the eight popular searches and the
 * results of the address's query (or an invitation to search when there is none).
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const params = useSearchPageParams();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:py-10">
      <header className="grid gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{params.q ? t('titleWithQuery', { q: params.q }) : t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('description')}</p>
        </div>
        <SearchForm key={params.q} initialQuery={params.q} />
        <PopularSearches current={params.q} />
      </header>
      {params.q ? (
        <SearchResults params={params} />
      ) : (
        <EmptyState icon={Search} title={t('prompt.title')} description={t('prompt.description')} />
      )}
    </div>
  );
}
