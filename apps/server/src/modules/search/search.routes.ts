/**
 * Site search endpoints (docs/api.md "Search"):
 * - GET /api/search?q=&type=&page=&pageSize=&record= — `SearchPage`; an empty or whitespace
 *   `q` is 400 SEARCH_QUERY_EMPTY; `record=true` counts the query for the popular searches;
 * - GET /api/search/popular — `{ queries }`, the eight popular-search buttons;
 * - GET /api/search/suggest?q= — `{ items }`, at most eight typeahead suggestions (search.suggest.ts);
 * - GET /api/search/similar-topics?title= — `{ items }`, at most five topics like a question being
 *   written (search.similar.ts).
 * Public (visitors may search); rate-limited per member account or visitor address.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchApi } from '@garaj/shared';
import { VISITOR_CACHE_CONTROL } from '../../lib/answer-cache.ts';
import { LIST_READ_LIMIT } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { getViewer } from '../../lib/session.ts';
import { popularSearches, recordSearch } from './search.log.ts';
import { popularSearchesSchema, presentSearchPage, searchPageSchema, searchSuggestionsSchema, similarTopicsSchema } from './search.presenter.ts';
import { similarTopics } from './search.similar.ts';
import { search } from './search.service.ts';
import { suggest } from './search.suggest.ts';

const tags = ['search'];
/**
 * Per member account or visitor address (lib/rate-limit.ts LIST_READ_LIMIT): a person pages and
 * switches tabs, a carrier NAT full of visitors is not refused, a script is held back.
 */
export const SEARCH_LIMIT = LIST_READ_LIMIT;

/** Registers the /api/search routes. */
export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  route(
    app,
    searchApi.getPopularSearches,
    { schema: { tags, summary: 'The eight popular searches (last 30 days, then the defaults)', response: { 200: popularSearchesSchema } }, config: SEARCH_LIMIT },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { queries: await popularSearches(db) };
    },
  );

  route(
    app,
    searchApi.getSuggestions,
    {
      schema: { tags, summary: 'Typeahead: at most eight garages, members, posts and topics whose words start with the typed words', response: { 200: searchSuggestionsSchema } },
      config: SEARCH_LIMIT,
    },
    async (request, reply) => {
      // The same for every viewer: a browser or shared cache may keep it a few seconds.
      reply.header('cache-control', VISITOR_CACHE_CONTROL).header('vary', 'accept-encoding');
      return { items: await suggest(db, request.query.q) };
    },
  );

  route(
    app,
    searchApi.getSimilarTopics,
    {
      schema: { tags, summary: 'At most five published topics sharing the words of a question title being written', response: { 200: similarTopicsSchema } },
      config: SEARCH_LIMIT,
    },
    async (request, reply) => {
      reply.header('cache-control', VISITOR_CACHE_CONTROL).header('vary', 'accept-encoding');
      return { items: await similarTopics(db, request.query.title) };
    },
  );

  route(
    app,
    searchApi.getSearch,
    { schema: { tags, summary: 'Site search over garages, blog posts, members and forum topics', response: { 200: searchPageSchema } }, config: SEARCH_LIMIT },
    async (request, reply) => {
      const { q, type, page, pageSize, record } = request.query;
      // Outcomes are the same for everyone and cached (search.cache.ts); a visitor's answer may
      // also be kept by the browser or a shared cache for a few seconds (not a recorded search).
      const viewer = await getViewer(request);
      const outcome = await search(db, { q, type, page, pageSize });
      const result = presentSearchPage(outcome, { type, page, pageSize });
      if (record && foundAnything(result.counts)) await recordSearch(db, q, viewer?.id ?? null);
      if (!viewer && !record) reply.header('cache-control', VISITOR_CACHE_CONTROL).header('vary', 'accept-encoding, cookie');
      return result;
    },
  );
}

/** True when a search found anything of any type (only such searches are recorded). */
const foundAnything = (counts: Record<string, number>) => Object.values(counts).some((n) => n > 0);
