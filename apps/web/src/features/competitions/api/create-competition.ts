import { type CompetitionDetail, type CompetitionInput, competitionsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/admin/competitions (admins) — answers the stored competition. */
export function createCompetition(input: CompetitionInput): Promise<CompetitionDetail> {
  return apiFetch(competitionsApi.createCompetition, { json: input });
}
