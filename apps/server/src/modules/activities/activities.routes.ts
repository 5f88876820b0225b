/**
 * The activities API (Activities; docs/api.md "Activities"):
 * - GET /api/activities?q=&type=&scope=&user=&cursor=&limit= — the feed, newest first, keyset
 *   pages → `ActivityPage`;
 * - GET /api/activities/summary?q=&scope=&user= — counts per type → `ActivitySummary`;
 * - GET /api/activities/home — the home section's newest events and figures → `HomeActivity`.
 *
 * Public reads; `scope=following` needs a session (401 UNAUTHENTICATED otherwise); an unknown
 * `user` answers 404 USER_NOT_FOUND. Read-only: the rows are written by the domain events of
 * the other modules' writes (activities.handler.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityListQuery, activitySummaryQuery } from '@garaj/shared';
import { getViewer } from '../../lib/session.ts';
import { presentActivityPage, presentActivitySummary, presentHomeActivity } from './activities.presenter.ts';
import { activitySummary, homeActivity, listActivities } from './activities.service.ts';

const tags = ['activities'];

/** Registers the activity feed routes. */
export async function activitiesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get('/api/activities', { schema: { tags, summary: 'The activity feed', querystring: activityListQuery } }, async (request) => {
    const viewer = await getViewer(request);
    return presentActivityPage(await listActivities(db, request.query, viewer?.id ?? null));
  });

  r.get('/api/activities/summary', { schema: { tags, summary: 'Activity counts per type', querystring: activitySummaryQuery } }, async (request) => {
    const viewer = await getViewer(request);
    return presentActivitySummary(await activitySummary(db, request.query, viewer?.id ?? null));
  });

  r.get('/api/activities/home', { schema: { tags, summary: 'Home page activity section' } }, async () => presentHomeActivity(await homeActivity(db)));
}
