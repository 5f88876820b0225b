/**
 * Compare endpoints (docs/api.md "Compare"): public reads, no session needed.
 * - GET /api/compare/suggestions?q= — a slot's search box (at most 10 garages).
 * - GET /api/compare?cars=<id>,<id>,… — up to four slots of a comparison, in the address's
 *   order; a bad, unknown or repeated id gives that slot an error (200), so a shared link with
 *   one stale car still works; more than four is 400 COMPARE_TOO_MANY_GARAGES. The two-slot
 *   `car1` / `car2` parameters are read as `cars` when it is absent.
 */
import type { FastifyInstance } from 'fastify';
import { type CompareResult, type CompareSuggestions, compareApi } from '@garaj/shared';
import { presentSlots, presentSuggestion } from './compare.presenter.ts';
import { compareGarages, compareSuggestions, isGarageId } from './compare.service.ts';
import { route } from '../../lib/route.ts';

const tags = ['compare'];
/** Suggestions follow typing (debounced in the browser): generous, but bounded per address. */
const SUGGESTION_LIMIT = { rateLimit: { max: 240, timeWindow: '1 minute' } };

/** Registers the compare routes. */
export async function compareRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  route(app, compareApi.getCompareSuggestions, { schema: { tags }, config: SUGGESTION_LIMIT }, async (request): Promise<CompareSuggestions> => {
    const rows = await compareSuggestions(db, request.query.q);
    return { items: rows.map(presentSuggestion) };
  });

  route(app, compareApi.getCompare, { schema: { tags } }, async (request): Promise<CompareResult> => {
    const { cars, car1, car2 } = request.query;
    // An empty parameter (`car1=`) names no car.
    const ids = cars ?? [car1, car2].filter((id): id is string => Boolean(id));
    const found = await compareGarages(db, ids.filter(isGarageId));
    return { slots: presentSlots(ids, found, isGarageId) };
  });
}
