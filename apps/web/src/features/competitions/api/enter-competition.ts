import type { CompetitionDetail } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/competitions/:id/entries — enter with one of my garages; answers the updated competition. */
export function enterCompetition(id: string, garageId: string): Promise<CompetitionDetail> {
  return apiFetch<CompetitionDetail>(`/competitions/${encodeURIComponent(id)}/entries`, { method: 'POST', json: { garageId } });
}
