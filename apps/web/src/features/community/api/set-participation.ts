import { communityApi, type EventParticipation } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * PUT /api/community/events/:id/participation (join; the server mails the details with an .ics)
 * or DELETE (leave). Answers the stored state and count.
 */
export function setParticipation(eventId: string, joined: boolean): Promise<EventParticipation> {
  return apiFetch(joined ? communityApi.joinEvent : communityApi.leaveEvent, { params: { id: eventId } });
}
