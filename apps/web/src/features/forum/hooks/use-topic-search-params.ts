import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** `?search=` and `?page=` of a forum list, read from an address's query (loaders use it too). */
export function readTopicSearchParams(searchParams: URLSearchParams): { search: string; page: number } {
  const page = Number(searchParams.get('page'));
  return {
    search: (searchParams.get('search') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * A forum list's search text and page, kept in the address (`?search=&page=`) so a search can
 * be shared and the pages work without JavaScript. A new search starts at page 1.
 */
export function useTopicSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, page } = readTopicSearchParams(searchParams);
  const rawSearch = searchParams.get('search') ?? '';

  const setSearch = useCallback(
    (value: string) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const trimmed = value.trim();
          if (trimmed) next.set('search', trimmed);
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return { search, page, rawSearch, setSearch };
}
