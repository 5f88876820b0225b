import type { CompetitionDetail, CompetitionInput } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/admin/competitions/:id (admins) — answers the stored competition. */
export function updateCompetition(id: string, input: CompetitionInput): Promise<CompetitionDetail> {
  return apiFetch<CompetitionDetail>(`/admin/competitions/${encodeURIComponent(id)}`, { method: 'PUT', json: input });
}
