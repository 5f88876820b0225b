import { useMutation, useQueryClient } from '@tanstack/react-query';
import { garagesApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { patchGarageInCaches } from './garage-cache';

export interface ViewResult {
  viewsCount: number;
  counted: boolean;
}

/** POST /api/garages/:id/views — the server counts at most one view per visitor per day. */
export function recordGarageView(garageId: string): Promise<ViewResult> {
  return apiFetch(garagesApi.recordGarageView, { params: { id: garageId } });
}

/** Records a view and shows the stored count; a failure is only logged. */
export function useRecordGarageView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordGarageView,
    onSuccess: ({ viewsCount }, garageId) => {
      patchGarageInCaches(queryClient, garageId, (g) => ({ ...g, viewsCount }));
    },
    onError: (error) => {
      if (import.meta.env.DEV) console.warn('View count update failed', error);
    },
  });
}
