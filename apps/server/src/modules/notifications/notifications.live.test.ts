/**
 * Live notifications: the recipient's event stream gets `notifications.changed`
 * with the new unread count once the liking request has committed; other members' streams get
 * nothing; a rolled-back write sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { listenOnce, openStream, type SseStream } from '../../../test/sse.ts';

let t: TestApp;
let owner: TestUser;
let liker: TestUser;
let other: TestUser;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [owner, liker, other] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
  base = await listenOnce(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

async function streamOf(user: TestUser | null): Promise<SseStream> {
  const stream = await openStream(`${base}/api/events?channels=notifications`, user ? { cookie: user.cookie } : {});
  streams.push(stream);
  return stream;
}

const changed = (stream: SseStream) => stream.events.filter((e) => e.event === 'notifications.changed').map((e) => e.data);

describe('notifications.changed', () => {
  it('needs a session to subscribe; asked beside a public channel without one, it is left out', async () => {
    const stream = await streamOf(null);
    expect(stream.status).toBe(401);
    const mixed = await openStream(`${base}/api/events?channels=forum,notifications`, {});
    streams.push(mixed);
    expect(mixed.status).toBe(200);
    const ready = await mixed.waitFor((e) => e.event === 'ready');
    expect(ready.data).toEqual({ channels: ['forum'] });
  });

  it('reaches the recipient after the like commits, and no one else', async () => {
    const garage = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { name: 'Canlı Garaj', carBrand: 'Fiat', carModel: 'Egea' } });
    expect(garage.statusCode, garage.body).toBe(201);
    const garageId = garage.json().id as string;
    const ownerStream = await streamOf(owner);
    const otherStream = await streamOf(other);
    expect(ownerStream.status).toBe(200);
    await ownerStream.waitFor((e) => e.event === 'ready');
    await otherStream.waitFor((e) => e.event === 'ready');
    // Creating a first garage earns a badge: start from zero unread. On a PostgreSQL server the
    // badge's and this read's events reach the stream whenever LISTEN delivers them (in commit
    // order), so wait for the zero and count only what comes after it.
    await as(t.app, owner, { method: 'POST', url: '/api/notifications/read-all' });
    await ownerStream.waitFor((e) => e.event === 'notifications.changed' && (e.data as { unreadCount: number }).unreadCount === 0);
    const skipped = changed(ownerStream).length;
    const ownerChanged = () => changed(ownerStream).slice(skipped);

    const like = await as(t.app, liker, { method: 'PUT', url: `/api/garages/${garageId}/like` });
    expect(like.statusCode, like.body).toBe(200);
    await ownerStream.waitFor(() => ownerChanged().length === 1);
    expect(ownerChanged()).toEqual([{ unreadCount: 1 }]);
    // What the event promises is readable by then.
    expect((await as(t.app, owner, { method: 'GET', url: '/api/notifications/unread-count' })).json()).toEqual({ unreadCount: 1 });

    // The other member's stream: only their own event (a follow), nothing of the owner's before it.
    const follow = await as(t.app, liker, { method: 'PUT', url: `/api/users/${other.username}/follow` });
    expect(follow.statusCode, follow.body).toBe(200);
    await otherStream.waitFor((e) => e.event === 'notifications.changed');
    expect(changed(otherStream)).toEqual([{ unreadCount: 1 }]);

    // Reading sends the new count too.
    await as(t.app, owner, { method: 'POST', url: '/api/notifications/read-all' });
    await ownerStream.waitFor(() => ownerChanged().length === 2);
    expect(ownerChanged()).toEqual([{ unreadCount: 1 }, { unreadCount: 0 }]);

    // A rolled-back write sends nothing: the next event the stream sees is the committed one after it.
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await emitDomainEvent(tx, { type: 'garage.favorited', actorId: other.id, garageId, ownerId: owner.id });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const favorite = await as(t.app, liker, { method: 'PUT', url: `/api/garages/${garageId}/favorite` });
    expect(favorite.statusCode, favorite.body).toBe(200);
    await ownerStream.waitFor(() => ownerChanged().length === 3);
    expect(ownerChanged()).toEqual([{ unreadCount: 1 }, { unreadCount: 0 }, { unreadCount: 1 }]);
  });
});
