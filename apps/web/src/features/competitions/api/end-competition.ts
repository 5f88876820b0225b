import { type CompetitionDetail, competitionsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/admin/competitions/:id/end (admins) — ends an active competition now and stores its winners. */
export function endCompetition(id: string): Promise<CompetitionDetail> {
  return apiFetch(competitionsApi.endCompetition, { params: { id } });
}
