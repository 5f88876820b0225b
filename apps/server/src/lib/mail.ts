/**
 * Outgoing e-mail. With `SMTP_URL`, nodemailer sends through that server; without it every
 * message (attachments included, as MIME parts) is written to `<dataDir>/outbox/<time>-<to>.eml`
 * and one log line gives the link,
 * so password reset and verification work on a laptop (docs/product.md, E-mail).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from './html.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside the message (logged in outbox mode). */
  link?: string;
  /**
   * Files sent along (e.g. an event's `.ics` calendar file). Text content is sent
   * quoted-printable, so it stays readable inside the outbox's `.eml` files.
   */
  attachments?: MailAttachment[];
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) of notification mails. */
  headers?: Record<string, string>;
}

/** One attached file: its name, text content and MIME type (`text/calendar; charset=utf-8; method=PUBLISH`). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** The message as nodemailer takes it. */
function toNodemailer(from: string, m: MailMessage) {
  return {
    from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    ...(m.attachments?.length
      ? { attachments: m.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType, contentTransferEncoding: 'quoted-printable' as const })) }
      : {}),
    ...(m.headers ? { headers: m.headers } : {}),
  };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** 'smtp' or 'outbox' */
  readonly kind: 'smtp' | 'outbox';
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send(m) {
        await transport.sendMail(toNodemailer(opts.from, m));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(m) {
      const info = await transport.sendMail(toNodemailer(opts.from, m));
      await mkdir(opts.outboxDir, { recursive: true });
      const safeTo = m.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(opts.outboxDir, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: m.to, subject: m.subject, file, link: m.link }, `mail written to outbox: ${m.link ?? file}`);
    },
  };
}


/** A short Turkish e-mail with one action button. */
export function actionMail(to: string, subject: string, intro: string, action: string, link: string): MailMessage {
  const text = `${intro}\n\n${action}: ${link}\n\nBu işlemi siz yapmadıysanız bu e-postayı yok sayabilirsiniz.\n\nGaraj`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>Bu işlemi siz yapmadıysanız bu e-postayı yok sayabilirsiniz.</p><p>Garaj</p>`;
  return { to, subject, text, html, link };
}
