import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/help/contact-messages — anyone; 400 with field codes, 429 RATE_LIMITED. */
export function createContactMessage(input: ContactMessageInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/help/contact-messages', { method: 'POST', json: input });
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
