/**
 * Writes sent by another site are refused (lib/same-origin.ts, decision 012), and the API reads
 * only JSON bodies (lib/body-type.ts): every state-changing operation of the OpenAPI document,
 * better-auth's own routes and a page POST, each with the admin's cookie.
 *
 * - `Origin: https://evil.example` → 403 CROSS_SITE_REQUEST; `Sec-Fetch-Site: cross-site` or
 *   `same-site` (another port of the same host) → 403 even when `Origin` names the site.
 * - The same request from the site (`Sec-Fetch-Site: same-origin`, or only `Origin` = PUBLIC_URL,
 *   or no header at all as curl or a mail provider sends it) is not refused by the check.
 * - A `text/plain` (or urlencoded, or multipart) body on a JSON route → 415 UNSUPPORTED_MEDIA_TYPE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ERROR_MESSAGES } from '@garaj/shared';
import { as, createTestApp, createUser, nextIp, type TestApp, type TestUser } from '../test/helpers.ts';
import { accessRules, AUTH_ADMIN_OPERATIONS } from '../test/access-rules.ts';
import { documentOperations, pool, requestFor, type Operation } from '../test/openapi-requests.ts';
import { isSameOriginWrite } from './lib/same-origin.ts';

const SITE = 'http://localhost:3000';
const EVIL = 'https://evil.example';

let t: TestApp;
let admin: TestUser;
let writes: Operation[];
const rules = accessRules();

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  writes = documentOperations(t.app).filter((op) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method));
});
afterAll(() => t?.close());

/** `request` as the admin with exactly `headers` (the helper's default Origin replaced). */
function asAdmin(request: InjectOptions, headers: Record<string, string>) {
  return t.app.inject({ ...request, remoteAddress: nextIp(), headers: { ...headers, cookie: admin.cookie } });
}

const isCrossSiteRefusal = (res: LightMyRequestResponse) => res.statusCode === 403 && res.body.includes('"CROSS_SITE_REQUEST"');

/** A better-auth write and a JSON body it accepts. */
const AUTH_WRITES: { url: string; body?: Record<string, unknown> }[] = [
  { url: '/api/auth/sign-in/email', body: { email: 'yok@example.com', password: 'gizli-sifre-123' } },
  { url: '/api/auth/sign-up/email', body: { email: 'capraz@example.com', password: 'gizli-sifre-123', name: 'capraz', username: 'capraz', acceptTerms: true } },
  { url: '/api/auth/sign-out' },
  { url: '/api/auth/update-user', body: { name: 'Başka Ad' } },
  { url: '/api/auth/change-password', body: { currentPassword: 'yanlis-sifre-1', newPassword: 'yeni-sifre-12345' } },
  { url: '/api/auth/request-password-reset', body: { email: 'yok@example.com', redirectTo: '/reset-password' } },
  ...AUTH_ADMIN_OPERATIONS.filter((op) => op.method === 'POST').map((op) => ({ url: op.url, body: op.body })),
];

/** What another site's page can send: its own Origin, or Sec-Fetch-Site naming it (with or without Origin). */
const CROSS_SITE_HEADERS: [string, Record<string, string>][] = [
  ['Origin: https://evil.example', { origin: EVIL }],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: EVIL }],
  ['Sec-Fetch-Site: cross-site (Origin naming the site)', { 'sec-fetch-site': 'cross-site', origin: SITE }],
  ['Sec-Fetch-Site: same-site (another port of the host)', { 'sec-fetch-site': 'same-site', origin: 'http://localhost:4000' }],
  ['Origin: null', { origin: 'null' }],
];

describe('every state-changing API operation refuses another site', () => {
  it('the document has the writes (sanity: the test sees real operations)', () => {
    expect(writes.length).toBeGreaterThan(60);
    expect(writes.map((o) => `${o.method} ${o.path}`)).toContain('POST /api/admin/competitions/{id}/end');
  });

  it.each(CROSS_SITE_HEADERS)('%s → 403 CROSS_SITE_REQUEST on every write, the admin signed in', async (_name, headers) => {
    const wrong: string[] = [];
    await pool(writes, 6, async (op) => {
      const res = await asAdmin(requestFor(op, rules[`${op.method} ${op.path}`] ?? { access: 'public' }), headers);
      if (!isCrossSiteRefusal(res)) wrong.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      else expect(res.json().error.message).toBe(ERROR_MESSAGES.CROSS_SITE_REQUEST);
    });
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: SITE }],
    ['Sec-Fetch-Site: none', { 'sec-fetch-site': 'none' }],
    ['only Origin = PUBLIC_URL', { origin: SITE }],
    ['neither header (curl, another server)', {}],
  ])('%s → not refused by the check on any write', async (_name, headers) => {
    const refused: string[] = [];
    await pool(writes, 6, async (op) => {
      const res = await asAdmin(requestFor(op, rules[`${op.method} ${op.path}`] ?? { access: 'public' }), headers);
      if (isCrossSiteRefusal(res) || res.statusCode === 415) refused.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    });
    expect(refused, refused.join('\n')).toEqual([]);
  });
});

describe("better-auth's routes refuse another site too", () => {
  it.each(CROSS_SITE_HEADERS)('%s → 403 CROSS_SITE_REQUEST (sign-in, sign-up, sign-out, account, admin)', async (_name, headers) => {
    const wrong: string[] = [];
    for (const op of AUTH_WRITES) {
      const res = await asAdmin({ method: 'POST', url: op.url, ...(op.body ? { payload: op.body } : {}) }, headers);
      if (!isCrossSiteRefusal(res)) wrong.push(`POST ${op.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
    // The admin is still signed in: sign-out was refused.
    expect((await as(t.app, admin, { method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(200);
  });

  it('sign-in and sign-out from the site work', async () => {
    const member = await createUser(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      headers: { origin: SITE, 'sec-fetch-site': 'same-origin' },
      payload: { email: member.email, password: member.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      remoteAddress: nextIp(),
      headers: { origin: SITE, 'sec-fetch-site': 'same-origin', cookie: member.cookie },
    });
    expect(signOut.statusCode, signOut.body).toBe(200);
  });
});

describe('pages refuse another site', () => {
  it.each(['/login', '/register', '/garages/new', '/'])('a form POST to %s from another origin → 403', async (url) => {
    for (const [, headers] of CROSS_SITE_HEADERS) {
      const res = await asAdmin({ method: 'POST', url, headers: {}, payload: 'email=a%40b.c&password=x' }, { ...headers, 'content-type': 'application/x-www-form-urlencoded' });
      expect(isCrossSiteRefusal(res), `${url} ${JSON.stringify(headers)}: ${res.statusCode} ${res.body}`).toBe(true);
    }
  });
});

describe('the reported attack: a text/plain form on another port ends a running competition', () => {
  it('is refused and the competition keeps running', async () => {
    const hour = 3_600_000;
    const created = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/competitions',
      payload: {
        title: 'Çapraz Site Kupası',
        description: 'Bitirilmemesi gereken yarışma.',
        category: 'popular',
        startsAt: new Date(Date.now() - hour).toISOString(),
        endsAt: new Date(Date.now() + 24 * hour).toISOString(),
        maxParticipants: 10,
        imageId: null,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json().status).toBe('active');
    // What Chromium sends for the form on http://localhost:4000 (enctype="text/plain").
    const attack = await asAdmin(
      { method: 'POST', url: `/api/admin/competitions/${id}/end`, payload: '{"x":"=y"}' },
      { origin: 'http://localhost:4000', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'content-type': 'text/plain' },
    );
    expect(attack.statusCode, attack.body).toBe(403);
    expect(attack.json().error.code).toBe('CROSS_SITE_REQUEST');
    expect((await as(t.app, null, { method: 'GET', url: `/api/competitions/${id}` })).json().status).toBe('active');
  });
});

describe('/api bodies are JSON', () => {
  const same = { origin: SITE, 'sec-fetch-site': 'same-origin' };

  it.each([
    ['text/plain', '{"name":"Düz Metin","carBrand":"BMW","carModel":"M3"}'],
    ['text/plain;charset=UTF-8', '{"name":"Düz Metin","carBrand":"BMW","carModel":"M3"}'],
    ['application/x-www-form-urlencoded', 'name=Form&carBrand=BMW&carModel=M3'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nForm\r\n--x--\r\n'],
  ])('%s on a JSON route → 415 UNSUPPORTED_MEDIA_TYPE, even from the site', async (type, payload) => {
    for (const url of ['/api/garages', `/api/admin/competitions/00000000-0000-4000-8000-000000000000/end`, '/api/auth/sign-in/email']) {
      const res = await asAdmin({ method: 'POST', url, payload }, { ...same, 'content-type': type });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(415);
      expect(res.json().error).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE });
    }
  });

  it('JSON (with a charset) and bodiless writes pass; an encoded /api path is still /api', async () => {
    const member = await createUser(t.app);
    const garage = await as(t.app, member, {
      method: 'POST',
      url: '/api/garages',
      headers: { ...same, 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ name: 'JSON Garaj', carBrand: 'BMW', carModel: 'M3' }),
    });
    expect(garage.statusCode, garage.body).toBe(201);
    const end = await asAdmin({ method: 'POST', url: '/api/admin/competitions/00000000-0000-4000-8000-000000000000/end' }, same);
    expect(end.statusCode, end.body).toBe(404);
    const encoded = await asAdmin({ method: 'POST', url: '/%61pi/garages', payload: 'x' }, { ...same, 'content-type': 'text/plain' });
    expect(encoded.statusCode, encoded.body).toBe(415);
  });

  it('the one-click unsubscribe takes a form from a mail provider (no browser headers), urlencoded or multipart', async () => {
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe?token=bozuk', remoteAddress: nextIp(), headers: { 'content-type': type! }, payload });
      // The token is checked, so the body type was accepted.
      expect(res.statusCode, `${type}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('UNSUBSCRIBE_TOKEN_INVALID');
    }
  });
});

describe('without PUBLIC_URL the address the request was sent to is the site', () => {
  it('allows its own host, refuses others', async () => {
    const local = await createTestApp({ PUBLIC_URL: '' });
    try {
      const post = (origin: string, host: string) =>
        local.app.inject({ method: 'POST', url: '/api/garages', remoteAddress: nextIp(), headers: { origin, host }, payload: { name: 'x', carBrand: 'BMW', carModel: 'M3' } });
      // 401: past the check, refused for want of a session.
      expect((await post('http://192.168.1.20:3000', '192.168.1.20:3000')).statusCode).toBe(401);
      expect((await post('http://localhost:3000', '192.168.1.20:3000')).statusCode).toBe(401);
      expect(isCrossSiteRefusal(await post('http://192.168.1.20:4000', '192.168.1.20:3000'))).toBe(true);
      expect(isCrossSiteRefusal(await post(EVIL, '192.168.1.20:3000'))).toBe(true);
    } finally {
      await local.close();
    }
  });
});

describe('isSameOriginWrite', () => {
  const site = ['https://garaj.example'];
  it.each([
    [{ secFetchSite: 'same-origin', origin: undefined }, true],
    [{ secFetchSite: 'none', origin: undefined }, true],
    [{ secFetchSite: 'same-origin', origin: EVIL }, true],
    [{ secFetchSite: 'same-site', origin: 'https://garaj.example' }, false],
    [{ secFetchSite: 'cross-site', origin: 'https://garaj.example' }, false],
    [{ secFetchSite: 'something-new', origin: 'https://garaj.example' }, false],
    [{ secFetchSite: undefined, origin: 'https://garaj.example' }, true],
    [{ secFetchSite: undefined, origin: 'https://GARAJ.example:443' }, true],
    [{ secFetchSite: undefined, origin: 'http://garaj.example' }, false],
    [{ secFetchSite: undefined, origin: 'https://garaj.example.evil.example' }, false],
    [{ secFetchSite: undefined, origin: 'null' }, false],
    [{ secFetchSite: undefined, origin: '' }, false],
    [{ secFetchSite: undefined, origin: 'garaj.example' }, false],
    [{ secFetchSite: undefined, origin: undefined }, true],
  ])('%o → %s', (headers, allowed) => {
    expect(isSameOriginWrite(headers, site)).toBe(allowed);
  });
});
