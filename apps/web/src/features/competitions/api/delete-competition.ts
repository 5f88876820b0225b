import { competitionsApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** DELETE /api/admin/competitions/:id (admins) — with its entries and votes. */
export function deleteCompetition(id: string): Promise<void> {
  return apiFetch(competitionsApi.deleteCompetition, { params: { id } });
}
