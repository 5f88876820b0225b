/**
 * The mail a member gets on joining an event ("joining really sends the e-mail with
 * the details and an .ics calendar file"): Turkish text and HTML with the date (Europe/Istanbul),
 * place, category and description, a link to the event, and `etkinlik.ics` made by the `ics`
 * package (RFC 5545: UID, DTSTART/DTEND in UTC, SUMMARY, LOCATION, DESCRIPTION, URL).
 */
import { createEvent } from 'ics';
import type { EventCategory } from '@garaj/shared';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mail.ts';
import type { Viewer } from '../../lib/session.ts';

/** Turkish names of the event categories (the web's community.json `categories.*`). */
export const EVENT_CATEGORY_NAMES: Record<EventCategory, string> = {
  drift: 'Drift',
  jdm: 'JDM',
  classic: 'Klasik',
  motorcycle: 'Motosiklet',
};

/** The facts of an event the mail and the calendar file need. */
export interface MailedEvent {
  id: string;
  title: string;
  description: string;
  category: string;
  startsAt: Date;
  durationMinutes: number;
  location: string;
}

/** Turkish long date and time in Istanbul: "24 Mayıs 2026 Cumartesi 14:00". */
export function formatEventDate(date: Date): string {
  return new Intl.DateTimeFormat('tr-TR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(date);
}

/** The public address of an event's page. */
export const eventUrl = (publicUrl: string, id: string) => `${publicUrl.replace(/\/$/, '')}/community/events/${id}`;

/**
 * The event as an iCalendar file (one VEVENT). @throws Error when `ics` refuses the data
 * (it validates every field; our inputs are already checked by eventInput).
 */
export function eventCalendar(event: MailedEvent, publicUrl: string): string {
  const categoryName = EVENT_CATEGORY_NAMES[event.category as EventCategory] ?? event.category;
  const { error, value } = createEvent({
    uid: `${event.id}@garaj`,
    productId: 'garaj/community-events',
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.startsAt.getTime() + event.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    location: event.location,
    url: eventUrl(publicUrl, event.id),
    categories: [categoryName],
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}

/** The Turkish "you joined" mail with the `.ics` attached. */
export function eventJoinedMail(viewer: Pick<Viewer, 'email' | 'username'>, event: MailedEvent, publicUrl: string): MailMessage {
  const when = formatEventDate(event.startsAt);
  const link = eventUrl(publicUrl, event.id);
  const categoryName = EVENT_CATEGORY_NAMES[event.category as EventCategory] ?? event.category;
  const subject = `Etkinliğe katıldınız: ${event.title}`;
  const text = [
    `Merhaba ${viewer.username},`,
    '',
    `"${event.title}" etkinliğine katıldınız. Etkinlik detayları:`,
    '',
    `Tarih: ${when}`,
    `Süre: ${event.durationMinutes} dakika`,
    `Yer: ${event.location}`,
    `Kategori: ${categoryName}`,
    '',
    event.description,
    '',
    `Etkinlik sayfası: ${link}`,
    '',
    'Takviminize eklemek için ekteki etkinlik.ics dosyasını açın.',
    '',
    'Garaj',
  ].join('\n');
  const html =
    `<p>Merhaba ${escapeHtml(viewer.username)},</p>` +
    `<p>"${escapeHtml(event.title)}" etkinliğine katıldınız. Etkinlik detayları:</p>` +
    `<ul><li>Tarih: ${escapeHtml(when)}</li><li>Süre: ${event.durationMinutes} dakika</li><li>Yer: ${escapeHtml(event.location)}</li><li>Kategori: ${escapeHtml(categoryName)}</li></ul>` +
    `<p>${escapeHtml(event.description)}</p>` +
    `<p><a href="${escapeHtml(link)}">Etkinlik sayfası</a></p>` +
    `<p>Takviminize eklemek için ekteki etkinlik.ics dosyasını açın.</p><p>Garaj</p>`;
  return {
    to: viewer.email,
    subject,
    text,
    html,
    link,
    attachments: [{ filename: 'etkinlik.ics', content: eventCalendar(event, publicUrl), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}
