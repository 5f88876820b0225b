/**
 * Content others see needs a verified e-mail address (as Discourse and Mastodon
 * do): creating or editing a garage (with its photos), comments, modifications, likes and image
 * uploads. Reading, deleting one's own content, favorites (private), views and the profile and
 * account settings (so a member can fix a mistyped address) stay open to unverified members.
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { forbidden } from './errors.ts';
import { requireViewer, type Viewer } from './session.ts';

/**
 * The signed-in member when their e-mail is verified.
 *
 * The viewer's `emailVerified` comes from the session's cookie cache and may be up to its
 * lifetime old, so a `false` there is confirmed against the database before refusing: a
 * member who has just followed the link (maybe on another device) is let through at once.
 * @throws 401 UNAUTHENTICATED without a session; 403 EMAIL_NOT_VERIFIED when unverified.
 */
export async function requireVerifiedViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (viewer.emailVerified) return viewer;
  const row = await request.server.deps.db.query.users.findFirst({ where: eq(users.id, viewer.id), columns: { emailVerified: true } });
  if (!row?.emailVerified) throw forbidden('EMAIL_NOT_VERIFIED');
  return { ...viewer, emailVerified: true };
}
