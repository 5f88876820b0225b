import { useCallback, useId } from 'react';
import { BLOG_CATEGORIES } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { CategoryChipLinks } from '@/components/category-chip-links';
import { SearchInput } from '@/components/search-input';
import { SearchSubmitButton } from '@/components/search-submit-button';
import { useSearchInput } from '@/hooks/use-search-input';
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
      <CategoryChipLinks
        label={t('list.categoriesLabel')}
        categories={BLOG_CATEGORIES}
        active={params.category}
        hrefOf={(category) => blogListHref({ search: params.search, category })}
        labelOf={(category) => (category ? t(`categories.${category}`) : t('categories.all'))}
      />
    </div>
  );
}
