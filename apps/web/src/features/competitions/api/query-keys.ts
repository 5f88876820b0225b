import type { CompetitionCategory } from '@garaj/shared';
import { currentLanguage } from '@/lib/i18n';

/** The list's state as the address holds it (`/competitions?category=&page=`). */
export interface CompetitionListParams {
  category: CompetitionCategory | null;
  /** From 1. */
  page: number;
}

/**
 * Query keys of the competitions feature, all under `['competitions']`, so
 * `invalidateQueries({ queryKey: competitionKeys.all })` refreshes every competitions screen.
 * Lists and details end with the language their texts are in (the API answers in it).
 */
export const competitionKeys = {
  all: ['competitions'] as const,
  lists: () => [...competitionKeys.all, 'list'] as const,
  list: (params: CompetitionListParams) => [...competitionKeys.lists(), params, currentLanguage()] as const,
  stats: () => [...competitionKeys.all, 'stats'] as const,
  detail: (id: string) => [...competitionKeys.all, 'detail', id, currentLanguage()] as const,
  entries: (id: string) => [...competitionKeys.all, 'entries', id] as const,
};
