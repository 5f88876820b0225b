import { type AdminGarage, adminApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT (feature) or DELETE (unfeature) /api/admin/garages/:id/featured — featured garages lead the home page; admins only. */
export function setGarageFeatured({ id, featured }: { id: string; featured: boolean }): Promise<AdminGarage> {
  return apiFetch(featured ? adminApi.featureGarage : adminApi.unfeatureGarage, { params: { id } });
}

/** DELETE /api/admin/garages/:id `{ reason }` — 204; the garage and its files are removed; admins only; 404. */
export function deleteGarage({ id, reason }: { id: string; reason: string }): Promise<void> {
  return apiFetch(adminApi.deleteGarage, { params: { id }, json: { reason } });
}
