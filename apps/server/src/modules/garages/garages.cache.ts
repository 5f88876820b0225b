/**
 * A short-lived cache of the viewer-independent part of the hot garage reads (the public list,
 * the featured cards, and for visitors the garage detail), so a burst of identical requests
 * costs one query. Measured reason: on the embedded database a list query costs milliseconds,
 * a cached answer about as much as GET /api/health.
 *
 * - The shared answer cache (lib/answer-cache.ts, namespace `garages`): per database object, so
 *   two apps in one process never share entries.
 * - Entries live {@link LIST_CACHE_TTL_MS} ms at most; concurrent misses share one query.
 * - Every garage write in this process (create, update, delete, like, comment, modification)
 *   calls {@link invalidateGarageLists} after its transaction commits, so this process never
 *   serves a page older than its own writes. The one exception is view counting (the most
 *   frequent write): a cached views count may be up to one TTL old.
 *   Other instances (ARCHITECTURE.md "many servers") see a change at most one TTL later;
 *   nothing here must be shared between processes.
 * - Viewer flags (likedByMe, favoritedByMe) are never part of a cached page: members get the
 *   same answers as visitors and their own flags from GET /api/me/overlay ({@link viewerFlags}:
 *   read with one indexed query and kept in memory only while the browser's flags version,
 *   {@link flagsStamp}, is unchanged).
 *
 * The whole answer is cached too (lib/answer-cache.ts `sendSharedAnswer` on {@link listCache}),
 * for visitors and members alike: serialised once and compressed once per encoding, which is
 * most of the cost of a cached page.
 *
 * Other modules that change what a card shows (owner name or avatar, an admin deleting a
 * garage) may call {@link invalidateGarageLists}; otherwise their change shows within the TTL.
 */
import type { Db } from '../../db/client.ts';
import { ANSWER_CACHE_TTL_MS, answerCache, type AnswerCache } from '../../lib/answer-cache.ts';

/** How long (ms) a cached list page or answer is served (the shared answer cache's TTL). */
export const LIST_CACHE_TTL_MS = ANSWER_CACHE_TTL_MS;

/** The garage list cache of a database (lib/answer-cache.ts, namespace `garages`). */
export function listCache(db: Db): AnswerCache {
  return answerCache(db, 'garages');
}

/** Drops every cached list page of this database (and every kept viewer flag). Call after a committed write. */
export function invalidateGarageLists(db: Db): void {
  listCache(db).clear();
  const flags = flagCaches.get(db);
  if (flags) {
    flags.generation++;
    flags.viewers.clear();
  }
}

// ---------------------------------------------------------------------------------------
// Members' own flags

/** How long a member's like/favorite flags are kept in memory at most (ms). */
export const VIEWER_FLAGS_TTL_MS = 30_000;
const MAX_VIEWERS = 5_000;
const MAX_KNOWN_IDS = 2_000;
/** Cookie naming the version of a browser's own flags; changed by each like/favorite write. */
export const FLAGS_COOKIE = 'garaj_fv';
const FLAGS_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${FLAGS_COOKIE}=([A-Za-z0-9_-]{1,64})`);

interface ViewerFlags {
  expires: number;
  /** The FLAGS_COOKIE value the flags were read under. */
  stamp: string;
  /** Garage ids whose flags are known; `liked` and `favorited` are subsets. */
  known: Set<string>;
  liked: Set<string>;
  favorited: Set<string>;
}

const flagCaches = new WeakMap<Db, { generation: number; viewers: Map<string, ViewerFlags> }>();

/**
 * The flags version a request carries (the {@link FLAGS_COOKIE} value, '' without one).
 *
 * A member's flags (likedByMe, favoritedByMe) change only through their own writes. Each such
 * write answers with a new FLAGS_COOKIE value (garages.routes.ts), and flags kept in memory
 * are used only for requests carrying the value they were read under — so the member's next
 * request sees their write at once on every instance, while this instance also drops them on
 * the spot ({@link invalidateViewerFlags}, {@link invalidateGarageLists}). A write made on
 * another device of the same member shows there within {@link VIEWER_FLAGS_TTL_MS}.
 */
export function flagsStamp(cookieHeader: string | undefined): string {
  if (!cookieHeader) return '';
  const match = FLAGS_COOKIE_PATTERN.exec(cookieHeader);
  return match?.[1] ?? '';
}

/** A `Set-Cookie` value giving the browser a new flags version (after a like/favorite write). */
export function newFlagsCookie(secure: boolean): string {
  const value = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${FLAGS_COOKIE}=${value}; Path=/api; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Drops one member's kept flags (after their like, unlike, favorite or unfavorite committed). */
export function invalidateViewerFlags(db: Db, viewerId: string): void {
  const flags = flagCaches.get(db);
  if (flags) {
    flags.generation++;
    flags.viewers.delete(viewerId);
  }
}

/**
 * The viewer's liked and favorited ids among `ids`: from memory when kept under the same
 * `stamp` ({@link flagsStamp}) and known, else from `load` (which reads the database for the
 * given ids). Without a stamp (`undefined`) nothing is kept. A load that raced with a write is
 * used for this answer but not kept.
 */
export async function viewerFlags(
  db: Db,
  viewerId: string,
  stamp: string | undefined,
  ids: string[],
  load: (ids: string[]) => Promise<{ liked: Set<string>; favorited: Set<string> }>,
): Promise<{ liked: Set<string>; favorited: Set<string> }> {
  if (stamp === undefined) return load(ids);
  let cache = flagCaches.get(db);
  if (!cache) {
    cache = { generation: 0, viewers: new Map() };
    flagCaches.set(db, cache);
  }
  const now = Date.now();
  let entry = cache.viewers.get(viewerId);
  if (entry && (entry.expires <= now || entry.stamp !== stamp || entry.known.size > MAX_KNOWN_IDS)) {
    cache.viewers.delete(viewerId);
    entry = undefined;
  }
  const missing = entry ? ids.filter((id) => !entry.known.has(id)) : ids;
  if (entry && missing.length === 0) return entry;
  const generation = cache.generation;
  const loaded = await load(missing);
  if (cache.generation !== generation || (cache.viewers.get(viewerId) ?? entry) !== entry) {
    if (!entry) return loaded;
    return { liked: new Set([...entry.liked, ...loaded.liked]), favorited: new Set([...entry.favorited, ...loaded.favorited]) };
  }
  const target: ViewerFlags = entry ?? { expires: now + VIEWER_FLAGS_TTL_MS, stamp, known: new Set(), liked: new Set(), favorited: new Set() };
  for (const id of missing) target.known.add(id);
  for (const id of loaded.liked) target.liked.add(id);
  for (const id of loaded.favorited) target.favorited.add(id);
  cache.viewers.delete(viewerId);
  cache.viewers.set(viewerId, target);
  if (cache.viewers.size > MAX_VIEWERS) cache.viewers.delete(cache.viewers.keys().next().value!);
  return target;
}
