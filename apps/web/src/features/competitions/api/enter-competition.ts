import { type CompetitionDetail, competitionsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/competitions/:id/entries — enter with one of my garages; answers the updated competition. */
export function enterCompetition(id: string, garageId: string): Promise<CompetitionDetail> {
  return apiFetch(competitionsApi.enterCompetition, { params: { id }, json: { garageId } });
}
