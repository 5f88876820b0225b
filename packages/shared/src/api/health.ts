/** The health endpoints (method, path, inputs, answer; see define.ts). */
import { z } from 'zod';
import { defineRoute } from './define.ts';

export const healthApi = {
  getHealth: defineRoute({ method: 'GET', path: '/api/health', response: z.object({ status: z.literal('ok') }) }),
  getReadiness: defineRoute({ method: 'GET', path: '/api/health/ready', response: z.object({ status: z.literal('ok'), database: z.string() }) }),
};
