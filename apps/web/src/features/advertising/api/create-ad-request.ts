import { useMutation } from '@tanstack/react-query';
import { type AdRequestInput, advertisingApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/ad-requests — the 'Reklam Verin' form (anyone); 400 with field codes, 429 RATE_LIMITED. */
export function createAdRequest(input: AdRequestInput): Promise<{ id: string; package: string; status: string }> {
  return apiFetch(advertisingApi.createAdRequest, { json: input });
}

export function useCreateAdRequest() {
  return useMutation({ mutationFn: createAdRequest });
}
