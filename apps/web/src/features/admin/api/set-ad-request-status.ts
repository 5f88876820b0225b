import type { AdRequest, AdRequestStatus } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PATCH /api/admin/ad-requests/:id `{ status }` (new → contacted → closed); admins only. */
export function setAdRequestStatus({ id, status }: { id: string; status: AdRequestStatus }): Promise<AdRequest> {
  return apiFetch<AdRequest>(`/admin/ad-requests/${id}`, { method: 'PATCH', json: { status } });
}
