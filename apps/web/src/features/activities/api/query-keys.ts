import type { ActivityFilter, ActivityScope } from '@garaj/shared';

/** The feed's state as the address holds it (`/activities?q=&type=&scope=`). */
export interface ActivityListParams {
  q: string;
  type: ActivityFilter;
  scope: ActivityScope;
}

/**
 * Query keys of the activities feature, all under `['activities']` so
 * `invalidateQueries({ queryKey: activityKeys.all })` refreshes every feed screen.
 */
export const activityKeys = {
  all: ['activities'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (params: ActivityListParams) => [...activityKeys.lists(), params] as const,
  summary: (params: Omit<ActivityListParams, 'type'>) => [...activityKeys.all, 'summary', params] as const,
  user: (username: string) => [...activityKeys.all, 'user', username] as const,
};
