/**
 * Short-lived in-process caches of read answers that are the same for every visitor, so a burst
 * of identical requests (a shared link, a carrier-grade NAT full of visitors, a script) costs one
 * query and one serialisation. One mechanism for every such read: the garage lists
 * (modules/garages/garages.cache.ts, namespace `garages`) and the shared answers of the users
 * directory, the activity feed, the blog list and the forum list ({@link sendSharedAnswer}).
 *
 * - Per database object and namespace (a WeakMap), so two apps in one process never share
 *   entries and one module's invalidation leaves the others' entries alone.
 * - Entries live {@link ANSWER_CACHE_TTL_MS} at most; concurrent misses share one load; a failed
 *   load is not kept; the oldest entry goes beyond {@link MAX_ENTRIES}.
 * - Keys are the normalised query ({@link queryKey} folds free text as the services do), never
 *   the viewer: a member's personalised answer is never put here.
 * - Other instances hold their own entries: a change shows there at most one TTL later. Nothing
 *   here must be shared between processes.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { searchTerms } from '@garaj/shared';
import type { Db } from '../db/client.ts';
import { hasSessionCookie } from './session.ts';

/** How long (ms) a cached answer is served. */
export const ANSWER_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 500;
/**
 * `Cache-Control` of a visitor's cached answer: browsers and shared caches may keep it a few
 * seconds; `Vary: Cookie` keeps it from a signed-in member, whose cookies differ.
 */
export const VISITOR_CACHE_CONTROL = 'public, max-age=5';

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/** Keyed promises that expire after {@link ANSWER_CACHE_TTL_MS}. */
export class AnswerCache {
  private entries = new Map<string, Entry>();

  /** The live entry of `key`, else the result of `load()` (kept unless it fails). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const entry: Entry = { expires: now + ANSWER_CACHE_TTL_MS, value: load() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    // A failed load is not kept: the next request tries again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  /** Drops every entry; a load still running is not kept either (its entry is gone). */
  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, Map<string, AnswerCache>>();

/** The cache of one namespace (`garages`, `shared`) of a database, created on first use. */
export function answerCache(db: Db, namespace: string): AnswerCache {
  let byName = caches.get(db);
  if (!byName) {
    byName = new Map();
    caches.set(db, byName);
  }
  let cache = byName.get(namespace);
  if (!cache) {
    cache = new AnswerCache();
    byName.set(namespace, cache);
  }
  return cache;
}

/** A JSON body serialised once, compressed on first demand per encoding. */
export interface CachedBody {
  json: string;
  gzip?: Buffer;
  br?: Buffer;
  /** Weak validator of `json` (computed on first demand, {@link etagOf}). */
  etag?: string;
}

/** A weak ETag of the body (`W/"<22 base64url chars of its SHA-1>"`): the same for every encoding of it. */
export function etagOf(body: CachedBody): string {
  body.etag ??= `W/"${createHash('sha1').update(body.json).digest('base64url').slice(0, 22)}"`;
  return body.etag;
}

/**
 * `Cache-Control` of a shared answer sent to a request carrying a session: the browser keeps it
 * but asks again every time (`If-None-Match`, answered 304 while unchanged), so a member's
 * own write is never hidden behind a cached copy.
 */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';

/** A whole answer cached in `cache` under `body:<key>`: serialised once per TTL, compressed at most once per encoding. */
export function cachedBody(cache: AnswerCache, key: string, build: () => Promise<unknown>): Promise<CachedBody> {
  return cache.get(`body:${key}`, async () => ({ json: JSON.stringify(await build()) }));
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

/** Sends a JSON body compressed as the client accepts; bodies under `minBytes` go uncompressed. */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, body: CachedBody, minBytes = 0): FastifyReply {
  const encoding = body.json.length < minBytes ? 'identity' : pickEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(encodedBody(body, encoding));
}

/** Namespace of the shared answers of the users directory, the activity feed, the blog list and the forum list. */
const SHARED = 'shared';

/** The cache of the answers that are the same for every reader (users directory, activity feed, blog list, forum list). */
export const sharedAnswers = (db: Db): AnswerCache => answerCache(db, SHARED);

/**
 * An answer to a read that is the same for everyone who asks (never one that depends on the
 * viewer), from `cache` under `key` (the route and its normalised query, {@link queryKey}), with
 * `Vary: Cookie` and {@link VISITOR_CACHE_CONTROL} — or {@link SIGNED_IN_CACHE_CONTROL} when the
 * request carries a session cookie, so a member's browser asks again and sees their own write.
 * Visitors and members share the cached body: a member's list costs what a visitor's does.
 */
export async function sendSharedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  key: string,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await cachedBody(cache, key, build);
  const etag = etagOf(body);
  reply.header('cache-control', hasSessionCookie(request) ? SIGNED_IN_CACHE_CONTROL : VISITOR_CACHE_CONTROL).header('etag', etag);
  if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.header('vary', 'accept-encoding, cookie').code(304).send();
  sendJsonBody(request, reply, body);
  return reply.header('vary', 'accept-encoding, cookie');
}

/** True when an `If-None-Match` header names `etag` (weak comparison) or is `*`. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.slice(2);
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === bare;
  });
}

/** Writes that only count (a view) and leave the cached lists as they are, up to one TTL old. */
const COUNTING_WRITE = /\/(?:views|impressions|clicks)$/;

/**
 * `onSend` hook (app.ts): a successful write made through this process (a new post, a hidden
 * topic, a ban, a follow…) drops the cached shared answers, so this process never serves a
 * reader a list older than its own writes; counting writes excepted (view counts on the cards
 * may be one TTL old). The garage lists keep their own, finer invalidation (garages.cache.ts).
 */
export function registerSharedAnswerInvalidation(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    if (COUNTING_WRITE.test(request.routeOptions.url ?? '')) return payload;
    sharedAnswers(app.deps.db).clear();
    return payload;
  });
}

/**
 * A cache key for a parsed (zod, defaults applied) list query: its fields in schema order, the
 * free-text fields (`q`, `search`) reduced to the folded terms the services search for
 * (`searchTerms`), so `IŞIK ` and `isik` share one entry.
 */
export function queryKey(query: Record<string, unknown>): string {
  const normalised: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    normalised[name] = (name === 'q' || name === 'search') && typeof value === 'string' ? searchTerms(value).join(' ') : value;
  }
  return JSON.stringify(normalised);
}
