import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?search=`, `?cursor=` (a topic list's page) and `?page=` (a topic's replies) of a forum
 * address, read from its query (loaders use it too).
 */
export function readTopicSearchParams(searchParams: URLSearchParams): { search: string; cursor: string | null; page: number } {
  const page = Number(searchParams.get('page'));
  const cursor = searchParams.get('cursor');
  return {
    search: (searchParams.get('search') ?? '').trim().slice(0, 200),
    cursor: cursor && cursor.length <= 500 ? cursor : null,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * A forum list's search text and page, kept in the address (`?search=&cursor=`) so a search can
 * be shared and the pages work without JavaScript. A new search starts at the first page.
 */
export function useTopicSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, cursor, page } = readTopicSearchParams(searchParams);
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
          next.delete('cursor');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return { search, cursor, page, rawSearch, setSearch };
}
