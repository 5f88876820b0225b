/** The activities endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { activityListQuery, activitySummaryQuery, type ActivityPage, type ActivitySummary, type HomeActivity } from '../schemas/activities.ts';

export const activitiesApi = {
  getActivities: defineRoute({ method: 'GET', path: '/api/activities', query: activityListQuery, response: output<ActivityPage>() }),
  getActivitySummary: defineRoute({ method: 'GET', path: '/api/activities/summary', query: activitySummaryQuery, response: output<ActivitySummary>() }),
  getHomeActivity: defineRoute({ method: 'GET', path: '/api/activities/home', response: output<HomeActivity>() }),
};
