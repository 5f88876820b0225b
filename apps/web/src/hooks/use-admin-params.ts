import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { setOrDelete } from '@/lib/search-params';

/**
 * One tab's own parameters in the address next to `tab` (filters, page), so a reload or a
 * shared link keeps them. Empty values are dropped; any change but `page` resets `page`.
 */
export function useAdminParams<K extends string>(keys: readonly K[]): [Record<K, string>, (patch: Partial<Record<K | 'page', string>>) => void, number] {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const pageNumber = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = useCallback(
    (patch: Partial<Record<K | 'page', string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [string, string | undefined][]) setOrDelete(next, key, value);
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [values, update, pageNumber];
}
