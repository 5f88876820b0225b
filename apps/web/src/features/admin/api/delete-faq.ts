import { helpApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** DELETE /api/admin/help/faqs/:id — 204; admins only; 404 NOT_FOUND. */
export function deleteFaq(id: string): Promise<void> {
  return apiFetch(helpApi.deleteFaq, { params: { id } });
}
