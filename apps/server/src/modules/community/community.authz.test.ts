/**
 * Authorization matrix of the community API:
 * every endpoint × anonymous / unverified member / member / moderator / admin, each on a fresh
 * event, with the status and (for 401/403) the error code.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { createEventAs, eventBody, uploadImage } from './community.fixtures.ts';

type Actor = 'anonymous' | 'unverified' | 'member' | 'moderator' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'unverified', 'member', 'moderator', 'admin'];

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  users.unverified = await createUser(t.app, { verified: false });
  users.member = await createUser(t.app);
  users.moderator = await createUser(t.app, { role: 'moderator' });
  users.admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

interface Endpoint {
  name: string;
  request(eventId: string): InjectOptions;
  expected: Record<Actor, number>;
  codes?: Partial<Record<Actor, string>>;
}

const readable = { anonymous: 200, unverified: 200, member: 200, moderator: 200, admin: 200 };
const adminOnly = (ok: number) => ({ anonymous: 401, unverified: 403, member: 403, moderator: 403, admin: ok });
const adminCodes = { unverified: 'FORBIDDEN', member: 'FORBIDDEN', moderator: 'FORBIDDEN' };

const endpoints: Endpoint[] = [
  { name: 'GET /api/community', request: () => ({ method: 'GET', url: '/api/community' }), expected: readable },
  { name: 'GET /api/community/events', request: () => ({ method: 'GET', url: '/api/community/events' }), expected: readable },
  { name: 'GET /api/community/events?when=past', request: () => ({ method: 'GET', url: '/api/community/events?when=past' }), expected: readable },
  { name: 'GET /api/community/events/:id', request: (id) => ({ method: 'GET', url: `/api/community/events/${id}` }), expected: readable },
  {
    name: 'POST /api/community/events',
    request: () => ({ method: 'POST', url: '/api/community/events', payload: eventBody() }),
    expected: adminOnly(201),
    codes: { anonymous: 'UNAUTHENTICATED', ...adminCodes },
  },
  {
    name: 'PUT /api/community/events/:id',
    request: (id) => ({ method: 'PUT', url: `/api/community/events/${id}`, payload: eventBody({ title: 'Değişti' }) }),
    expected: adminOnly(200),
    codes: { anonymous: 'UNAUTHENTICATED', ...adminCodes },
  },
  {
    name: 'DELETE /api/community/events/:id',
    request: (id) => ({ method: 'DELETE', url: `/api/community/events/${id}` }),
    expected: adminOnly(204),
    codes: { anonymous: 'UNAUTHENTICATED', ...adminCodes },
  },
  {
    name: 'PUT /api/community/events/:id/participation',
    request: (id) => ({ method: 'PUT', url: `/api/community/events/${id}/participation` }),
    expected: { anonymous: 401, unverified: 403, member: 200, moderator: 200, admin: 200 },
    codes: { anonymous: 'UNAUTHENTICATED', unverified: 'EMAIL_NOT_VERIFIED' },
  },
  {
    name: 'DELETE /api/community/events/:id/participation',
    request: (id) => ({ method: 'DELETE', url: `/api/community/events/${id}/participation` }),
    expected: { anonymous: 401, unverified: 200, member: 200, moderator: 200, admin: 200 },
    codes: { anonymous: 'UNAUTHENTICATED' },
  },
];

describe('community authorization matrix', () => {
  for (const endpoint of endpoints) {
    for (const actor of ACTORS) {
      it(`${endpoint.name} as ${actor} → ${endpoint.expected[actor]}`, async () => {
        const event = await createEventAs(t.app, users.admin);
        const res = await as(t.app, actor === 'anonymous' ? null : users[actor], endpoint.request(event.id));
        expect(res.statusCode, res.body).toBe(endpoint.expected[actor]);
        const code = endpoint.codes?.[actor];
        if (code) expect(res.json().error.code).toBe(code);
        // Refused writes leave the event as it was.
        if (res.statusCode >= 400) {
          const after = await as(t.app, null, { method: 'GET', url: `/api/community/events/${event.id}` });
          expect(after.statusCode).toBe(200);
          expect(after.json()).toMatchObject({ title: event.title, participantsCount: 0 });
        }
      });
    }
  }

  for (const actor of ACTORS) {
    const expected = { anonymous: 401, unverified: 403, member: 403, moderator: 403, admin: 201 }[actor];
    it(`POST /api/images?purpose=event as ${actor} → ${expected}`, async () => {
      const res = actor === 'anonymous' ? await as(t.app, null, { method: 'POST', url: '/api/images?purpose=event' }) : await uploadImage(t.app, users[actor], 'event');
      expect(res.statusCode, res.body).toBe(expected);
    });
  }

  it('the viewer-specific fields: joined for the participant only, canManage for admins only', async () => {
    const event = await createEventAs(t.app, users.admin);
    expect((await as(t.app, users.member, { method: 'PUT', url: `/api/community/events/${event.id}/participation` })).statusCode).toBe(200);
    const seen = async (user: TestUser | null) => (await as(t.app, user, { method: 'GET', url: `/api/community/events/${event.id}` })).json();
    expect(await seen(users.member)).toMatchObject({ joined: true, canManage: false, participantsCount: 1 });
    expect(await seen(null)).toMatchObject({ joined: false, canManage: false, participantsCount: 1 });
    expect(await seen(users.admin)).toMatchObject({ joined: false, canManage: true });
    const list = (await as(t.app, users.member, { method: 'GET', url: '/api/community/events?pageSize=50' })).json();
    expect(list.items.find((e: { id: string }) => e.id === event.id)).toMatchObject({ joined: true });
  });
});
