/** The convoy map endpoints of community events (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { uuidParam } from '../schemas/common.ts';
import { convoyPositionInput, type ConvoyPosition, type ConvoyView } from '../schemas/convoys.ts';

export const convoysApi = {
  getConvoy: defineRoute({ method: 'GET', path: '/api/community/events/:id/convoy', params: uuidParam, response: output<ConvoyView>() }),
  shareConvoyPosition: defineRoute({ method: 'PUT', path: '/api/community/events/:id/convoy/position', params: uuidParam, body: convoyPositionInput, response: output<ConvoyPosition>() }),
  stopConvoyPosition: defineRoute({ method: 'DELETE', path: '/api/community/events/:id/convoy/position', params: uuidParam }),
};
