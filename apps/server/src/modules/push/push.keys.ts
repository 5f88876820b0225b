/**
 * The VAPID key pair that signs every push (RFC 8292): the push services accept a subscription's
 * pushes only under the public key the browser subscribed with, so the pair must never change
 * under the members' devices and must be the same on every instance.
 *
 * - `VAPID_PUBLIC_KEY` + `VAPID_PRIVATE_KEY` set (production): those.
 * - Neither set (development, the demo, tests): one pair is generated the first time it is needed
 *   and stored in the one-row `push_keys` table — the first instance's insert wins, the others
 *   read it — so `npm start` needs no setup and the pair survives restarts.
 * - Only one of them set: a configuration error at start.
 *
 * The private key never leaves this module's answers to the sender and is never logged.
 */
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';

/** What signs a push: the pair (base64url) and the contact the push services see. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:…` or `https:…`. */
  subject: string;
}

/** The configured contact, else `mailto:` the admin's address (the site's own contact). */
export function vapidSubject(env: Pick<Env, 'VAPID_SUBJECT' | 'ADMIN_EMAIL'>): string {
  return env.VAPID_SUBJECT ?? `mailto:${env.ADMIN_EMAIL ?? 'admin@garaj.local'}`;
}

/**
 * The configured pair, or the stored one (generated and stored first when there is none).
 * @throws when only one of VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY is set
 */
export async function loadVapidKeys(db: Db, env: Env, log: Pick<FastifyBaseLogger, 'info'>): Promise<VapidKeys> {
  const subject = vapidSubject(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or both left unset)');
  const read = () => queryRows<{ public_key: string; private_key: string }>(db, sql`select public_key, private_key from push_keys where id = 1`);
  let [row] = await read();
  if (!row) {
    const generated = webpush.generateVAPIDKeys();
    const inserted = await queryRows(
      db,
      sql`insert into push_keys (id, public_key, private_key) values (1, ${generated.publicKey}, ${generated.privateKey}) on conflict (id) do nothing returning id`,
    );
    if (inserted.length) log.info({ publicKey: generated.publicKey }, 'web push: generated and stored a VAPID key pair (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to choose one)');
    [row] = await read();
  }
  if (!row) throw new Error('web push: the stored VAPID key pair could not be read');
  return { publicKey: row.public_key, privateKey: row.private_key, subject };
}

/** Loads the keys once per app and remembers them (a failed load is tried again next time). */
export function vapidKeysOnce(load: () => Promise<VapidKeys>): () => Promise<VapidKeys> {
  let pending: Promise<VapidKeys> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
