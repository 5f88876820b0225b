/**
 * Notification endpoints (docs/api.md "Notifications"):
 *
 * - `GET /api/notifications?cursor=&limit=` — the member's notifications, last activity first.
 * - `GET /api/notifications/unread-count`
 * - `POST /api/notifications/:id/read`, `POST /api/notifications/read-all` → `{ unreadCount }`.
 * - `GET/PUT /api/me/notification-preferences` — e-mail and push on/off per type.
 * - `GET /api/notifications/unsubscribe?token=` — what a mail's link turns off (no change);
 *   `POST` the same address turns it off (the page's button, and RFC 8058 one-click from mail
 *   clients: `application/x-www-form-urlencoded` body `List-Unsubscribe=One-Click`).
 *
 * All but unsubscribe need a session (401); a member reads and changes only their own rows (404
 * for another's). Writes are rate-limited per client address. This plugin also runs the mail
 * worker (notifications.mail.ts): started when the app is ready, stopped when it closes.
 */
import type { FastifyInstance } from 'fastify';
import { type UnsubscribeInfo, notificationsApi } from '@garaj/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../lib/session.ts';
import { startMailWorker, verifyUnsubscribeToken, type MailWorker } from './notifications.mail.ts';
import { presentNotification } from './notifications.presenter.ts';
import { getPreferences, listNotifications, markAllRead, markRead, setPreferences, unreadCount } from './notifications.service.ts';

const tags = ['notifications'];
/** Marking read: a reader clicks through a list quickly. */
export const READ_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
/** Preferences and unsubscribe. */
export const PREFERENCES_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The workers of running apps (tests wait for their drains: `mailWorkers.get(app.deps)?.idle()`). */
export const mailWorkers = new WeakMap<object, MailWorker>();

export async function notificationsRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const secret = app.deps.auth.options.secret;

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` as a form; the token is in the URL.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, { form: String(body) }));

  app.addHook('onReady', async () => {
    mailWorkers.set(
      app.deps,
      startMailWorker({ db, mailer: app.deps.mailer, publicUrl: app.deps.publicUrl, secret, log: app.log }, app.deps.realtime),
    );
  });
  app.addHook('preClose', async () => {
    await mailWorkers.get(app.deps)?.stop();
  });

  route(app, notificationsApi.getNotifications, { schema: { tags } }, async (request) => {
    const viewer = await requireViewer(request);
    const page = await listNotifications(db, viewer.id, request.query);
    return { items: page.rows.map(presentNotification), nextCursor: page.nextCursor, unreadCount: page.unreadCount };
  });

  route(app, notificationsApi.getUnreadCount, { schema: { tags } }, async (request) => ({
    unreadCount: await unreadCount(db, (await requireViewer(request)).id),
  }));

  route(app, notificationsApi.markNotificationRead, { schema: { tags }, config: READ_LIMIT }, async (request) => ({
    unreadCount: await markRead(db, (await requireViewer(request)).id, request.params.id),
  }));

  route(app, notificationsApi.markAllNotificationsRead, { schema: { tags }, config: READ_LIMIT }, async (request) => ({
    unreadCount: await markAllRead(db, (await requireViewer(request)).id),
  }));

  route(app, notificationsApi.getNotificationPreferences, { schema: { tags } }, async (request) => ({
    items: await getPreferences(db, (await requireViewer(request)).id),
  }));

  route(app, notificationsApi.updateNotificationPreferences, { schema: { tags }, config: PREFERENCES_LIMIT }, async (request) => ({
    items: await setPreferences(db, (await requireViewer(request)).id, request.body.items),
  }));

  /** The member and type a token names, with the member's username and current switch. @throws 400 UNSUBSCRIBE_TOKEN_INVALID */
  async function unsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
    const claim = verifyUnsubscribeToken(secret, token);
    if (!claim) throw badRequest('UNSUBSCRIBE_TOKEN_INVALID');
    const [user] = await queryRows<{ username: string | null }>(db, sql`select display_username as username from users where id = ${claim.userId}`);
    // A token of a deleted account: nothing to turn off.
    if (!user) throw badRequest('UNSUBSCRIBE_TOKEN_INVALID');
    const preference = (await getPreferences(db, claim.userId)).find((p) => p.type === claim.type)!;
    return { type: claim.type, username: user.username ?? '', email: preference.email };
  }

  route(app, notificationsApi.getUnsubscribeInfo, { schema: { tags } }, async (request) => unsubscribeInfo(request.query.token));

  // One-click clients post a form (RFC 8058: multipart/form-data or urlencoded); the page posts no body.
  const oneClickBodies = { ...PREFERENCES_LIMIT, bodyTypes: ['application/x-www-form-urlencoded', 'multipart/form-data'] };
  route(app, notificationsApi.unsubscribe, { schema: { tags }, config: oneClickBodies }, async (request) => {
    const info = await unsubscribeInfo(request.query.token);
    const claim = verifyUnsubscribeToken(secret, request.query.token)!;
    await setPreferences(db, claim.userId, [{ type: info.type, email: false }]);
    return { ...info, email: false } satisfies UnsubscribeInfo;
  });
}
