/**
 * Convoy events on the one SSE stream (decision 027): the private `convoy` channel needs a
 * session (a visitor asking for it alone gets 401); a participant receives the positions, a stop
 * and the end of their event; a member who did not join, or left before the start, receives
 * none of it; a banned participant's stream is closed and their position deleted for the others.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CommunityEvent, ConvoyPosition } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { listenOnce, openStream, type SseEvent, type SseStream } from '../../../test/sse.ts';
import { convoyEvent, convoyUrl, moveEvent } from './convoys.fixtures.ts';
import { closeConvoy } from './convoys.service.ts';

let t: TestApp;
let admin: TestUser;
let ali: TestUser;
let ayse: TestUser;
let stranger: TestUser;
let leaver: TestUser;
let event: CommunityEvent;
let base: string;
const streams: SseStream[] = [];

const IZMIR = { lat: 38.437214, lng: 27.142861 };

beforeAll(async () => {
  t = await createTestApp();
  [admin, ali, ayse, stranger, leaver] = await Promise.all([createUser(t.app, { role: 'admin' }), createUser(t.app), createUser(t.app), createUser(t.app), createUser(t.app)]);
  event = await convoyEvent(t.app, admin, [ali, ayse, leaver]);
  expect((await as(t.app, leaver, { method: 'DELETE', url: `/api/community/events/${event.id}/participation` })).json().joined).toBe(false);
  base = await listenOnce(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});
beforeEach(async () => {
  await t.app.deps.db.execute(sql`delete from convoy_positions`);
  await moveEvent(t.app, event.id, 'live');
});

async function stream(user: TestUser | null, channels = 'convoy'): Promise<SseStream> {
  const s = await openStream(`${base}/api/events?channels=${channels}`, user ? { cookie: user.cookie } : {});
  streams.push(s);
  expect(s.status).toBe(200);
  await s.waitFor((e) => e.event === 'ready');
  return s;
}
const ofEvent = (type: string) => (e: SseEvent) => e.event === `convoy.${type}` && (e.data as { eventId?: string }).eventId === event.id;
const share = (user: TestUser) => as(t.app, user, { method: 'PUT', url: convoyUrl(event.id, true), payload: IZMIR });

/**
 * Publishes a marker only `user` may receive (their own position on a second convoy they alone
 * joined) and waits for it on `s`: a stream delivers in order, so anything sent to `s` before has
 * arrived by then.
 */
async function drained(s: SseStream, user: TestUser): Promise<void> {
  const own = await convoyEvent(t.app, admin, [user]);
  await moveEvent(t.app, own.id, 'live');
  expect((await as(t.app, user, { method: 'PUT', url: convoyUrl(own.id, true), payload: IZMIR })).statusCode).toBe(200);
  await s.waitFor((e) => e.event === 'convoy.position.updated' && (e.data as ConvoyPosition).eventId === own.id);
}

describe('convoy events', () => {
  it('a visitor asking for the private channel alone is refused (401)', async () => {
    const s = await openStream(`${base}/api/events?channels=convoy`);
    streams.push(s);
    expect(s.status).toBe(401);
  });

  it('a participant receives the positions, the stop and the end; members outside the event receive nothing', async () => {
    const [ofAyse, ofStranger, ofLeaver] = await Promise.all([stream(ayse), stream(stranger), stream(leaver)]);
    expect((await share(ali)).statusCode).toBe(200);
    const moved = await ofAyse.waitFor(ofEvent('position.updated'));
    expect(moved.data as ConvoyPosition).toMatchObject({ eventId: event.id, lat: 38.44, lng: 27.14, precision: 'approximate', member: { id: ali.id } });
    expect((await as(t.app, ali, { method: 'DELETE', url: convoyUrl(event.id, true) })).statusCode).toBe(204);
    expect((await ofAyse.waitFor(ofEvent('member.stopped'))).data).toEqual({ eventId: event.id, userId: ali.id });
    await moveEvent(t.app, event.id, 'ended');
    expect(await closeConvoy(t.app.deps.db, event.id)).toBe(true);
    expect((await ofAyse.waitFor(ofEvent('ended'))).data).toEqual({ eventId: event.id });

    for (const [s, user] of [[ofStranger, stranger], [ofLeaver, leaver]] as const) {
      await drained(s, user);
      expect(s.events.some((e) => e.event.startsWith('convoy.') && (e.data as { eventId?: string }).eventId === event.id)).toBe(false);
      expect(s.text()).not.toContain(event.id);
    }
  });

  it("a banned participant's stream is closed and the others see their position go", async () => {
    const member = await createUser(t.app);
    await moveEvent(t.app, event.id, 'upcoming');
    expect((await as(t.app, member, { method: 'PUT', url: `/api/community/events/${event.id}/participation` })).statusCode).toBe(200);
    await moveEvent(t.app, event.id, 'live');
    const [ofMember, ofAyse] = await Promise.all([stream(member), stream(ayse)]);
    expect((await share(member)).statusCode).toBe(200);
    await ofMember.waitFor(ofEvent('position.updated'));
    const ban = await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${member.id}/ban`, payload: { reason: 'Kurallara aykırı davranış', until: null } });
    expect(ban.statusCode, ban.body).toBe(200);
    await Promise.race([ofMember.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('the banned member’s stream is still open')), 5000))]);
    expect((await ofAyse.waitFor(ofEvent('member.stopped'))).data).toEqual({ eventId: event.id, userId: member.id });
    // Reconnecting with the old cookie gets no private stream.
    const again = await openStream(`${base}/api/events?channels=convoy`, { cookie: member.cookie });
    streams.push(again);
    expect(again.status).toBe(401);
  });
});
