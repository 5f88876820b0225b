/**
 * Bad bytes never give 500: the probe's hostile inputs, each answered 4xx with our error
 * shape and the code naming the real problem — never 5xx. NUL and the other C0 control characters
 * (except tab, line feed, carriage return) are refused at the edge by lib/input-guard.ts for
 * bodies, query strings and path segments, including better-auth's routes under /api/auth.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_MESSAGES, MAX_PAGE_SIZE } from '@garaj/shared';
import { as, createTestApp, createUser, nextIp, type TestApp, type TestUser } from '../test/helpers.ts';

let t: TestApp;
let member: TestUser;
let garageId: string;
let modificationId: string;

const NUL = '\u0000';

beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t.app, { username: 'sert_uye' });
  const garage = await as(t.app, member, {
    method: 'POST',
    url: '/api/garages',
    payload: { name: 'Sağlam Garaj', carBrand: 'Tofaş', carModel: 'Şahin' },
  });
  expect(garage.statusCode).toBe(201);
  garageId = garage.json().id as string;
  const mod = await as(t.app, member, {
    method: 'POST',
    url: `/api/garages/${garageId}/modifications`,
    payload: { title: 'Egzoz', category: 'motor' },
  });
  expect(mod.statusCode).toBe(201);
  modificationId = mod.json().id as string;
});
afterAll(() => t.close());

/** Asserts a 4xx in our shape `{ error: { code, message } }` with the given code and its Turkish message. */
function expectError(res: LightMyRequestResponse, status: number, code: keyof typeof ERROR_MESSAGES) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  const body = res.json() as { error: { code: string; message: string } };
  expect(body.error.code, res.body).toBe(code);
  expect(body.error.message).toBe(ERROR_MESSAGES[code]);
}

describe('NUL and control characters are refused with 400 INVALID_CHARACTERS', () => {
  const bodies: [string, () => { method: 'POST' | 'PUT'; url: string; payload: object }][] = [
    ['garage create (name)', () => ({ method: 'POST', url: '/api/garages', payload: { name: `Gar${NUL}aj`, carBrand: 'BMW', carModel: 'M3' } })],
    ['garage update (description)', () => ({ method: 'PUT', url: `/api/garages/${garageId}`, payload: { name: 'Sağlam Garaj', carBrand: 'Tofaş', carModel: 'Şahin', description: `a${NUL}b` } })],
    ['garage update (brand)', () => ({ method: 'PUT', url: `/api/garages/${garageId}`, payload: { name: 'Sağlam Garaj', carBrand: `Tof${NUL}`, carModel: 'Şahin' } })],
    ['comment', () => ({ method: 'POST', url: `/api/garages/${garageId}/comments`, payload: { body: `Güzel${NUL}` } })],
    ['modification create (title)', () => ({ method: 'POST', url: `/api/garages/${garageId}/modifications`, payload: { title: `Turbo${NUL}`, category: 'motor' } })],
    ['modification update (note)', () => ({ method: 'PUT', url: `/api/modifications/${modificationId}`, payload: { title: 'Egzoz', category: 'motor', note: `not${NUL}` } })],
    ['profile update (bio)', () => ({ method: 'PUT', url: '/api/me/profile', payload: { username: 'sert_uye', bio: `Merhaba${NUL}` } })],
    ['profile update (a key)', () => ({ method: 'PUT', url: '/api/me/profile', payload: { username: 'sert_uye', [`b${NUL}io`]: 'x' } })],
    ['update-user (name)', () => ({ method: 'POST', url: '/api/auth/update-user', payload: { name: `ad${NUL}min` } })],
    ['other control character (U+0001) in a comment', () => ({ method: 'POST', url: `/api/garages/${garageId}/comments`, payload: { body: 'a\u0001b' } })],
    ['escape character (U+001B) in a garage name', () => ({ method: 'POST', url: '/api/garages', payload: { name: 'a\u001b[31m', carBrand: 'BMW', carModel: 'M3' } })],
  ];

  it.each(bodies)('%s', async (_label, request) => {
    expectError(await as(t.app, member, request()), 400, 'INVALID_CHARACTERS');
  });

  it('sign-up (username, name and e-mail)', async () => {
    for (const payload of [
      { email: 'nul1@example.com', password: 'gizli-sifre-123', name: `x${NUL}`, username: 'nul_uye1', acceptTerms: true },
      { email: 'nul2@example.com', password: 'gizli-sifre-123', name: 'nul_uye2', username: `nul${NUL}uye2`, acceptTerms: true },
      { email: `nul3${NUL}@example.com`, password: 'gizli-sifre-123', name: 'nul_uye3', username: 'nul_uye3', acceptTerms: true },
    ]) {
      expectError(await as(t.app, null, { method: 'POST', url: '/api/auth/sign-up/email', payload }), 400, 'INVALID_CHARACTERS');
    }
  });

  it.each([
    ['garages search (q)', '/api/garages?q=a%00b'],
    ['garages search (search)', '/api/garages?search=a%00b'],
    ['users search (q)', '/api/users?q=a%00b'],
    ['users search (search)', '/api/users?search=a%00b'],
    ['user lookup', '/api/users/sert_uye%00'],
    ['user garages', '/api/users/sert_uye%00/garages'],
    ['garage by id', `/api/garages/%00`],
    ['an auth GET with a query', '/api/auth/get-session?x=%00'],
    ['a page (Open Graph lookup)', '/user/sert_uye%00'],
    ['a raw NUL in the query', `/api/garages?q=a${NUL}b`],
    ['a control character in the query', '/api/users?q=%1B'],
  ])('%s', async (_label, url) => {
    expectError(await as(t.app, member, { method: 'GET', url }), 400, 'INVALID_CHARACTERS');
  });

  it('keeps tab, line feed and carriage return in text', async () => {
    const res = await as(t.app, member, {
      method: 'POST',
      url: `/api/garages/${garageId}/modifications`,
      payload: { title: 'Jant', category: 'görünüm', note: 'satır 1\r\nsatır 2\tsekme' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().note).toBe('satır 1\r\nsatır 2\tsekme');
  });

  it('takes them in a comment, whose HTML is kept as sanitised and whose plain text is collapsed', async () => {
    const res = await as(t.app, member, { method: 'POST', url: `/api/garages/${garageId}/comments`, payload: { body: '<p>satır 1\r\nsatır 2\tsekme</p>' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ body: 'satır 1 satır 2 sekme', bodyHtml: '<p>satır 1\r\nsatır 2\tsekme</p>' });
  });
});

describe('dates out of range are a 400 field error', () => {
  it.each(['0000-01-01', '1800-06-01', '10000-01-01', '2023-02-30'])('installedOn %s', async (installedOn) => {
    const res = await as(t.app, member, {
      method: 'POST',
      url: `/api/garages/${garageId}/modifications`,
      payload: { title: 'Jant', category: 'görünüm', installedOn },
    });
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json().error as { code: string; fields: Record<string, string> };
    expect(['DATE_OUT_OF_RANGE', 'VALUE_INVALID']).toContain(error.fields.installedOn);
    expect(error.code).toBe(error.fields.installedOn);
  });

  it('names the range for a well-formed date outside it', async () => {
    const res = await as(t.app, member, {
      method: 'POST',
      url: `/api/garages/${garageId}/modifications`,
      payload: { title: 'Jant', category: 'görünüm', installedOn: '0000-01-01' },
    });
    expectError(res, 400, 'DATE_OUT_OF_RANGE');
    expect(res.json().error.fields).toEqual({ installedOn: 'DATE_OUT_OF_RANGE' });
  });

  it('accepts a date within the range', async () => {
    const res = await as(t.app, member, {
      method: 'POST',
      url: `/api/garages/${garageId}/modifications`,
      payload: { title: 'Jant', category: 'görünüm', installedOn: '1999-12-31' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("the framework's own errors name their real problem in our shape", () => {
  it('malformed JSON → 400 INVALID_JSON (our routes and better-auth)', async () => {
    for (const url of ['/api/garages', '/api/auth/sign-up/email']) {
      const res = await as(t.app, member, { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"name": "yarım' });
      expectError(res, 400, 'INVALID_JSON');
    }
  });

  it('an empty JSON body → 400 INVALID_JSON', async () => {
    const res = await as(t.app, member, { method: 'POST', url: '/api/garages', headers: { 'content-type': 'application/json' }, payload: '' });
    expectError(res, 400, 'INVALID_JSON');
  });

  it.each(['/api/garages?limit=100000', '/api/users?limit=100000', '/api/me/favorites?limit=0', `/api/garages/${'00000000-0000-4000-8000-000000000000'}/comments?limit=51`])(
    '%s → 400 LIMIT_OUT_OF_RANGE',
    async (url) => {
      const res = await as(t.app, member, { method: 'GET', url });
      expectError(res, 400, 'LIMIT_OUT_OF_RANGE');
      expect(res.json().error.fields).toEqual({ limit: 'LIMIT_OUT_OF_RANGE' });
    },
  );

  it(`accepts limit=${MAX_PAGE_SIZE}`, async () => {
    expect((await as(t.app, member, { method: 'GET', url: `/api/garages?limit=${MAX_PAGE_SIZE}` })).statusCode).toBe(200);
  });

  it('a 2 MB JSON body → 413 BODY_TOO_LARGE, not the file message', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), carBrand: 'BMW', carModel: 'M3' });
    for (const url of ['/api/garages', '/api/auth/sign-up/email']) {
      const res = await as(t.app, member, { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
      expectError(res, 413, 'BODY_TOO_LARGE');
    }
  });

  it('an unsupported content type → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await as(t.app, member, { method: 'POST', url: '/api/garages', headers: { 'content-type': 'application/xml' }, payload: '<garage/>' });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it.each(['/api/garages/%E0%A4%A', '/%', '/api/users/%E0%A4%A', '/garage/%E0%A4%A'])('a malformed URL %s → 400 BAD_URL', async (url) => {
    expectError(await t.app.inject({ method: 'GET', url, remoteAddress: nextIp() }), 400, 'BAD_URL');
  });

  it('a malformed percent-encoding in the query → 4xx, never 5xx', async () => {
    const res = await as(t.app, member, { method: 'GET', url: '/api/garages?q=%E0%A4%A' });
    expect(res.statusCode).toBeLessThan(500);
  });

  it("a server failure inside better-auth → 500 INTERNAL in our shape, never the body `null`", async () => {
    const auth = t.app.deps.auth;
    const original = auth.handler;
    auth.handler = async () => new Response(null, { status: 500 });
    try {
      const res = await as(t.app, member, { method: 'POST', url: '/api/auth/update-user', payload: { name: 'x' } });
      expectError(res, 500, 'INTERNAL');
    } finally {
      auth.handler = original;
    }
  });

  it('an unknown route or method under /api → 404 NOT_FOUND in our shape', async () => {
    expectError(await as(t.app, member, { method: 'GET', url: '/api/nope' }), 404, 'NOT_FOUND');
    expectError(await as(t.app, member, { method: 'PATCH', url: '/api/garages' }), 404, 'NOT_FOUND');
    expectError(await as(t.app, member, { method: 'DELETE', url: '/api/garages' }), 404, 'NOT_FOUND');
  });
});
