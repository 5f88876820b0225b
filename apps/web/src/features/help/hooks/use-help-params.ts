import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { setOrDelete } from '@/lib/search-params';
import type { HelpParams } from '../api/query-keys';
import { readHelpParams } from '../utils/help-params';

/**
 * The help page's search and category kept in the address (`/help?q=&category=`), so a
 * filtered FAQ can be shared, survives a reload and is server-rendered. A typed search replaces
 * the history entry; a category tile or 'Filtreleri Temizle' is a step the back button undoes.
 */
export function useHelpParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawQ = searchParams.get('q') ?? '';
  const { q, category } = readHelpParams(searchParams);
  const params = useMemo<HelpParams>(() => ({ q, category }), [q, category]);

  const update = useCallback(
    (changes: Partial<HelpParams>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if ('q' in changes) setOrDelete(next, 'q', changes.q?.trim());
          if ('category' in changes) setOrDelete(next, 'category', changes.category);
          return next;
        },
        { replace: 'q' in changes && !('category' in changes), preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return { params, rawQ, update };
}
