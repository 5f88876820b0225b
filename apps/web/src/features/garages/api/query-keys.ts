import type { GarageFilter, GarageSort } from '@garaj/shared';
import { usernameKey } from '@garaj/shared';
import { featuredGaragesKey } from '@/hooks/use-featured-garages';
import { myGaragesKey } from '@/hooks/use-my-garages';

export interface GarageListParams {
  q: string;
  sort: GarageSort;
  filter: GarageFilter;
}

/**
 * Query keys of the garages feature. Everything lives under `['garages']`, so
 * `invalidateQueries({ queryKey: garageKeys.all })` refreshes every garage screen.
 */
export const garageKeys = {
  all: ['garages'] as const,
  lists: () => [...garageKeys.all, 'list'] as const,
  list: (params: GarageListParams) => [...garageKeys.lists(), params] as const,
  featured: () => featuredGaragesKey,
  mine: () => myGaragesKey,
  favorites: () => [...garageKeys.all, 'favorites'] as const,
  details: () => [...garageKeys.all, 'detail'] as const,
  detail: (id: string) => [...garageKeys.details(), id] as const,
  byUsername: (username: string) => [...garageKeys.all, 'by-username', usernameKey(username)] as const,
  comments: (garageId: string) => [...garageKeys.all, 'comments', garageId] as const,
  runningCosts: (garageId: string) => [...garageKeys.all, 'running-costs', garageId] as const,
};
