import { type AdminHelpFaq, type HelpFaqInput, helpApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/admin/help/faqs (no `id`) or PUT /api/admin/help/faqs/:id (whole entry); admins only; 400 field codes, 404. */
export function saveFaq({ id, input }: { id?: string; input: HelpFaqInput }): Promise<AdminHelpFaq> {
  return id
    ? apiFetch(helpApi.updateFaq, { params: { id }, json: input })
    : apiFetch(helpApi.createFaq, { json: input });
}
