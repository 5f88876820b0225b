/** The stats endpoints (method, path, inputs, answer; see define.ts). */
import { z } from 'zod';
import { defineRoute } from './define.ts';

export const statsApi = {
  getStats: defineRoute({ method: 'GET', path: '/api/stats', response: z.object({ members: z.number(), garages: z.number(), photos: z.number(), online: z.number() }) }),
};
