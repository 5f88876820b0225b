import type { ContactMessage, ContactMessageStatus } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PATCH /api/admin/help/contact-messages/:id `{ status }` (new, read, answered); admins only. */
export function setContactMessageStatus({ id, status }: { id: string; status: ContactMessageStatus }): Promise<ContactMessage> {
  return apiFetch<ContactMessage>(`/admin/help/contact-messages/${id}`, { method: 'PATCH', json: { status } });
}
