import { type ContactMessage, type ContactMessageStatus, helpApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PATCH /api/admin/help/contact-messages/:id `{ status }` (new, read, answered); admins only. */
export function setContactMessageStatus({ id, status }: { id: string; status: ContactMessageStatus }): Promise<ContactMessage> {
  return apiFetch(helpApi.setContactMessageStatus, { params: { id }, json: { status } });
}
