/**
 * Notification e-mail: sends each pending notification's mail exactly once, even
 * with several app instances on one database, and signs the unsubscribe link every mail carries.
 *
 * **Once.** The handler marks a new row `email_status = 'pending'` in the transaction that writes
 * it. A drain claims pending rows with one statement —
 * `UPDATE … SET email_status = 'sending' WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`
 * — so two drains (two instances, or two triggers in one) never claim the same row; the claimer
 * sends through `app.deps.mailer` (lib/mail.ts: SMTP, or outbox files without SMTP_URL) and sets
 * 'sent' or 'failed'. A process that dies between claim and send leaves the row 'sending' (at
 * most once: it is not sent twice).
 *
 * **When.** Every instance hears `notifications.changed` from the realtime hub (the handler
 * publishes it at commit, to every instance) and drains; plus one drain when the app is ready
 * (rows left pending while no instance ran) and one after the hub reconnects (events missed).
 * Drains of one process never overlap: a trigger during a drain runs one more drain after it.
 *
 * **Unsubscribe.** Each mail links to `/unsubscribe?token=…` (a page that confirms) and carries
 * `List-Unsubscribe` (the API address) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * (RFC 8058): a POST there turns that type's e-mail off. The token names the member and the type
 * and is signed with HMAC-SHA256 under a key derived from the app secret; it does not expire
 * (a mail's link keeps working), and a forged or altered token is refused.
 *
 * Mails are in Turkish: the site keeps no per-member language.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES, type NotificationType } from '@garaj/shared';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage, Mailer } from '../../lib/mail.ts';
import { idArray } from '../../lib/member-rows.ts';
import type { RealtimeHub } from '../../lib/realtime.ts';
import { targetOf } from './notifications.presenter.ts';
import { selectNotifications, type NotificationRow } from './notifications.service.ts';
import { NOTIFICATION_TYPE_INFO } from './notifications.types.ts';

/** Rows one claim takes. */
export const MAIL_BATCH = 20;

// ── Unsubscribe tokens ────────────────────────────────────────────────────────────────────────

/** The signing key: HMAC of a fixed label under the app secret (the secret itself signs sessions). */
function unsubscribeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('garaj:notifications:unsubscribe:v1').digest();
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', unsubscribeKey(secret)).update(payload).digest('base64url');
}

/** `<base64url(JSON [userId, type])>.<base64url HMAC-SHA256>`. */
export function createUnsubscribeToken(secret: string, userId: string, type: NotificationType): string {
  const payload = Buffer.from(JSON.stringify([userId, type])).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The member and type of a token, or null when it is malformed, forged or altered. */
export function verifyUnsubscribeToken(secret: string, token: string): { userId: string; type: NotificationType } | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = Buffer.from(signature(secret, payload), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const [userId, type] = parsed as unknown[];
  if (typeof userId !== 'string' || !userId || typeof type !== 'string' || !(NOTIFICATION_TYPES as readonly string[]).includes(type)) return null;
  return { userId, type: type as NotificationType };
}

// ── Mail text ─────────────────────────────────────────────────────────────────────────────────

/** "ali", "ali ve veli", "ali ve 2 kişi daha". */
export function actorsText(row: Pick<NotificationRow, 'actors' | 'actorCount'>): string {
  const names = row.actors.map((a) => `@${a.username}`);
  if (!names.length) return 'Bir üye';
  if (row.actorCount <= 1) return names[0]!;
  if (row.actorCount === 2 && names.length >= 2) return `${names[0]} ve ${names[1]}`;
  return `${names[0]} ve ${row.actorCount - 1} kişi daha`;
}

/** The Turkish sentence of a notification (mail subject and first line): its type's wording (notifications.types.ts). */
export function notificationSentence(row: NotificationRow): string {
  return NOTIFICATION_TYPE_INFO[row.type].sentence(row, actorsText(row), targetOf(row)?.title ?? '');
}

/** The mail of one notification for `to`, with its unsubscribe link and RFC 8058 headers. */
export function notificationMail(row: NotificationRow, to: string, publicUrl: string, secret: string): MailMessage {
  const sentence = notificationSentence(row);
  const link = `${publicUrl}${targetOf(row)?.url ?? '/notifications'}`;
  const token = createUnsubscribeToken(secret, row.userId, row.type);
  const unsubscribePage = `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
  const oneClick = `${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const preferences = `${publicUrl}/profile#notification-preferences`;
  const label = NOTIFICATION_TYPE_INFO[row.type].emailLabel;
  const text = [
    sentence,
    '',
    `Görüntüle: ${link}`,
    '',
    `Bu e-postayı ${label} bildirimlerini e-postayla almak istediğin için aldın.`,
    `Bu e-postaları almak istemiyorsan: ${unsubscribePage}`,
    `Tüm bildirim tercihlerin: ${preferences}`,
    '',
    'Garaj',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(sentence)}</p>`,
    `<p><a href="${escapeHtml(link)}">Görüntüle</a></p>`,
    `<hr><p style="font-size:12px;color:#666">Bu e-postayı ${escapeHtml(label)} bildirimlerini e-postayla almak istediğin için aldın. `,
    `<a href="${escapeHtml(unsubscribePage)}">Bu e-postaları almak istemiyorum</a> · `,
    `<a href="${escapeHtml(preferences)}">Bildirim tercihleri</a></p><p>Garaj</p>`,
  ].join('');
  return {
    to,
    subject: `Garaj: ${sentence}`,
    text,
    html,
    link,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

// ── Sending ───────────────────────────────────────────────────────────────────────────────────

export interface MailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

/**
 * Claims up to `batch` pending rows (skipping rows another drain holds) and marks them
 * 'sending'. Returns the claimed ids.
 */
export async function claimPendingMails(db: Db, batch = MAIL_BATCH): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      update notifications set email_status = 'sending'
      where id in (
        select id from notifications where email_status = 'pending'
        order by created_at limit ${batch}
        for update skip locked)
      and email_status = 'pending'
      returning id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Sends every pending mail, claiming batches until none is left; returns how many were sent.
 * A mail that fails is marked 'failed' (logged) and not retried.
 */
export async function drainPendingMails(deps: MailDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const ids = await claimPendingMails(deps.db);
    if (!ids.length) return sent;
    const rows = await selectNotifications(
      deps.db,
      sql`n.id = any(${idArray(ids, 'uuid')})`,
      ids.length,
    );
    const emails = await queryRows<{ id: string; email: string }>(
      deps.db,
      sql`select id, email from users where id = any(${idArray([...new Set(rows.map((r) => r.userId))], 'text')})`,
    );
    const emailOf = new Map(emails.map((e) => [e.id, e.email]));
    for (const row of rows) {
      let status = 'sent';
      try {
        const to = emailOf.get(row.userId);
        if (!to) throw new Error('recipient has no address');
        await deps.mailer.send(notificationMail(row, to, deps.publicUrl, deps.secret));
        sent++;
      } catch (error) {
        status = 'failed';
        deps.log.error({ err: error, notificationId: row.id }, 'notification mail failed');
      }
      await deps.db.execute(sql`update notifications set email_status = ${status} where id = ${row.id} and email_status = 'sending'`);
    }
  }
}

/** The per-process mail worker: one drain at a time, re-run when triggered meanwhile. */
export interface MailWorker {
  /** Asks for a drain (now, or right after the running one). */
  trigger(): void;
  /** Resolves when no drain is running or asked for. */
  idle(): Promise<void>;
  /** Stops listening to the hub; waits for the running drain. */
  stop(): Promise<void>;
}

/**
 * Starts a worker that drains on every `notifications` event of `hub` and after a gap, plus
 * once now. Drain errors are logged (the rows stay pending for the next trigger).
 */
export function startMailWorker(deps: MailDeps, hub: RealtimeHub): MailWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): Promise<void> => {
    again = false;
    return drainPendingMails(deps).then(
      () => undefined,
      (error: unknown) => deps.log.error({ err: error }, 'notification mail drain failed'),
    );
  };
  const trigger = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do await run();
      while (again && !stopped);
      running = null;
    })();
  };
  const unsubscribe = hub.subscribe(
    (message) => {
      if (message.channel === 'notifications') trigger();
    },
    { onGap: trigger },
  );
  trigger();
  return {
    trigger,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      unsubscribe();
      while (running) await running;
    },
  };
}
