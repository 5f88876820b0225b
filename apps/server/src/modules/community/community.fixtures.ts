/**
 * Test fixtures of the community API tests: an event body, creating an event as an admin,
 * uploading an image, and reading the .ics calendar file back out of an outbox mail.
 * Used by the community.*.test.ts files only.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { CommunityEvent, EventInput } from '@garaj/shared';
import { as, type TestUser } from '../../../test/helpers.ts';
import { decode } from 'libqp';

const HOUR = 3_600_000;

/** A valid event starting in `hoursAhead` hours (negative: in the past); `overrides` replace fields. */
export const eventBody = (overrides: Partial<EventInput> = {}, hoursAhead = 72): EventInput => ({
  title: 'İstanbul Drift Buluşması',
  description: 'Park alanında drift gösterileri ve sohbet. Çay bizden!',
  category: 'drift',
  startsAt: new Date(Date.now() + hoursAhead * HOUR).toISOString(),
  durationMinutes: 240,
  location: 'İstanbul Park, Tuzla',
  capacity: null,
  imageId: null,
  ...overrides,
});

/** Creates an event as `admin` and returns it. */
export async function createEventAs(app: FastifyInstance, admin: TestUser, overrides: Partial<EventInput> = {}, hoursAhead = 72): Promise<CommunityEvent> {
  const res = await as(app, admin, { method: 'POST', url: '/api/community/events', payload: eventBody(overrides, hoursAhead) });
  if (res.statusCode !== 201) throw new Error(`event not created: ${res.statusCode} ${res.body}`);
  return res.json<CommunityEvent>();
}

const BOUNDARY = '----garajCommunityTestBoundary';

/** Uploads a small PNG through POST /api/images?purpose=… as `user`; returns the raw response. */
export async function uploadImage(app: FastifyInstance, user: TestUser, purpose: string) {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return as(app, user, { method: 'POST', url: `/api/images?purpose=${purpose}`, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload });
}

/** The raw `.eml` files of the outbox addressed to `to` that carry a calendar file (event mails), oldest first. */
export async function outboxMails(dataDir: string, to: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const safe = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(`-${safe}.eml`)).sort();
  const mails = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return mails.filter((m) => /content-type:\s*text\/calendar/i.test(m));
}

/** Quoted-printable → UTF-8 text (soft breaks joined, `=XX` bytes decoded). */
export function decodeQuotedPrintable(text: string): string {
  return decode(text).toString('utf8');
}

/**
 * The `text/calendar` MIME part of a raw mail, decoded (quoted-printable or base64), or null.
 * Parts are split on the message's boundaries.
 */
export function calendarPart(eml: string): { headers: string; body: string } | null {
  const boundaries = [...eml.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((m) => m[1]!);
  for (const boundary of boundaries) {
    for (const chunk of eml.split(`--${boundary}`)) {
      const split = chunk.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const headers = chunk.slice(0, split);
      if (!/content-type:\s*text\/calendar/i.test(headers) || /boundary=/i.test(headers)) continue;
      const raw = chunk.slice(split).trim();
      const body = /content-transfer-encoding:\s*base64/i.test(headers) ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8') : decodeQuotedPrintable(raw);
      return { headers, body };
    }
  }
  return null;
}

/**
 * Parses the first VEVENT of an iCalendar text (RFC 5545: lines unfolded, `NAME;PARAMS:value`,
 * text values unescaped) into NAME → value.
 */
export function parseVevent(ics: string): Record<string, string> {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  if (start < 0 || end < start) throw new Error('no VEVENT in the calendar file');
  const fields: Record<string, string> = {};
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0]!.toUpperCase();
    if (name in fields) continue;
    fields[name] = line.slice(colon + 1).replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
  }
  return fields;
}

/** `20260524T110000Z` → Date. */
export function icsDate(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC iCalendar date-time: ${value}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])));
}
