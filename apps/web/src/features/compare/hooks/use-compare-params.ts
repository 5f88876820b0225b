import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { CompareSlotName } from '@garaj/shared';
import type { CompareParams } from '../api/query-keys';

/** `car1` / `car2` of an address's query string; an empty value names no car. */
export function readCompareParams(search: URLSearchParams): CompareParams {
  const read = (name: CompareSlotName) => search.get(name)?.trim() || null;
  return { car1: read('car1'), car2: read('car2') };
}

/**
 * The comparison lives in the address (`/compare?car1=&car2=`), so it is a shareable link:
 * every change rewrites it in place (`replace`: no history entry per pick). Other query
 * parameters are kept.
 */
export function useCompareParams() {
  const [search, setSearch] = useSearchParams();
  const params = readCompareParams(search);

  const update = useCallback(
    (change: (current: CompareParams) => CompareParams) =>
      setSearch(
        (previous) => {
          const next = change(readCompareParams(previous));
          const result = new URLSearchParams(previous);
          for (const name of ['car1', 'car2'] as const) {
            const value = next[name];
            if (value) result.set(name, value);
            else result.delete(name);
          }
          return result;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );

  /** Puts a garage in a slot (null empties it). */
  const setSlot = useCallback(
    (name: CompareSlotName, id: string | null) => update((current) => ({ ...current, [name]: id })),
    [update],
  );
  /** Swaps the two slots. */
  const swap = useCallback(() => update((current) => ({ car1: current.car2, car2: current.car1 })), [update]);

  return { params, setSlot, swap };
}
