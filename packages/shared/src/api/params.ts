/** Path parameters several areas share. */
import { z } from 'zod';

/** A member's username in the path. */
export const usernameParams = z.object({ username: z.string().trim().min(1).max(100) });

/** A member's id in the path (better-auth ids are not uuids). */
export const userIdParam = z.object({ id: z.string().trim().min(1).max(100) });
