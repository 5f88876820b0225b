import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { COMPARE_MAX_GARAGES, parseCompareCars } from '@garaj/shared';
import type { CompareParams } from '../api/query-keys';

/** `cars` of an address's query string: the ids in order, at most {@link COMPARE_MAX_GARAGES}. */
export function readCompareParams(search: URLSearchParams): CompareParams {
  return { cars: parseCompareCars(search.get('cars') ?? '').slice(0, COMPARE_MAX_GARAGES) };
}

/**
 * The query string an address should have, or null when it already has it: the two-slot
 * addresses (`?car1=&car2=`) become `?cars=<car1>,<car2>`, and a `cars` list longer than
 * {@link COMPARE_MAX_GARAGES} keeps its first four. Other parameters are kept.
 */
export function canonicalCompareSearch(search: URLSearchParams): string | null {
  const legacy = search.has('car1') || search.has('car2');
  const raw = search.get('cars');
  const listed = raw === null ? null : parseCompareCars(raw);
  if (!legacy && (listed === null || listed.length <= COMPARE_MAX_GARAGES)) return null;
  const cars = (listed ?? [search.get('car1'), search.get('car2')].map((id) => id?.trim() ?? '').filter(Boolean)).slice(0, COMPARE_MAX_GARAGES);
  const next = new URLSearchParams(search);
  next.delete('car1');
  next.delete('car2');
  return writeCars(next, cars);
}

/**
 * The query string with `cars` set to the ids (removed when none), without its `?`. Commas stay
 * readable (`cars=a,b`, not `a%2Cb`): both decode to the same value.
 */
function writeCars(search: URLSearchParams, cars: readonly string[]): string {
  const result = new URLSearchParams(search);
  if (cars.length) result.set('cars', cars.join(','));
  else result.delete('cars');
  return result.toString().replace(/%2C/gi, ',');
}

/**
 * The comparison lives in the address (`/compare?cars=<id>,<id>,…`), so it is a shareable
 * link: every change rewrites it in place (`replace`: no history entry per pick). Other query
 * parameters are kept.
 */
export function useCompareParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const params = readCompareParams(search);
  const { pathname, search: current, hash } = location;

  const update = useCallback(
    (change: (cars: string[]) => string[]) => {
      const previous = new URLSearchParams(current);
      const next = writeCars(previous, change(readCompareParams(previous).cars).slice(0, COMPARE_MAX_GARAGES));
      void navigate({ pathname, search: next ? `?${next}` : '', hash }, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, current, hash],
  );

  /** Adds a garage after the others (nothing when four are chosen). */
  const add = useCallback((id: string) => update((cars) => [...cars, id]), [update]);
  /** Puts a garage in slot `index` (0-based) instead of the one there. */
  const replace = useCallback((index: number, id: string) => update((cars) => cars.map((car, i) => (i === index ? id : car))), [update]);
  /** Removes slot `index`; the others keep their order. */
  const remove = useCallback((index: number) => update((cars) => cars.filter((_, i) => i !== index)), [update]);
  /** Moves slot `index` one place earlier (-1) or later (+1). */
  const move = useCallback(
    (index: number, step: -1 | 1) =>
      update((cars) => {
        const target = index + step;
        if (target < 0 || target >= cars.length) return cars;
        const next = [...cars];
        [next[index], next[target]] = [next[target]!, next[index]!];
        return next;
      }),
    [update],
  );

  return { params, add, replace, remove, move };
}
