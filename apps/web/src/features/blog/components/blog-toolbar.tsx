import { useCallback, useId } from 'react';
import { BLOG_CATEGORIES } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchInput } from '@/components/search-input';
import { SearchSubmitButton } from '@/components/search-submit-button';
import { useSearchInput } from '@/hooks/use-search-input';
import { cn } from '@/lib/utils';
import type { BlogListParams } from '../api/query-keys';
import { blogListHref } from '../utils/list-href';

interface BlogToolbarProps {
  params: BlogListParams;
  /** The `search` parameter as it is in the address. */
  rawSearch: string;
  onSearch: (search: string) => void;
}

const SEARCH_DELAY_MS = 350;

/**
 * Search box (server-side search, kept in `?search=`) and category chips (links to
 * `?category=`, 'Tümü' for all) of the blog list. Without JavaScript the box submits a normal
 * GET form and the chips are plain links, so the server-rendered list works on its own.
 */
export function BlogToolbar({ params, rawSearch, onSearch }: BlogToolbarProps) {
  const { t } = useTranslation('blog');
  const id = useId();
  const commit = useCallback((search: string) => onSearch(search), [onSearch]);
  const { value, setValue, submit } = useSearchInput(rawSearch, commit, SEARCH_DELAY_MS);
  const chips = [null, ...BLOG_CATEGORIES] as const;

  return (
    <div className="grid gap-4">
      <form role="search" aria-label={t('list.searchLabel')} method="get" action="/blog" onSubmit={submit} className="flex gap-2">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('list.searchLabel')}
        </label>
        <SearchInput id={`${id}-search`} name="search" value={value} onValueChange={setValue} placeholder={t('list.searchPlaceholder')} className="h-11" />
        <SearchSubmitButton className="h-11" />
        {params.category ? <input type="hidden" name="category" value={params.category} /> : null}
      </form>
      <nav aria-label={t('list.categoriesLabel')}>
        <ul className="flex flex-wrap gap-2">
          {chips.map((category) => {
            const active = params.category === category;
            return (
              <li key={category ?? 'all'}>
                <Link
                  to={blogListHref({ search: params.search, category })}
                  aria-current={active ? 'true' : undefined}
                  preventScrollReset
                  className={cn(
                    'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent hover:text-accent-foreground',
                  )}
                >
                  {category ? t(`categories.${category}`) : t('categories.all')}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
