/**
 * Live location events on the one SSE stream (acceptance 3; decision 011): a public
 * share's start, move, like and stop reach a visitor's stream; a followers-only share reaches its
 * member's follower but never a stranger or a visitor; the expiry job's end is published.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LocationEvents, PublicLocationShare } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { listenOnce, openStream, type SseStream } from '../../../test/sse.ts';
import { expireDueShares, expireShare } from './location-shares.service.ts';

let a: TestApp;
let owner: TestUser;
let follower: TestUser;
let stranger: TestUser;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  a = await createTestApp();
  [owner, follower, stranger] = await Promise.all([createUser(a.app), createUser(a.app), createUser(a.app)]);
  await as(a.app, follower, { method: 'PUT', url: `/api/users/${owner.username}/follow` });
  base = await listenOnce(a.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await a.close();
});
beforeEach(async () => {
  await a.app.deps.db.execute(sql`delete from location_shares`);
});

async function stream(user: TestUser | null): Promise<SseStream> {
  const s = await openStream(`${base}/api/events?channels=location`, user ? { cookie: user.cookie } : {});
  streams.push(s);
  await s.waitFor((e) => e.event === 'ready');
  return s;
}
const start = (payload: Record<string, unknown>) =>
  as(a.app, owner, { method: 'POST', url: '/api/location-shares', payload: { lat: 38.4237, lng: 27.1428, vehicleText: 'Golf', ...payload } });
const ofShare = (id: string, type: string) => (e: { event: string; data: unknown }) => e.event === `location.${type}` && (e.data as { id: string }).id === id;

describe('location events', () => {
  it('a public share reaches a visitor: started, moved, liked, stopped', async () => {
    const visitor = await stream(null);
    const share = (await start({})).json<PublicLocationShare>();
    const upserted = await visitor.waitFor(ofShare(share.id, 'share.upserted'));
    expect(upserted.data as LocationEvents['share.upserted']).toMatchObject({ id: share.id, lat: 38.42, lng: 27.14, precision: 'approximate' });
    await a.app.deps.db.execute(sql`update location_shares set position_updated_at = now() - interval '20 seconds'`);
    await as(a.app, owner, { method: 'PATCH', url: '/api/location-shares/mine', payload: { lat: 38.5, lng: 27.2 } });
    await visitor.waitFor((e) => ofShare(share.id, 'share.upserted')(e) && (e.data as PublicLocationShare).lat === 38.5);
    await as(a.app, stranger, { method: 'PUT', url: `/api/location-shares/${share.id}/like` });
    expect((await visitor.waitFor(ofShare(share.id, 'share.liked'))).data).toEqual({ id: share.id, likesCount: 1 });
    await as(a.app, owner, { method: 'DELETE', url: '/api/location-shares/mine' });
    expect((await visitor.waitFor(ofShare(share.id, 'share.ended'))).data).toEqual({ id: share.id });
  });

  it('a followers-only share reaches the follower and the member, never a stranger or a visitor', async () => {
    const [ofFollower, ofOwner, ofStranger, ofVisitor] = await Promise.all([stream(follower), stream(owner), stream(stranger), stream(null)]);
    const share = (await start({ isPublic: false })).json<PublicLocationShare>();
    await ofFollower.waitFor(ofShare(share.id, 'share.upserted'));
    await ofOwner.waitFor(ofShare(share.id, 'share.upserted'));
    await as(a.app, owner, { method: 'DELETE', url: '/api/location-shares/mine' });
    await ofFollower.waitFor(ofShare(share.id, 'share.ended'));
    // A public marker share published after it: once it arrived, the private one would have too.
    await as(a.app, stranger, { method: 'POST', url: '/api/location-shares', payload: { lat: 40, lng: 30, vehicleText: 'Polo' } });
    await ofStranger.waitFor((e) => e.event === 'location.share.upserted');
    await ofVisitor.waitFor((e) => e.event === 'location.share.upserted');
    for (const s of [ofStranger, ofVisitor]) {
      expect(s.events.some((e) => (e.data as { id?: string })?.id === share.id)).toBe(false);
      expect(s.text()).not.toContain(share.id);
    }
  });

  it('the expiry job and the catch-up publish share.ended', async () => {
    const visitor = await stream(null);
    const share = (await start({})).json<PublicLocationShare>();
    await a.app.deps.db.execute(sql`update location_shares set expires_at = now() - interval '1 second'`);
    expect(await expireShare(a.app.deps.db, share.id)).toBe(true);
    await visitor.waitFor(ofShare(share.id, 'share.ended'));
    const again = (await start({})).json<PublicLocationShare>();
    await a.app.deps.db.execute(sql`update location_shares set expires_at = now() - interval '1 second'`);
    expect(await expireDueShares(a.app.deps.db)).toBe(1);
    await visitor.waitFor(ofShare(again.id, 'share.ended'));
  });
});
