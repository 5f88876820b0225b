import type { CompetitionDetail, CompetitionInput } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/admin/competitions (admins) — answers the stored competition. */
export function createCompetition(input: CompetitionInput): Promise<CompetitionDetail> {
  return apiFetch<CompetitionDetail>('/admin/competitions', { method: 'POST', json: input });
}
