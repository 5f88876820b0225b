/**
 * Site search endpoints (docs/api.md "Search"; spec community §2 Search, §5):
 * - GET /api/search?q=&type=&page=&pageSize=&record= — `SearchPage`; an empty or whitespace
 *   `q` is 400 SEARCH_QUERY_EMPTY; `record=true` counts the query for the popular searches;
 * - GET /api/search/popular — `{ queries }`, the eight popular-search buttons.
 * Public (visitors may search, spec §6); rate-limited per client address.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuery } from '@garaj/shared';
import { getViewer } from '../../lib/session.ts';
import { popularSearches, recordSearch } from './search.log.ts';
import { popularSearchesSchema, presentSearchPage, searchPageSchema } from './search.presenter.ts';
import { search } from './search.service.ts';

const tags = ['search'];
/** Per client address: a person pages and switches tabs, a script is held back. */
export const SEARCH_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** Registers the /api/search routes. */
export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/search/popular',
    { schema: { tags, summary: 'The eight popular searches (last 30 days, then the defaults)', response: { 200: popularSearchesSchema } }, config: SEARCH_LIMIT },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { queries: await popularSearches(db) };
    },
  );

  app.get(
    '/api/search',
    { schema: { tags, summary: 'Site search over garages, blog posts, members and forum topics', querystring: searchQuery, response: { 200: searchPageSchema } }, config: SEARCH_LIMIT },
    async (request) => {
      const { q, type, page, pageSize, record } = request.query;
      const outcome = await search(db, { q, type, page, pageSize });
      const result = presentSearchPage(outcome, { type, page, pageSize });
      if (record && foundAnything(result.counts)) {
        const viewer = await getViewer(request);
        await recordSearch(db, q, viewer?.id ?? null);
      }
      return result;
    },
  );
}

/** True when a search found anything of any type (only such searches are recorded). */
const foundAnything = (counts: Record<string, number>) => Object.values(counts).some((n) => n > 0);
