import { type CompetitionDetail, type CompetitionInput, competitionsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/admin/competitions/:id (admins) — answers the stored competition. */
export function updateCompetition(id: string, input: CompetitionInput): Promise<CompetitionDetail> {
  return apiFetch(competitionsApi.updateCompetition, { params: { id }, json: input });
}
