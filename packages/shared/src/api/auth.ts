/** The auth endpoints (method, path, inputs, answer; see define.ts). */
import { z } from 'zod';
import { defineRoute } from './define.ts';

export const authApi = {
  getAuthConfig: defineRoute({ method: 'GET', path: '/api/auth-config', response: z.object({ providers: z.object({ google: z.boolean(), facebook: z.boolean() }) }) }),
};
