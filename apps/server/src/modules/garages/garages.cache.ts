/**
 * A short-lived cache of the viewer-independent part of the hot garage reads (the public list,
 * the featured cards, and for visitors the garage detail), so a burst of identical requests
 * costs one query. Measured reason: on the embedded database a list query costs milliseconds,
 * a cached answer about as much as GET /api/health.
 *
 * - Per database object (a WeakMap), so two apps in one process never share entries.
 * - Entries live {@link LIST_CACHE_TTL_MS} ms at most; concurrent misses share one query.
 * - Every garage write in this process (create, update, delete, like, comment, modification)
 *   calls {@link invalidateGarageLists} after its transaction commits, so this process never
 *   serves a page older than its own writes. The one exception is view counting (the most
 *   frequent write): a cached views count may be up to one TTL old.
 *   Other instances (ARCHITECTURE.md "many servers") see a change at most one TTL later;
 *   nothing here must be shared between processes.
 * - Viewer flags (likedByMe, favoritedByMe) are never cached: they are added per request.
 *
 * For visitors the whole answer is cached too ({@link cachedBody}): serialised once and
 * compressed once per encoding, which is most of the cost of a cached page.
 *
 * Other modules that change what a card shows (owner name or avatar, an admin deleting a
 * garage) may call {@link invalidateGarageLists}; otherwise their change shows within the TTL.
 */
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { Db } from '../../db/client.ts';

export const LIST_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

class ListCache {
  private entries = new Map<string, Entry>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const entry: Entry = { expires: now + LIST_CACHE_TTL_MS, value: load() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    // A failed load is not kept: the next request tries again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  clear() {
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, ListCache>();

/** The list cache of a database (created on first use). */
export function listCache(db: Db): ListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Drops every cached list page of this database. Call after a committed write. */
export function invalidateGarageLists(db: Db): void {
  caches.get(db)?.clear();
}

// ---------------------------------------------------------------------------------------
// Whole responses for visitors

/** A JSON body serialised once, compressed on first demand per encoding. */
export interface CachedBody {
  json: string;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * A visitor's answer (no viewer flags) cached with the list pages: serialised once per TTL
 * and compressed at most once per encoding, instead of on every request.
 */
export function cachedBody(db: Db, key: string, build: () => Promise<unknown>): Promise<CachedBody> {
  return listCache(db).get(`body:${key}`, async () => ({ json: JSON.stringify(await build()) }));
}

/** `br` or `gzip` when the `Accept-Encoding` header allows it (q > 0), else `identity`. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** The payload of a cached body for an encoding (compressing it on first use). */
export function encodedBody(body: CachedBody, encoding: 'br' | 'gzip' | 'identity'): string | Buffer {
  if (encoding === 'br') {
    body.br ??= brotliCompressSync(body.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return body.br;
  }
  if (encoding === 'gzip') {
    body.gzip ??= gzipSync(body.json);
    return body.gzip;
  }
  return body.json;
}
