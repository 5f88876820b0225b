/**
 * Sending pushes: every notification marked `push_status = 'pending'` (notifications.handler.ts,
 * in the transaction that writes or grows it) goes to each of its recipient's devices once,
 * through the pg-boss job `push-send` (lib/jobs.ts) — never inside the request that caused it.
 *
 * **Once.** The job's work claims the row with one conditional statement
 * (`UPDATE … SET push_status = 'sending' WHERE id = $1 AND push_status = 'pending'`), so copies of
 * the job (two instances, a retry, the catch-up) send it once; a row that grows meanwhile is
 * 'pending' again and is sent again, with the latest text under the same tag. A process that dies
 * between claim and send leaves it 'sending' (at most once, as the mails).
 *
 * **When.** Every instance hears `notifications.changed` at commit (the realtime hub) and sends
 * one job per pending row of those members, keyed by the row's id and last change, so the
 * instances' copies are one job; the job's `catchUp` at every start sends the rows left pending.
 *
 * **Each device.** `webpush.sendNotification` encrypts the payload for the device (aes128gcm) and
 * signs it with the VAPID key (push.keys.ts), TTL 24 h, `Topic` = the notification, so a device
 * that was offline gets only the latest state of a burst. The push service's answer decides
 * the device's fate: 2xx → `failure_count` 0 and `last_success_at`; 404 or 410 (the browser
 * dropped the subscription) → deleted; anything else, or no answer → one more failure, deleted
 * at PUSH_FAILURES_MAX in a row. A device whose address is no longer allowed (push.service.ts),
 * or whose session expired, is deleted unsent.
 */
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { isLoopbackHttpEndpoint, isSiteLanguage, type SiteLanguage } from '@garaj/shared';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.ts';
import { idArray } from '../../lib/member-rows.ts';
import type { Env } from '../../env.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { selectNotifications } from '../notifications/index.ts';
import type { VapidKeys } from './push.keys.ts';
import { isAllowedEndpoint } from './push.service.ts';
import { pushPayload } from './push.text.ts';

/** Queue of the per-notification push job. */
export const PUSH_JOB = 'push-send';
/** How long a push service keeps a push for a device that is offline (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Failed sends in a row after which a device is forgotten. */
export const PUSH_FAILURES_MAX = 5;
/** How long one push service may take to answer (ms). */
const PUSH_TIMEOUT_MS = 10_000;
/** Pending rows one dispatch sends jobs for. */
const DISPATCH_BATCH = 500;

/** What sending needs. */
export interface PushSendDeps {
  db: Db;
  env: Pick<Env, 'NODE_ENV'>;
  keys: () => Promise<VapidKeys>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

/**
 * web-push speaks HTTPS only; the local stub of the tests listens on plain HTTP. This agent hands
 * web-push's request a plain TCP connection — used only for a loopback `http:` endpoint, which
 * isAllowedEndpoint accepts only under NODE_ENV=test or development.
 */
class LoopbackHttpAgent extends https.Agent {
  override createConnection(options: https.RequestOptions): Duplex {
    return net.createConnection({ host: options.hostname ?? options.host ?? '127.0.0.1', port: Number(options.port) });
  }
}
const loopbackAgent = new LoopbackHttpAgent();

interface DeviceRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

/** The push service's status of a failed send, or null when it did not answer. */
function statusOf(error: unknown): number | null {
  return error instanceof webpush.WebPushError ? error.statusCode : null;
}

/** Sends one payload to one device and records the outcome; true when the push service accepted it. */
async function sendToDevice(deps: PushSendDeps, device: DeviceRow, payload: string, topic: string): Promise<boolean> {
  if (!isAllowedEndpoint(device.endpoint, deps.env.NODE_ENV)) {
    await deps.db.execute(sql`delete from push_subscriptions where id = ${device.id}`);
    return false;
  }
  const keys = await deps.keys();
  try {
    await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      topic,
      timeout: PUSH_TIMEOUT_MS,
      ...(isLoopbackHttpEndpoint(device.endpoint) ? { agent: loopbackAgent } : {}),
    });
    await deps.db.execute(sql`update push_subscriptions set failure_count = 0, last_success_at = now() where id = ${device.id}`);
    return true;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 410) {
      await deps.db.execute(sql`delete from push_subscriptions where id = ${device.id}`);
      return false;
    }
    // The endpoint is a secret of the device: the log names the row only.
    deps.log.warn({ subscriptionId: device.id, status, err: status === null ? error : undefined }, 'push send failed');
    const [counted] = await queryRows<{ failure_count: number }>(
      deps.db,
      sql`update push_subscriptions set failure_count = failure_count + 1 where id = ${device.id} returning failure_count`,
    );
    if (counted && Number(counted.failure_count) >= PUSH_FAILURES_MAX) {
      await deps.db.execute(sql`delete from push_subscriptions where id = ${device.id} and failure_count >= ${PUSH_FAILURES_MAX}`);
    }
    return false;
  }
}

/**
 * The job's work: claims the pending notification and pushes it to each of its recipient's
 * devices in the device's language; then marks it 'sent' (some device took it) or 'failed'.
 * Returns how many devices took it (0 when the row was not pending: another copy sent it).
 */
export async function sendNotificationPush(deps: PushSendDeps, notificationId: string): Promise<number> {
  const claimed = await queryRows(deps.db, sql`update notifications set push_status = 'sending' where id = ${notificationId} and push_status = 'pending' returning id`);
  if (!claimed.length) return 0;
  const [row] = await selectNotifications(deps.db, sql`n.id = ${notificationId}`, 1);
  if (!row) return 0;
  // A device whose session expired is signed out: forgotten, like one that signed out.
  await deps.db.execute(sql`delete from push_subscriptions ps using sessions s where ps.user_id = ${row.userId} and s.id = ps.session_id and s.expires_at <= now()`);
  const devices = await queryRows<DeviceRow>(deps.db, sql`select id, endpoint, p256dh, auth, language from push_subscriptions where user_id = ${row.userId} order by created_at`);
  const payloads = new Map<SiteLanguage, string>();
  const payloadIn = (language: string): string => {
    const lang: SiteLanguage = isSiteLanguage(language) ? language : 'tr';
    let payload = payloads.get(lang);
    if (!payload) payloads.set(lang, (payload = JSON.stringify(pushPayload(row, lang))));
    return payload;
  };
  // The Topic header allows 32 URL-safe characters: the id's hex digits.
  const topic = row.id.replace(/-/g, '');
  const results = await Promise.all(devices.map((device) => sendToDevice(deps, device, payloadIn(device.language), topic)));
  const delivered = results.filter(Boolean).length;
  await deps.db.execute(
    sql`update notifications set push_status = ${delivered > 0 ? 'sent' : 'failed'} where id = ${notificationId} and push_status = 'sending'`,
  );
  return delivered;
}

/**
 * Sends one `push-send` job per pending notification of `userIds` (every member when absent),
 * keyed by the row's id and last change: every instance may call it for the same commit and
 * they make one job. No-op when jobs are off. Returns how many rows were pending.
 */
export async function dispatchPendingPush(db: Db, jobs: Jobs, userIds?: string[]): Promise<number> {
  if (!jobs.enabled || (userIds && !userIds.length)) return 0;
  const forMembers = userIds ? sql`and user_id = any(${idArray(userIds, 'text')})` : sql``;
  const rows = await queryRows<{ id: string; version: string }>(
    db,
    sql`select id, (extract(epoch from updated_at) * 1000000)::bigint::text as version from notifications
        where push_status = 'pending' ${forMembers} order by updated_at limit ${DISPATCH_BATCH}`,
  );
  for (const row of rows) await jobs.send(PUSH_JOB, { notificationId: row.id }, { key: `${row.id}:${row.version}` });
  return rows.length;
}
