import { type AdRequest, type AdRequestStatus, advertisingApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PATCH /api/admin/ad-requests/:id `{ status }` (new → contacted → closed); admins only. */
export function setAdRequestStatus({ id, status }: { id: string; status: AdRequestStatus }): Promise<AdRequest> {
  return apiFetch(advertisingApi.setAdRequestStatus, { params: { id }, json: { status } });
}
