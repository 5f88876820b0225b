import type { CompetitionCategory } from '@garaj/shared';

/** The list's state as the address holds it (`/competitions?category=&page=`). */
export interface CompetitionListParams {
  category: CompetitionCategory | null;
  /** From 1. */
  page: number;
}

/**
 * Query keys of the competitions feature, all under `['competitions']`, so
 * `invalidateQueries({ queryKey: competitionKeys.all })` refreshes every competitions screen.
 */
export const competitionKeys = {
  all: ['competitions'] as const,
  lists: () => [...competitionKeys.all, 'list'] as const,
  list: (params: CompetitionListParams) => [...competitionKeys.lists(), params] as const,
  stats: () => [...competitionKeys.all, 'stats'] as const,
  detail: (id: string) => [...competitionKeys.all, 'detail', id] as const,
  entries: (id: string) => [...competitionKeys.all, 'entries', id] as const,
  myGarages: () => [...competitionKeys.all, 'my-garages'] as const,
};
