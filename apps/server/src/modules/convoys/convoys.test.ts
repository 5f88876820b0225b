/**
 * Convoy maps API (decision 027): who may read and write (visitor 401, non-participants 403
 * whatever their role, unknown event or map off 404), the window (refused before and after it,
 * nothing served after the end), precision (approximate stored rounded, exact kept only by
 * choice, switching to approximate replaces the point at once), the 15 s position limit, the
 * vehicle (own garages only), and retention: stop, leaving the event, a ban, turning the map off
 * and the close at the end delete the rows.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CommunityEvent, ConvoyPosition, ConvoyView } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { agePositions, convoyEvent, convoyUrl, moveEvent } from './convoys.fixtures.ts';
import { closeConvoy } from './convoys.service.ts';

let t: TestApp;
let admin: TestUser;
let ali: TestUser;
let ayse: TestUser;
let stranger: TestUser;
let moderator: TestUser;
let event: CommunityEvent;

const IZMIR = { lat: 38.437214, lng: 27.142861 };

beforeAll(async () => {
  t = await createTestApp();
  [admin, ali, ayse, stranger, moderator] = await Promise.all([
    createUser(t.app, { role: 'admin' }),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app, { role: 'moderator' }),
  ]);
  event = await convoyEvent(t.app, admin, [ali, ayse]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.deps.db.execute(sql`delete from convoy_positions`);
  await moveEvent(t.app, event.id, 'live');
});

const share = (user: TestUser | null, payload: Record<string, unknown>, eventId = event.id) => as(t.app, user, { method: 'PUT', url: convoyUrl(eventId, true), payload });
const view = async (user: TestUser, eventId = event.id) => {
  const res = await as(t.app, user, { method: 'GET', url: convoyUrl(eventId) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConvoyView>();
};
const stored = (userId: string) => queryRows<{ lat: number; lng: number; precision: string }>(t.app.deps.db, sql`select lat, lng, precision from convoy_positions where user_id = ${userId}`);

describe('who may use a convoy', () => {
  it('answers visitors 401 on every operation', async () => {
    for (const [method, url] of [['GET', convoyUrl(event.id)], ['PUT', convoyUrl(event.id, true)], ['DELETE', convoyUrl(event.id, true)]] as const) {
      const res = await as(t.app, null, { method, url, ...(method === 'PUT' ? { payload: IZMIR } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses members who did not join, moderators included: 403, and nothing is stored', async () => {
    await share(ali, IZMIR);
    for (const user of [stranger, moderator]) {
      const read = await as(t.app, user, { method: 'GET', url: convoyUrl(event.id) });
      expect(read.statusCode).toBe(403);
      expect(read.json().error.code).toBe('CONVOY_PARTICIPANTS_ONLY');
      expect(read.body).not.toContain('38.44');
      const write = await share(user, IZMIR);
      expect(write.statusCode).toBe(403);
      expect(write.json().error.code).toBe('CONVOY_PARTICIPANTS_ONLY');
      expect((await as(t.app, user, { method: 'DELETE', url: convoyUrl(event.id, true) })).statusCode).toBe(403);
      expect(await stored(user.id)).toEqual([]);
    }
  });

  it('answers 404 for an unknown event and for an event without the map', async () => {
    const unknown = await as(t.app, ali, { method: 'GET', url: convoyUrl('00000000-0000-4000-8000-000000000000') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('EVENT_NOT_FOUND');
    const plain = await convoyEvent(t.app, admin, [ali], false);
    expect(plain.convoyEnabled).toBe(false);
    await moveEvent(t.app, plain.id, 'live');
    for (const res of [await as(t.app, ali, { method: 'GET', url: convoyUrl(plain.id) }), await share(ali, IZMIR, plain.id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('CONVOY_NOT_ENABLED');
    }
  });
});

describe('the window', () => {
  it('before the start: the status and window, no position taken (409 CONVOY_NOT_STARTED)', async () => {
    await moveEvent(t.app, event.id, 'upcoming');
    const before = await view(ali);
    expect(before).toMatchObject({ eventId: event.id, status: 'upcoming', positions: [], mine: null });
    expect(Date.parse(before.endsAt) - Date.parse(before.startsAt)).toBe(240 * 60_000);
    const res = await share(ali, IZMIR);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONVOY_NOT_STARTED');
    expect(await stored(ali.id)).toEqual([]);
  });

  it('after the end: refused (409 CONVOY_ENDED) and a row the close has not deleted yet is never served', async () => {
    expect((await share(ali, IZMIR)).statusCode).toBe(200);
    await moveEvent(t.app, event.id, 'ended');
    const res = await share(ayse, IZMIR);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONVOY_ENDED');
    const after = await view(ayse);
    expect(after).toMatchObject({ status: 'ended', positions: [], mine: null });
  });
});

describe('sharing a position', () => {
  it('stores an approximate position rounded to 0.01° and shows it to the other participants', async () => {
    const res = await share(ali, IZMIR);
    expect(res.statusCode, res.body).toBe(200);
    const position = res.json<ConvoyPosition>();
    expect(position).toMatchObject({ eventId: event.id, lat: 38.44, lng: 27.14, precision: 'approximate', vehicle: null });
    expect(position.member).toMatchObject({ id: ali.id, username: ali.username });
    // What the database holds is already rounded: nothing can serve more.
    expect((await stored(ali.id)).map((r) => [Number(r.lat), Number(r.lng)])).toEqual([[38.44, 27.14]]);
    const seen = await view(ayse);
    expect(seen.status).toBe('live');
    expect(seen.positions.map((p) => p.member.id)).toEqual([ali.id]);
    expect(seen.mine).toBeNull();
    expect(seen.map.tileUrl).toContain('{z}');
    expect((await view(ali)).mine?.lat).toBe(38.44);
  });

  it('keeps an exact position only by choice; switching to approximate replaces it at once', async () => {
    const exact = await share(ali, { ...IZMIR, precision: 'exact' });
    expect(exact.json()).toMatchObject({ lat: IZMIR.lat, lng: IZMIR.lng, precision: 'exact' });
    const rounded = await share(ali, { ...IZMIR, precision: 'approximate' });
    expect(rounded.statusCode).toBe(200);
    expect((await stored(ali.id)).map((r) => [Number(r.lat), Number(r.lng), r.precision])).toEqual([[38.44, 27.14, 'approximate']]);
  });

  it('takes a move at most once per 15 s (429 LOCATION_UPDATE_TOO_SOON)', async () => {
    expect((await share(ali, IZMIR)).statusCode).toBe(200);
    const soon = await share(ali, { lat: 38.5, lng: 27.2 });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.code).toBe('LOCATION_UPDATE_TOO_SOON');
    await agePositions(t.app, event.id);
    const moved = await share(ali, { lat: 38.5, lng: 27.2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ lat: 38.5, lng: 27.2 });
  });

  it('refuses bad coordinates and someone else\'s garage; shows an own garage as the vehicle', async () => {
    const bad = await share(ali, { lat: 91, lng: 27 });
    expect(bad.statusCode).toBe(400);
    expect(['LOCATION_COORDINATE_INVALID', 'VALIDATION_FAILED']).toContain(bad.json().error.code);
    const garage = await as(t.app, ayse, { method: 'POST', url: '/api/garages', payload: { name: 'Mavi Civic', carBrand: 'Honda', carModel: 'Civic', carYear: 2019 } });
    expect(garage.statusCode).toBe(201);
    const garageId = garage.json().id as string;
    const theirs = await share(ali, { ...IZMIR, garageId });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.code).toBe('CONVOY_GARAGE_NOT_OWNED');
    const mine = await share(ayse, { ...IZMIR, garageId });
    expect(mine.json<ConvoyPosition>().vehicle).toEqual({ garageId, label: 'Honda Civic (2019)' });
  });
});

describe('nothing is kept', () => {
  it('stop deletes the row; stopping again answers 204 all the same', async () => {
    await share(ali, IZMIR);
    expect((await as(t.app, ali, { method: 'DELETE', url: convoyUrl(event.id, true) })).statusCode).toBe(204);
    expect(await stored(ali.id)).toEqual([]);
    expect((await view(ayse)).positions).toEqual([]);
    expect((await as(t.app, ali, { method: 'DELETE', url: convoyUrl(event.id, true) })).statusCode).toBe(204);
  });

  it('leaving the event deletes the position with the participation', async () => {
    const member = await createUser(t.app);
    const trip = await convoyEvent(t.app, admin, [member]);
    await moveEvent(t.app, trip.id, 'live');
    expect((await share(member, IZMIR, trip.id)).statusCode).toBe(200);
    // The participation list of a started event is kept; leaving is possible again once it is moved back.
    await moveEvent(t.app, trip.id, 'upcoming');
    expect((await as(t.app, member, { method: 'DELETE', url: `/api/community/events/${trip.id}/participation` })).json().joined).toBe(false);
    expect(await stored(member.id)).toEqual([]);
  });

  it('a ban deletes the member\'s positions', async () => {
    const member = await createUser(t.app);
    const trip = await convoyEvent(t.app, admin, [member]);
    await moveEvent(t.app, trip.id, 'live');
    expect((await share(member, IZMIR, trip.id)).statusCode).toBe(200);
    const ban = await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${member.id}/ban`, payload: { reason: 'Kurallara aykırı davranış', until: null } });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(await stored(member.id)).toEqual([]);
  });

  it('an admin turning the map off during the window deletes the positions', async () => {
    const trip = await convoyEvent(t.app, admin, [ali]);
    await moveEvent(t.app, trip.id, 'live');
    expect((await share(ali, IZMIR, trip.id)).statusCode).toBe(200);
    const current = (await as(t.app, admin, { method: 'GET', url: `/api/community/events/${trip.id}` })).json<CommunityEvent>();
    const edit = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/community/events/${trip.id}`,
      payload: { title: current.title, description: current.description, category: current.category, startsAt: current.startsAt, durationMinutes: current.durationMinutes, location: current.location, capacity: null, imageId: null, convoyEnabled: false },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<CommunityEvent>().convoyEnabled).toBe(false);
    expect(await queryRows(t.app.deps.db, sql`select 1 from convoy_positions where event_id = ${trip.id}`)).toEqual([]);
  });

  it('the close at the end deletes every row of the event, once', async () => {
    await share(ali, IZMIR);
    await share(ayse, IZMIR);
    expect(await closeConvoy(t.app.deps.db, event.id)).toBe(false);
    await moveEvent(t.app, event.id, 'ended');
    expect(await closeConvoy(t.app.deps.db, event.id)).toBe(true);
    expect(await closeConvoy(t.app.deps.db, event.id)).toBe(false);
    expect(await queryRows(t.app.deps.db, sql`select 1 from convoy_positions where event_id = ${event.id}`)).toEqual([]);
    // Moved later, the event has a new end: its convoy closes again then.
    await moveEvent(t.app, event.id, 'live');
    expect(await closeConvoy(t.app.deps.db, event.id)).toBe(false);
  });
});

describe('the event', () => {
  it('carries convoyEnabled (off unless the admin turns it on)', async () => {
    expect(event.convoyEnabled).toBe(true);
    const read = (await as(t.app, null, { method: 'GET', url: `/api/community/events/${event.id}` })).json<CommunityEvent>();
    expect(read.convoyEnabled).toBe(true);
  });
});
