/**
 * The member's devices that receive push (`push_subscriptions`): subscribing, unsubscribing and
 * the list. A row is the browser's subscription as it gave it — one per endpoint, for the member
 * who subscribed it last — tied to the session it was made in, so a device that signs out (or is
 * signed out from another) gets no more pushes of that member.
 *
 * Which push services the server posts to (every push is a request from the server to the
 * endpoint a member gave, so the address is checked as any outgoing address would be):
 * - `https:` on the default port, to the push services of the browsers in use — Google's (Chrome,
 *   Edge on Android, Samsung Internet, Opera…), Mozilla's, Microsoft's and Apple's;
 * - under NODE_ENV=test or development also any other `https:` address and a plain
 *   `http://127.0.0.1` / `localhost` one: the local push-service stub of the tests.
 */
import Bowser from 'bowser';
import { sql } from 'drizzle-orm';
import { PUSH_DEVICES_MAX, isLoopbackHttpEndpoint, type PushDevice, type PushSubscriptionInput, type SiteLanguage } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { badRequest, notFound, unauthenticated } from '../../lib/errors.ts';

/** Host names (and their subdomains) of the browsers' push services. */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'] as const;

/** Whether the server sends to `endpoint` under `nodeEnv` (the rules of this file's comment). */
export function isAllowedEndpoint(endpoint: string, nodeEnv: Env['NODE_ENV']): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const local = nodeEnv === 'test' || nodeEnv === 'development';
  if (url.protocol === 'http:') return local && isLoopbackHttpEndpoint(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (local) return true;
  const host = url.hostname.toLowerCase();
  return url.port === '' && PUSH_SERVICE_HOSTS.some((service) => host === service || host.endsWith(`.${service}`));
}

/** Who subscribes, from which session and device. */
export interface Subscriber {
  userId: string;
  /** The request's session token (the session the subscription goes with). */
  sessionToken: string | null;
  userAgent: string | null;
  language: SiteLanguage;
}

/**
 * Stores the device's subscription for the member: a new endpoint is added, a known one (this
 * member's or another's: the browser now belongs to whoever subscribed last) is updated and
 * moved to them. The member's devices beyond PUSH_DEVICES_MAX, oldest first, are dropped.
 * @throws 400 PUSH_ENDPOINT_INVALID (a push service the server does not send to)
 * @throws 401 UNAUTHENTICATED (the session ended meanwhile)
 */
export async function subscribePush(db: Db, env: Pick<Env, 'NODE_ENV'>, who: Subscriber, input: PushSubscriptionInput): Promise<PushDevice[]> {
  if (!isAllowedEndpoint(input.endpoint, env.NODE_ENV)) throw badRequest('PUSH_ENDPOINT_INVALID');
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`
        insert into push_subscriptions as ps (user_id, session_id, endpoint, p256dh, auth, user_agent, language)
        select ${who.userId}, s.id, ${input.endpoint}, ${input.keys.p256dh}, ${input.keys.auth}, ${who.userAgent}, ${who.language}
        from sessions s where s.token = ${who.sessionToken ?? ''} and s.user_id = ${who.userId} and s.expires_at > now()
        on conflict (endpoint) do update
          set session_id = excluded.session_id, p256dh = excluded.p256dh, auth = excluded.auth,
              user_agent = excluded.user_agent, language = excluded.language, failure_count = 0,
              created_at = case when ps.user_id = excluded.user_id then ps.created_at else now() end,
              last_success_at = case when ps.user_id = excluded.user_id then ps.last_success_at end,
              user_id = excluded.user_id
        returning ps.id`,
    );
    if (!row) throw unauthenticated();
    await tx.execute(sql`
      delete from push_subscriptions where user_id = ${who.userId} and id not in (
        select id from push_subscriptions where user_id = ${who.userId}
        order by (id = ${row.id}) desc, created_at desc, id limit ${PUSH_DEVICES_MAX})`);
  });
  return listPushDevices(db, who.userId);
}

/**
 * Forgets one of the member's devices by its endpoint.
 * @throws 404 PUSH_SUBSCRIPTION_NOT_FOUND (unknown, or another member's: the same answer)
 */
export async function unsubscribePush(db: Db, userId: string, endpoint: string): Promise<void> {
  const deleted = await queryRows(db, sql`delete from push_subscriptions where endpoint = ${endpoint} and user_id = ${userId} returning id`);
  if (!deleted.length) throw notFound('PUSH_SUBSCRIPTION_NOT_FOUND');
}

/** "Chrome 131" and "Android 14" from a user agent (nulls when unknown). */
function describeAgent(userAgent: string | null): Pick<PushDevice, 'browser' | 'os'> {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const version = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? `${parsed.browser.name}${version ? ` ${version}` : ''}` : null;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const os = parsed.os.name ? `${parsed.os.name}${osVersion ? ` ${osVersion}` : ''}` : null;
  return { browser, os };
}

/** GET /api/push/subscriptions — the member's devices, newest first. */
export async function listPushDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const rows = await queryRows<{ id: string; endpoint: string; user_agent: string | null; created_at: string; last_success_at: string | null }>(
    db,
    sql`select id, endpoint, user_agent,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
          to_char(last_success_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_success_at
        from push_subscriptions where user_id = ${userId} order by created_at desc, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    endpoint: row.endpoint,
    ...describeAgent(row.user_agent),
    createdAt: row.created_at,
    lastSuccessAt: row.last_success_at,
  }));
}
