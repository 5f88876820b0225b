import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { GarageCard, Page } from '@garaj/shared';

/**
 * Helpers that patch one garage wherever it is cached: lists (pages and infinite pages), the
 * featured array, details — also in other features' caches (e.g. a profile's garage list), as
 * long as the data has one of those shapes. Used by optimistic likes and favorites.
 */
export type GaragePatch = (garage: GarageCard) => GarageCard;
export type CacheSnapshot = [QueryKey, unknown][];

function isGarage(value: unknown, id: string): value is GarageCard {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { id?: unknown }).id === id &&
    'likesCount' in value &&
    'favoritedByMe' in value
  );
}

function isPage(value: unknown): value is Page<unknown> {
  return typeof value === 'object' && value !== null && Array.isArray((value as Page<unknown>).items);
}

function isInfinite(value: unknown): value is InfiniteData<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as InfiniteData<unknown>).pages) &&
    Array.isArray((value as InfiniteData<unknown>).pageParams)
  );
}

function patchArray(items: unknown[], id: string, patch: GaragePatch): unknown[] {
  let changed = false;
  const next = items.map((item) => {
    if (!isGarage(item, id)) return item;
    changed = true;
    return patch(item);
  });
  return changed ? next : items;
}

/** Returns `data` itself when the garage is not in it (so unchanged caches stay untouched). */
export function patchGarageData(data: unknown, id: string, patch: GaragePatch): unknown {
  if (isGarage(data, id)) return patch(data);
  if (Array.isArray(data)) return patchArray(data, id, patch);
  if (isPage(data)) {
    const items = patchArray(data.items, id, patch);
    return items === data.items ? data : { ...data, items };
  }
  if (isInfinite(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      const next = patchGarageData(page, id, patch);
      if (next !== page) changed = true;
      return next;
    });
    return changed ? { ...data, pages } : data;
  }
  return data;
}

/** Patches the garage in every cached query; returns what it replaced, for a rollback. */
export function patchGarageInCaches(queryClient: QueryClient, id: string, patch: GaragePatch): CacheSnapshot {
  const snapshot: CacheSnapshot = [];
  for (const query of queryClient.getQueryCache().findAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patchGarageData(data, id, patch);
    if (next !== data) {
      snapshot.push([query.queryKey, data]);
      queryClient.setQueryData(query.queryKey, next);
    }
  }
  return snapshot;
}

export function restoreCaches(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Removes a garage from a cached infinite list (e.g. favorites after un-favoriting). */
export function removeGarageFromList(queryClient: QueryClient, queryKey: QueryKey, id: string): CacheSnapshot {
  const data = queryClient.getQueryData<InfiniteData<Page<GarageCard>>>(queryKey);
  if (!data) return [];
  const pages = data.pages.map((page) => ({ ...page, items: page.items.filter((g) => g.id !== id) }));
  queryClient.setQueryData<InfiniteData<Page<GarageCard>>>(queryKey, { ...data, pages });
  return [[queryKey, data]];
}
