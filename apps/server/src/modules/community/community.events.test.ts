/**
 * Community events: admin create / edit / delete with validation, the upcoming
 * and past lists with pages, join and leave (idempotent, one row per member under 10 concurrent
 * joins, capacity never exceeded under a concurrent burst, past events refused), and the joining
 * mail with a valid .ics calendar file in the outbox.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommunityEvent } from '@garaj/shared';
import { communityEventParticipants, communityEvents, images } from '../../db/schema/index.ts';
import { as, createUser, type TestApp, type TestUser, useTestAppWithAdminAndMember } from '../../../test/helpers.ts';
import { calendarPart, createEventAs, eventBody, icsDate, outboxMails, parseVevent, uploadImage } from './community.fixtures.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;

useTestAppWithAdminAndMember((app, a, m) => void ([t, admin, member] = [app, a, m]));

const join = (user: TestUser | null, id: string) => as(t.app, user, { method: 'PUT', url: `/api/community/events/${id}/participation` });
const leave = (user: TestUser | null, id: string) => as(t.app, user, { method: 'DELETE', url: `/api/community/events/${id}/participation` });
const rowsOf = async (eventId: string) => (await t.app.deps.db.select().from(communityEventParticipants).where(eq(communityEventParticipants.eventId, eventId))).length;
const list = async (when: 'upcoming' | 'past', query = 'pageSize=50') =>
  (await as(t.app, null, { method: 'GET', url: `/api/community/events?when=${when}&${query}` })).json() as { items: CommunityEvent[]; total: number; page: number; pageSize: number };

describe('admin event writes', () => {
  it('creates an event with every field and answers it', async () => {
    const image = await uploadImage(t.app, admin, 'event');
    expect(image.statusCode).toBe(201);
    const event = await createEventAs(t.app, admin, { capacity: 25, category: 'jdm', imageId: image.json().id, durationMinutes: 90 });
    expect(event).toMatchObject({ category: 'jdm', capacity: 25, durationMinutes: 90, participantsCount: 0, status: 'upcoming', isFull: false, joined: false, canManage: true });
    expect(event.image?.url).toMatch(/^\/media\/images\//);
    expect(new Date(event.endsAt).getTime() - new Date(event.startsAt).getTime()).toBe(90 * 60_000);
  });

  it('refuses invalid bodies with field codes', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'title', 'REQUIRED'],
      [{ category: 'rally' }, 'category', 'VALUE_INVALID'],
      [{ startsAt: 'yarın' }, 'startsAt', 'VALUE_INVALID'],
      [{ capacity: 0 }, 'capacity', 'EVENT_CAPACITY_INVALID'],
      [{ durationMinutes: 5 }, 'durationMinutes', 'EVENT_DURATION_INVALID'],
      [{ location: 'x'.repeat(201) }, 'location', 'TOO_LONG'],
    ];
    for (const [override, field, code] of cases) {
      const res = await as(t.app, admin, { method: 'POST', url: '/api/community/events', payload: { ...eventBody(), ...override } });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().error.fields?.[field]).toBe(code);
    }
  });

  it("refuses an image that is not an event image (another purpose, or unknown)", async () => {
    const garagePhoto = await uploadImage(t.app, admin, 'garage');
    for (const imageId of [garagePhoto.json().id, '00000000-0000-4000-8000-000000000000']) {
      const res = await as(t.app, admin, { method: 'POST', url: '/api/community/events', payload: eventBody({ imageId }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('IMAGE_NOT_FOUND');
    }
  });

  it('edits every field; capacity never below the participants already in', async () => {
    const event = await createEventAs(t.app, admin, { capacity: 10 });
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    expect((await join(a, event.id)).statusCode).toBe(200);
    expect((await join(b, event.id)).statusCode).toBe(200);
    const below = await as(t.app, admin, { method: 'PUT', url: `/api/community/events/${event.id}`, payload: eventBody({ capacity: 1 }) });
    expect(below.statusCode).toBe(409);
    expect(below.json().error.code).toBe('EVENT_CAPACITY_BELOW_PARTICIPANTS');
    const edited = await as(t.app, admin, { method: 'PUT', url: `/api/community/events/${event.id}`, payload: eventBody({ title: 'Klasikler Sahilde', category: 'classic', capacity: 2, location: 'Caddebostan' }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Klasikler Sahilde', category: 'classic', capacity: 2, location: 'Caddebostan', participantsCount: 2, isFull: true });
  });

  it('replacing or deleting deletes the event image nobody else shows', async () => {
    const first = (await uploadImage(t.app, admin, 'event')).json().id as string;
    const second = (await uploadImage(t.app, admin, 'event')).json().id as string;
    const event = await createEventAs(t.app, admin, { imageId: first });
    await as(t.app, admin, { method: 'PUT', url: `/api/community/events/${event.id}`, payload: eventBody({ imageId: second }) });
    const exists = async (id: string) => (await t.app.deps.db.select().from(images).where(eq(images.id, id))).length === 1;
    expect(await exists(first)).toBe(false);
    expect(await exists(second)).toBe(true);
    expect((await join(member, event.id)).statusCode).toBe(200);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/community/events/${event.id}` })).statusCode).toBe(204);
    expect(await exists(second)).toBe(false);
    expect(await rowsOf(event.id)).toBe(0);
    expect((await as(t.app, null, { method: 'GET', url: `/api/community/events/${event.id}` })).json().error.code).toBe('EVENT_NOT_FOUND');
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/community/events/${event.id}` })).statusCode).toBe(404);
  });
});

describe('upcoming and past lists', () => {
  it('upcoming: soonest first, paged; an event that has started leaves it for the past list', async () => {
    const soon = await createEventAs(t.app, admin, { title: 'Yakında' }, 0.5);
    const later = await createEventAs(t.app, admin, { title: 'Sonra' }, 24 * 300);
    const past = await createEventAs(t.app, admin, { title: 'Geçmiş' }, -48);
    const upcoming = await list('upcoming');
    const ids = upcoming.items.map((e) => e.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(past.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    const starts = upcoming.items.map((e) => e.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(upcoming.total).toBe(upcoming.items.length);
    expect((await list('past')).items.map((e) => e.id)).toContain(past.id);
    expect(past.status).toBe('past');

    // Pages: total counts the whole list; pages do not overlap.
    const p1 = await list('upcoming', 'page=1&pageSize=2');
    const p2 = await list('upcoming', 'page=2&pageSize=2');
    expect(p1.total).toBe(upcoming.total);
    expect(p1.items).toHaveLength(2);
    expect(p2.items.map((e) => e.id)).toEqual(upcoming.items.slice(2, 4).map((e) => e.id));

    // The clock moves past `soon`'s start (its row changed to a start in the past).
    await t.app.deps.db.update(communityEvents).set({ startsAt: sql`now() - interval '1 minute'` }).where(eq(communityEvents.id, soon.id));
    expect((await list('upcoming')).items.map((e) => e.id)).not.toContain(soon.id);
    const pastList = await list('past');
    expect(pastList.items.map((e) => e.id)).toContain(soon.id);
    expect(pastList.items.map((e) => e.startsAt)).toEqual([...pastList.items.map((e) => e.startsAt)].sort().reverse());
  });

  it('past events cannot be joined (409 EVENT_STARTED) and their list is kept', async () => {
    const event = await createEventAs(t.app, admin, {}, 1);
    expect((await join(member, event.id)).statusCode).toBe(200);
    await t.app.deps.db.update(communityEvents).set({ startsAt: sql`now() - interval '1 hour'` }).where(eq(communityEvents.id, event.id));
    const other = await createUser(t.app);
    const late = await join(other, event.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('EVENT_STARTED');
    const quit = await leave(member, event.id);
    expect(quit.statusCode).toBe(409);
    expect(quit.json().error.code).toBe('EVENT_STARTED');
    // Someone who never joined may "leave" (idempotent), nothing changes.
    expect((await leave(other, event.id)).json()).toMatchObject({ joined: false, participantsCount: 1 });
    expect(await rowsOf(event.id)).toBe(1);
  });

  it('rejects a bad list query', async () => {
    expect((await as(t.app, null, { method: 'GET', url: '/api/community/events?when=soon' })).statusCode).toBe(400);
    expect((await as(t.app, null, { method: 'GET', url: '/api/community/events?pageSize=51' })).statusCode).toBe(400);
    expect((await as(t.app, null, { method: 'GET', url: '/api/community/events/not-a-uuid' })).statusCode).toBe(400);
    expect((await join(member, '00000000-0000-4000-8000-000000000000')).json().error.code).toBe('EVENT_NOT_FOUND');
  });
});

describe('join and leave', () => {
  it('10 concurrent joins by one member leave one row and send one mail', async () => {
    const user = await createUser(t.app);
    const event = await createEventAs(t.app, admin, { capacity: 5 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => join(user, event.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const r of answers) expect(r.json()).toMatchObject({ joined: true, participantsCount: 1 });
    expect(answers.filter((r) => r.json().mailSent)).toHaveLength(1);
    expect(await rowsOf(event.id)).toBe(1);
    expect(await outboxMails(t.dataDir, user.email)).toHaveLength(1);
  });

  it('a burst of 10 members on a capacity of 3 fills exactly 3 places', async () => {
    const event = await createEventAs(t.app, admin, { capacity: 3 });
    const members = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    const answers = await Promise.all(members.map((m) => join(m, event.id)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const full = answers.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(3);
    expect(full).toHaveLength(7);
    for (const r of full) expect(r.json().error.code).toBe('EVENT_FULL');
    expect(await rowsOf(event.id)).toBe(3);
    const detail = (await as(t.app, null, { method: 'GET', url: `/api/community/events/${event.id}` })).json();
    expect(detail).toMatchObject({ participantsCount: 3, capacity: 3, isFull: true });
    // A participant leaving frees a place.
    const inside = members[answers.indexOf(ok[0]!)]!;
    expect((await leave(inside, event.id)).json()).toMatchObject({ joined: false, participantsCount: 2, isFull: false });
    const outside = members[answers.indexOf(full[0]!)]!;
    expect((await join(outside, event.id)).json()).toMatchObject({ joined: true, participantsCount: 3 });
  });

  it('leave is idempotent and joining again after leaving works', async () => {
    const user = await createUser(t.app);
    const event = await createEventAs(t.app, admin);
    expect((await join(user, event.id)).json()).toMatchObject({ joined: true, participantsCount: 1 });
    const leaves = await Promise.all(Array.from({ length: 5 }, () => leave(user, event.id)));
    for (const r of leaves) expect(r.json()).toMatchObject({ joined: false, participantsCount: 0, mailSent: false });
    expect(await rowsOf(event.id)).toBe(0);
    expect((await join(user, event.id)).json()).toMatchObject({ joined: true, participantsCount: 1, mailSent: true });
    const stored = await t.app.deps.db
      .select()
      .from(communityEventParticipants)
      .where(and(eq(communityEventParticipants.eventId, event.id), eq(communityEventParticipants.userId, user.id)));
    expect(stored).toHaveLength(1);
  });

  it('joining mails the details in Turkish with a valid .ics (DTSTART, SUMMARY, LOCATION) to the outbox', async () => {
    const user = await createUser(t.app);
    const event = await createEventAs(t.app, admin, { title: 'Klasik Otomobil Şöleni; Çırağan', location: 'Çırağan Sarayı, Beşiktaş', category: 'classic', durationMinutes: 150 });
    const res = await join(user, event.id);
    expect(res.json()).toMatchObject({ joined: true, mailSent: true });
    const mails = await outboxMails(t.dataDir, user.email);
    expect(mails).toHaveLength(1);
    const eml = mails[0]!;
    expect(eml).toMatch(/^Subject: .+/m);
    const part = calendarPart(eml);
    expect(part, 'a text/calendar part').not.toBeNull();
    expect(part!.headers).toMatch(/filename=("?)etkinlik\.ics\1/);
    expect(part!.body).toMatch(/^BEGIN:VCALENDAR/);
    const vevent = parseVevent(part!.body);
    expect(icsDate(vevent.DTSTART!).toISOString()).toBe(new Date(event.startsAt).toISOString().replace(/\.\d{3}Z$/, '.000Z'));
    expect(icsDate(vevent.DTEND!).getTime() - icsDate(vevent.DTSTART!).getTime()).toBe(150 * 60_000);
    expect(vevent.SUMMARY).toBe(event.title);
    expect(vevent.LOCATION).toBe(event.location);
    expect(vevent.UID).toBe(`${event.id}@garaj`);
    expect(vevent.URL).toBe(`http://localhost:3000/community/events/${event.id}`);
    // The Turkish text part names the event, the place and the date in Istanbul time.
    const text = Buffer.from(eml).toString('utf8');
    const decoded = (await import('./community.fixtures.ts')).decodeQuotedPrintable(text);
    expect(decoded).toContain('etkinliğine katıldınız');
    expect(decoded).toContain('Yer: Çırağan Sarayı, Beşiktaş');
    expect(decoded).toContain('Kategori: Klasik');
    // Joining again sends nothing more.
    await join(user, event.id);
    expect(await outboxMails(t.dataDir, user.email)).toHaveLength(1);
  });
});

describe('English texts and the map point', () => {
  const read = async (id: string, headers: Record<string, string>, user: TestUser | null = null) => {
    const res = await as(t.app, user, { method: 'GET', url: `/api/community/events/${id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/accept-language/i);
    return res.json() as CommunityEvent;
  };

  it('answers in English with accept-language: en, Turkish otherwise and where no English was written', async () => {
    const event = await createEventAs(t.app, admin, { title: 'Gece Buluşması', description: 'Sahilde buluşuyoruz.', titleEn: 'Night Meet', descriptionEn: '' });
    expect(await read(event.id, { 'accept-language': 'en' })).toMatchObject({ title: 'Night Meet', description: 'Sahilde buluşuyoruz.' });
    expect(await read(event.id, { cookie: 'language=en' })).toMatchObject({ title: 'Night Meet' });
    const turkish = await read(event.id, { 'accept-language': 'tr' });
    expect(turkish).toMatchObject({ title: 'Gece Buluşması', latitude: null, longitude: null });
    expect(turkish.map).toBeUndefined();
    expect(turkish.texts).toBeUndefined();
    const english = (await as(t.app, null, { method: 'GET', url: '/api/community/events?when=upcoming&pageSize=50', headers: { 'accept-language': 'en' } })).json();
    expect(english.items.find((e: CommunityEvent) => e.id === event.id).title).toBe('Night Meet');
    expect((await read(event.id, { 'accept-language': 'en' }, admin)).texts).toEqual({
      title: 'Gece Buluşması',
      titleEn: 'Night Meet',
      description: 'Sahilde buluşuyoruz.',
      descriptionEn: null,
    });
  });

  it('stores map coordinates set by an admin, both or neither, in range', async () => {
    const event = await createEventAs(t.app, admin, { latitude: 41.0422, longitude: 29.0083 });
    expect(event).toMatchObject({ latitude: 41.0422, longitude: 29.0083, map: { tileUrl: expect.any(String) } });
    for (const [body, field, code] of [
      [{ latitude: 41 }, 'longitude', 'EVENT_COORDINATES_PAIR'],
      [{ latitude: 91, longitude: 29 }, 'latitude', 'NUMBER_INVALID'],
      [{ latitude: 41, longitude: -181 }, 'longitude', 'NUMBER_INVALID'],
    ] as const) {
      const res = await as(t.app, admin, { method: 'POST', url: '/api/community/events', payload: eventBody(body) });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field]).toBe(code);
    }
    const cleared = await as(t.app, admin, { method: 'PUT', url: `/api/community/events/${event.id}`, payload: eventBody({ latitude: '', longitude: null }) });
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null });
  });
});

describe('participants list and calendar file', () => {
  it('lists the first participants who joined, public, without members banned now, bounded', async () => {
    const event = await createEventAs(t.app, admin);
    const members = [];
    for (let i = 0; i < 3; i++) {
      const m = await createUser(t.app);
      members.push(m);
      expect((await join(m, event.id)).statusCode).toBe(200);
    }
    const url = `/api/community/events/${event.id}/participants`;
    const res = await as(t.app, null, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((m: { username: string }) => m.username)).toEqual(members.map((m) => m.username));
    expect(Object.keys(body.items[0]).sort()).toEqual(['avatar', 'fullName', 'id', 'username']);
    await t.app.deps.db.execute(sql`update users set banned = true where id = ${members[1]!.id}`);
    const afterBan = (await as(t.app, null, { method: 'GET', url })).json();
    expect(afterBan.total).toBe(2);
    expect(afterBan.items.map((m: { id: string }) => m.id)).not.toContain(members[1]!.id);
    expect((await as(t.app, null, { method: 'GET', url: '/api/community/events/00000000-0000-4000-8000-000000000000/participants' })).statusCode).toBe(404);

    const many = await createEventAs(t.app, admin);
    const joiners = await Promise.all(Array.from({ length: 26 }, () => createUser(t.app)));
    await t.app.deps.db.insert(communityEventParticipants).values(joiners.map((j) => ({ eventId: many.id, userId: j.id })));
    const bounded = (await as(t.app, null, { method: 'GET', url: `/api/community/events/${many.id}/participants` })).json();
    expect(bounded.total).toBe(26);
    expect(bounded.items).toHaveLength(24);
  });

  it('downloads the event as an .ics file for anyone, in the reader’s language', async () => {
    const event = await createEventAs(t.app, admin, { title: 'Drift Günü', titleEn: 'Drift Day', location: 'İstanbul Park', durationMinutes: 120 });
    const tr = await as(t.app, null, { method: 'GET', url: `/api/community/events/${event.id}/calendar` });
    expect(tr.statusCode).toBe(200);
    expect(tr.headers['content-type']).toMatch(/^text\/calendar/);
    expect(tr.headers['content-disposition']).toBe('attachment; filename="etkinlik.ics"');
    const vevent = parseVevent(tr.body);
    expect(vevent.SUMMARY).toBe('Drift Günü');
    expect(vevent.LOCATION).toBe('İstanbul Park');
    expect(vevent.UID).toBe(`${event.id}@garaj`);
    expect(icsDate(vevent.DTEND!).getTime() - icsDate(vevent.DTSTART!).getTime()).toBe(120 * 60_000);
    const en = await as(t.app, null, { method: 'GET', url: `/api/community/events/${event.id}/calendar`, headers: { 'accept-language': 'en' } });
    expect(parseVevent(en.body).SUMMARY).toBe('Drift Day');
    expect(en.headers['content-disposition']).toBe('attachment; filename="event.ics"');
    expect((await as(t.app, null, { method: 'GET', url: '/api/community/events/00000000-0000-4000-8000-000000000000/calendar' })).statusCode).toBe(404);
  });
});
