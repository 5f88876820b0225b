/**
 * Authorization matrix (docs/product.md, "The server decides"): every garage write
 * endpoint × anonymous / owner / other member / admin, each on fresh fixtures.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { garages } from '../../db/schema/index.ts';

type Actor = 'anonymous' | 'owner' | 'other' | 'admin';
interface Fixture {
  garageId: string;
  commentId: string;
  modificationId: string;
}

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anonymous'> | 'author', TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  users.owner = await createUser(t.app);
  users.other = await createUser(t.app);
  users.admin = await createUser(t.app, { role: 'admin' });
  users.author = await createUser(t.app);
});
afterAll(() => t.close());

const garageBody = { name: 'Yetki Testi', carBrand: 'Renault', carModel: 'Clio', carYear: 2012 };

async function fixture(): Promise<Fixture> {
  // Fresh: the previous cases' garages go (the owner stays within the garage limit).
  await t.app.deps.db.delete(garages).where(eq(garages.userId, users.owner.id));
  const garage = await as(t.app, users.owner, { method: 'POST', url: '/api/garages', payload: garageBody });
  expect(garage.statusCode, garage.body).toBe(201);
  const garageId = garage.json().id as string;
  const comment = await as(t.app, users.author, { method: 'POST', url: `/api/garages/${garageId}/comments`, payload: { body: 'Güzel olmuş' } });
  const mod = await as(t.app, users.owner, { method: 'POST', url: `/api/garages/${garageId}/modifications`, payload: { title: 'Filtre', category: 'intake' } });
  return { garageId, commentId: comment.json().id, modificationId: mod.json().id };
}

interface Endpoint {
  name: string;
  request(f: Fixture): InjectOptions;
  expected: Record<Actor, number>;
  /** Error code of the 403 answer. */
  forbiddenCode?: string;
}

const ownerOnly = { anonymous: 401, other: 403, admin: 403 } as const;
const anyMember = (status: number) => ({ anonymous: 401, owner: status, other: status, admin: status });

const endpoints: Endpoint[] = [
  { name: 'create garage', request: () => ({ method: 'POST', url: '/api/garages', payload: garageBody }), expected: anyMember(201) },
  { name: 'update garage', request: (f) => ({ method: 'PUT', url: `/api/garages/${f.garageId}`, payload: { ...garageBody, name: 'Ele geçirildi' } }), expected: { ...ownerOnly, owner: 200 }, forbiddenCode: 'GARAGE_FORBIDDEN' },
  { name: 'delete garage', request: (f) => ({ method: 'DELETE', url: `/api/garages/${f.garageId}` }), expected: { ...ownerOnly, owner: 204 }, forbiddenCode: 'GARAGE_FORBIDDEN' },
  { name: 'read for edit', request: (f) => ({ method: 'GET', url: `/api/garages/${f.garageId}/edit` }), expected: { ...ownerOnly, owner: 200 }, forbiddenCode: 'GARAGE_FORBIDDEN' },
  // Owners cannot like their own garage: 403 OWN_GARAGE_LIKE; unlike stays open to all.
  { name: 'like', request: (f) => ({ method: 'PUT', url: `/api/garages/${f.garageId}/like` }), expected: { ...anyMember(200), owner: 403 }, forbiddenCode: 'OWN_GARAGE_LIKE' },
  { name: 'unlike', request: (f) => ({ method: 'DELETE', url: `/api/garages/${f.garageId}/like` }), expected: anyMember(200) },
  { name: 'favorite', request: (f) => ({ method: 'PUT', url: `/api/garages/${f.garageId}/favorite` }), expected: anyMember(200) },
  { name: 'unfavorite', request: (f) => ({ method: 'DELETE', url: `/api/garages/${f.garageId}/favorite` }), expected: anyMember(200) },
  { name: 'comment', request: (f) => ({ method: 'POST', url: `/api/garages/${f.garageId}/comments`, payload: { body: 'Selam' } }), expected: anyMember(201) },
  // The comment's author is a fourth member; the garage owner may not delete it (author or admin only).
  { name: 'delete comment', request: (f) => ({ method: 'DELETE', url: `/api/comments/${f.commentId}` }), expected: { anonymous: 401, owner: 403, other: 403, admin: 204 }, forbiddenCode: 'FORBIDDEN' },
  { name: 'add modification', request: (f) => ({ method: 'POST', url: `/api/garages/${f.garageId}/modifications`, payload: { title: 'Jant', category: 'wheels' } }), expected: { ...ownerOnly, owner: 201 }, forbiddenCode: 'GARAGE_FORBIDDEN' },
  { name: 'update modification', request: (f) => ({ method: 'PUT', url: `/api/modifications/${f.modificationId}`, payload: { title: 'Jant', category: 'wheels' } }), expected: { ...ownerOnly, owner: 200 }, forbiddenCode: 'GARAGE_FORBIDDEN' },
  { name: 'delete modification', request: (f) => ({ method: 'DELETE', url: `/api/modifications/${f.modificationId}` }), expected: { ...ownerOnly, owner: 204 }, forbiddenCode: 'GARAGE_FORBIDDEN' },
  { name: 'count a view', request: (f) => ({ method: 'POST', url: `/api/garages/${f.garageId}/views` }), expected: { anonymous: 200, owner: 200, other: 200, admin: 200 } },
];

const actors: Actor[] = ['anonymous', 'owner', 'other', 'admin'];
const rows = endpoints.flatMap((e) => actors.map((actor) => ({ endpoint: e, actor, status: e.expected[actor], label: `${e.name} as ${actor} → ${e.expected[actor]}` })));

describe('authorization matrix', () => {
  it.each(rows)('$label', async ({ endpoint, actor, status }) => {
    const f = await fixture();
    const user = actor === 'anonymous' ? null : users[actor];
    const res = await as(t.app, user, endpoint.request(f));
    expect(res.statusCode, res.body).toBe(status);
    if (status === 401) expect(res.json().error.code).toBe('UNAUTHENTICATED');
    if (status === 403) {
      expect(res.json().error.code).toBe(endpoint.forbiddenCode);
      // A refused write leaves the stored garage as it was.
      const after = await as(t.app, null, { method: 'GET', url: `/api/garages/${f.garageId}` });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ name: garageBody.name, commentsCount: 1, modifications: [{ id: f.modificationId, title: 'Filtre' }] });
    }
  });

  it("the comment's author may delete it", async () => {
    const f = await fixture();
    expect((await as(t.app, users.author, { method: 'DELETE', url: `/api/comments/${f.commentId}` })).statusCode).toBe(204);
    expect((await as(t.app, null, { method: 'GET', url: `/api/garages/${f.garageId}` })).json().commentsCount).toBe(0);
  });

  it.each([
    ['PUT', `/api/garages/${randomUUID()}`, garageBody, 'GARAGE_NOT_FOUND'],
    ['DELETE', `/api/garages/${randomUUID()}`, undefined, 'GARAGE_NOT_FOUND'],
    ['GET', `/api/garages/${randomUUID()}/edit`, undefined, 'GARAGE_NOT_FOUND'],
    ['PUT', `/api/garages/${randomUUID()}/like`, undefined, 'GARAGE_NOT_FOUND'],
    ['PUT', `/api/garages/${randomUUID()}/favorite`, undefined, 'GARAGE_NOT_FOUND'],
    ['POST', `/api/garages/${randomUUID()}/views`, undefined, 'GARAGE_NOT_FOUND'],
    ['POST', `/api/garages/${randomUUID()}/comments`, { body: 'x' }, 'GARAGE_NOT_FOUND'],
    ['GET', `/api/garages/${randomUUID()}/comments`, undefined, 'GARAGE_NOT_FOUND'],
    ['POST', `/api/garages/${randomUUID()}/modifications`, { title: 'x', category: 'other' }, 'GARAGE_NOT_FOUND'],
    ['DELETE', `/api/comments/${randomUUID()}`, undefined, 'COMMENT_NOT_FOUND'],
    ['PUT', `/api/modifications/${randomUUID()}`, { title: 'x', category: 'other' }, 'MODIFICATION_NOT_FOUND'],
  ] as const)('%s %s on a missing thing → 404 %s', async (method, url, payload, code) => {
    const res = await as(t.app, users.owner, { method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(code);
  });

  it('rate-limits garage creation per address (60 a minute)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 62; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/garages', remoteAddress: '10.77.0.1', headers: { origin: 'http://localhost:3000' }, payload: {} });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 60)).not.toContain(429);
    expect(codes.slice(60)).toEqual([429, 429]);
  });
});
