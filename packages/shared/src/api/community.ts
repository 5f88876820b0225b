/** The community endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { uuidParam } from '../schemas/common.ts';
import { eventInput, eventListQuery, type CommunityEvent, type CommunitySummary, type EventPage, type EventParticipantList, type EventParticipation } from '../schemas/community.ts';

export const communityApi = {
  getCommunity: defineRoute({ method: 'GET', path: '/api/community', response: output<CommunitySummary>() }),
  getEvents: defineRoute({ method: 'GET', path: '/api/community/events', query: eventListQuery, response: output<EventPage>() }),
  getEvent: defineRoute({ method: 'GET', path: '/api/community/events/:id', params: uuidParam, response: output<CommunityEvent>() }),
  getEventParticipants: defineRoute({ method: 'GET', path: '/api/community/events/:id/participants', params: uuidParam, response: output<EventParticipantList>() }),
  getEventCalendar: defineRoute({ method: 'GET', path: '/api/community/events/:id/calendar', params: uuidParam, response: output<string>() }),
  createEvent: defineRoute({ method: 'POST', path: '/api/community/events', body: eventInput, response: output<CommunityEvent>() }),
  updateEvent: defineRoute({ method: 'PUT', path: '/api/community/events/:id', params: uuidParam, body: eventInput, response: output<CommunityEvent>() }),
  deleteEvent: defineRoute({ method: 'DELETE', path: '/api/community/events/:id', params: uuidParam }),
  joinEvent: defineRoute({ method: 'PUT', path: '/api/community/events/:id/participation', params: uuidParam, response: output<EventParticipation>() }),
  leaveEvent: defineRoute({ method: 'DELETE', path: '/api/community/events/:id/participation', params: uuidParam, response: output<EventParticipation>() }),
};
