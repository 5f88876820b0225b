/**
 * Web Push endpoints (docs/api.md "Push notifications", decision 021):
 *
 * - `GET /api/push/public-key` → `{ publicKey }` — anyone (a browser needs it to subscribe).
 * - `GET /api/push/subscriptions` → `{ items }` — the member's devices.
 * - `POST /api/push/subscriptions` — body: the browser's `PushSubscription.toJSON()`; stores it
 *   for the member and this session (201, the devices).
 * - `DELETE /api/push/subscriptions` — body `{ endpoint }`: forgets one of the member's own
 *   devices (204; 404 for an unknown or another member's endpoint).
 *
 * All but the key need a session (401). Writes are limited per account (lib/rate-limit.ts) and,
 * as every write, must come from the site itself (lib/same-origin.ts). This plugin also declares
 * the `push-send` job and, while the app runs, turns each commit's `notifications.changed` into
 * jobs for the members' pending pushes (push.send.ts).
 */
import type { FastifyInstance } from 'fastify';
import { pushApi } from '@garaj/shared';
import { answerLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../lib/session.ts';
import { currentSessionToken } from '../account-data/index.ts';
import { loadVapidKeys, vapidKeysOnce } from './push.keys.ts';
import { PUSH_JOB, dispatchPendingPush, sendNotificationPush, type PushSendDeps } from './push.send.ts';
import { listPushDevices, subscribePush, unsubscribePush } from './push.service.ts';

const tags = ['push'];
/** Subscribing and unsubscribing: a member toggles a device now and then, a browser renews its subscription rarely. */
export const PUSH_WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** What each running app sends with (tests run the job's work with it: `pushSenders.get(app.deps)`). */
export const pushSenders = new WeakMap<object, PushSendDeps>();

export async function pushRoutes(app: FastifyInstance) {
  const { db, env, jobs, realtime } = app.deps;
  const keys = vapidKeysOnce(() => loadVapidKeys(db, env, app.log));
  const sender: PushSendDeps = { db, env, keys, log: app.log };
  pushSenders.set(app.deps, sender);

  jobs.define<{ notificationId: string }>({
    name: PUSH_JOB,
    // A failed send is the device's failure (counted on it), not the job's: no retries.
    retryLimit: 0,
    handler: async ({ notificationId }) => void (await sendNotificationPush(sender, notificationId)),
    catchUp: async () => void (await dispatchPendingPush(db, jobs)),
  });

  let stopListening: (() => void) | null = null;
  app.addHook('onReady', async () => {
    // A missing or half-set key pair stops the start here, not at the first push.
    await keys();
    const dispatch = (userIds?: string[]) =>
      void dispatchPendingPush(db, jobs, userIds).catch((error: unknown) => app.log.error({ err: error }, 'push dispatch failed'));
    stopListening = realtime.subscribe(
      (message) => {
        if (message.channel === 'notifications' && message.audience?.length) dispatch(message.audience);
      },
      { onGap: () => dispatch() },
    );
  });
  app.addHook('preClose', async () => {
    stopListening?.();
  });

  route(app, pushApi.getPushPublicKey, { schema: { tags } }, async () => ({ publicKey: (await keys()).publicKey }));

  route(app, pushApi.getPushSubscriptions, { schema: { tags } }, async (request) => ({
    items: await listPushDevices(db, (await requireViewer(request)).id),
  }));

  route(app, pushApi.subscribePush, { schema: { tags }, config: PUSH_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    const items = await subscribePush(
      db,
      env,
      { userId: viewer.id, sessionToken: currentSessionToken(request), userAgent: request.headers['user-agent'] ?? null, language: answerLanguage(request, reply) },
      request.body,
    );
    return reply.status(201).send({ items });
  });

  route(app, pushApi.unsubscribePush, { schema: { tags }, config: PUSH_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await unsubscribePush(db, viewer.id, request.body.endpoint);
    return reply.status(204).send();
  });
}
