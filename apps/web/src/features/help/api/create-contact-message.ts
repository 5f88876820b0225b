import { useMutation } from '@tanstack/react-query';
import { type ContactMessageInput, helpApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/help/contact-messages — anyone; 400 with field codes, 429 RATE_LIMITED. */
export function createContactMessage(input: ContactMessageInput): Promise<{ id: string }> {
  return apiFetch(helpApi.createContactMessage, { json: input });
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
