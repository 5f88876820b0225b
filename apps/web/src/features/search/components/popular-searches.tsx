import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_POPULAR_SEARCHES, POPULAR_SEARCH_COUNT } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePopularSearches } from '../api/get-popular-searches';
import { searchHref } from '../hooks/use-search-params';

/**
 * The eight popular-search buttons: what members searched most in
 * the last 30 days, filled up with the default list by the server; the default list itself when
 * the call fails. Each is a link to its search, so it works without JavaScript too.
 */
export function PopularSearches({ current }: { current: string }) {
  const { t } = useTranslation('search');
  const { data, isPending, isError } = usePopularSearches();
  const queries = data?.queries ?? (isError ? [...DEFAULT_POPULAR_SEARCHES] : null);

  return (
    <section aria-labelledby="popular-searches-title" className="grid gap-2">
      <h2 id="popular-searches-title" className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <TrendingUp className="size-4" aria-hidden="true" />
        {t('popular.title')}
      </h2>
      {isPending && !queries ? (
        <div className="flex flex-wrap gap-2" aria-hidden="true">
          {Array.from({ length: POPULAR_SEARCH_COUNT }, (_, i) => (
            <Skeleton key={i} className="h-9 w-20 rounded-full" />
          ))}
        </div>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {(queries ?? []).map((query) => (
            <li key={query}>
              <Button asChild variant={query === current ? 'secondary' : 'outline'} size="sm" className="rounded-full">
                <Link to={searchHref({ q: query })} aria-current={query === current ? 'page' : undefined}>
                  {query}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
