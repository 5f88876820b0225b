import { type ConvoyPosition, type ConvoyPositionInput, convoysApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * PUT /api/community/events/:id/convoy/position — starts sharing or moves the member's position
 * (rounded by the server when approximate). 429 LOCATION_UPDATE_TOO_SOON within 15 s of the last
 * move; 409 CONVOY_NOT_STARTED / CONVOY_ENDED outside the window.
 */
export function shareConvoyPosition(eventId: string, input: ConvoyPositionInput): Promise<ConvoyPosition> {
  return apiFetch(convoysApi.shareConvoyPosition, { params: { id: eventId }, json: input });
}

/** DELETE /api/community/events/:id/convoy/position — stops sharing (204, idempotent). */
export function stopConvoyPosition(eventId: string): Promise<void> {
  return apiFetch(convoysApi.stopConvoyPosition, { params: { id: eventId } });
}
