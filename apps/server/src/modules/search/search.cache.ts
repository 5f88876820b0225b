/**
 * A short-lived in-process cache of search outcomes (the same for every viewer: results carry
 * no per-member flags), so a burst of identical searches — a popular-search button, a shared
 * link — costs one database round. Per database object (a WeakMap: two apps in one process never
 * share entries); entries live {@link SEARCH_CACHE_TTL_MS} at most, concurrent misses share
 * one load, a failed load is not kept. Nothing here must be shared between instances: another
 * instance simply searches itself. A change shows in results at most one TTL later.
 */
import type { Db } from '../../db/client.ts';

export const SEARCH_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 500;

interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

/** Keyed promises that expire after `ttlMs`; the oldest entry is dropped beyond `maxEntries`. */
export class TtlCache<T> {
  private entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The live entry of `key`, else the result of `load()` (kept unless it fails). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const entry: Entry<T> = { expires: now + this.ttlMs, value: load() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, TtlCache<unknown>>();

/** The search cache of a database (created on first use). */
export function searchCache<T>(db: Db): TtlCache<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TtlCache<unknown>(SEARCH_CACHE_TTL_MS, MAX_ENTRIES);
    caches.set(db, cache);
  }
  return cache as TtlCache<T>;
}
