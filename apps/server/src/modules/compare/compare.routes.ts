/**
 * Compare endpoints (docs/api.md "Compare"): public reads, no session needed.
 * - GET /api/compare/suggestions?q= — a slot's search box (at most 10 garages).
 * - GET /api/compare?car1=&car2= — the two slots of a comparison; a bad or unknown id gives
 *   that slot `GARAGE_NOT_FOUND` (200), so a shared link with one stale car still works.
 */
import type { FastifyInstance } from 'fastify';
import { type CompareResult, type CompareSuggestions, compareApi } from '@garaj/shared';
import { presentSlot, presentSuggestion } from './compare.presenter.ts';
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
    // An empty parameter (`car1=`) names no car.
    const car1 = request.query.car1 || undefined;
    const car2 = request.query.car2 || undefined;
    const found = await compareGarages(db, [car1, car2].filter((id): id is string => id !== undefined && isGarageId(id)));
    const lookup = (id: string | undefined) => (id !== undefined && isGarageId(id) ? found.get(id.toLowerCase()) : undefined);
    return { car1: presentSlot(car1, lookup(car1)), car2: presentSlot(car2, lookup(car2)) };
  });
}
