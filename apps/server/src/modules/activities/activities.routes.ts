/**
 * The activities API (Activities; docs/api.md "Activities"):
 * - GET /api/activities?q=&type=&scope=&user=&cursor=&limit= — the feed, newest first, keyset
 *   pages → `ActivityPage`;
 * - GET /api/activities/summary?q=&scope=&user= — counts per type → `ActivitySummary`;
 * - GET /api/activities/home — the home section's newest events and figures → `HomeActivity`.
 *
 * Public reads; `scope=following` needs a session (401 UNAUTHENTICATED otherwise); an unknown
 * `user` answers 404 USER_NOT_FOUND. Read-only: the rows are written by the domain events of
 * the other modules' writes (activities.handler.ts). A visitor's answer is the same for every
 * visitor: visitors share it for a second (lib/answer-cache.ts; a write through this process
 * drops it at once).
 */
import type { FastifyInstance } from 'fastify';
import { activitiesApi } from '@garaj/shared';
import { queryKey, sendSharedAnswer, sharedAnswers } from '../../lib/answer-cache.ts';
import { route } from '../../lib/route.ts';
import { getViewer } from '../../lib/session.ts';
import { presentActivityPage, presentActivitySummary, presentHomeActivity } from './activities.presenter.ts';
import { activitySummary, homeActivity, listActivities } from './activities.service.ts';

const tags = ['activities'];

/** Registers the activity feed routes. */
export async function activitiesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  route(app, activitiesApi.getActivities, { schema: { tags, summary: 'The activity feed' } }, async (request, reply) => {
    const viewer = await getViewer(request);
    const page = async () => presentActivityPage(await listActivities(db, request.query, viewer?.id ?? null));
    if (!viewer && request.query.scope === 'all') return sendSharedAnswer(request, reply, sharedAnswers(db), `activities:${queryKey(request.query)}`, page);
    return page();
  });

  route(app, activitiesApi.getActivitySummary, { schema: { tags, summary: 'Activity counts per type' } }, async (request, reply) => {
    const viewer = await getViewer(request);
    const summary = async () => presentActivitySummary(await activitySummary(db, request.query, viewer?.id ?? null));
    if (!viewer && request.query.scope === 'all') return sendSharedAnswer(request, reply, sharedAnswers(db), `activity-summary:${queryKey(request.query)}`, summary);
    return summary();
  });

  route(app, activitiesApi.getHomeActivity, { schema: { tags, summary: 'Home page activity section' } }, async (request, reply) => {
    const home = async () => presentHomeActivity(await homeActivity(db));
    if (!(await getViewer(request))) return sendSharedAnswer(request, reply, sharedAnswers(db), 'activity-home', home);
    return home();
  });
}
