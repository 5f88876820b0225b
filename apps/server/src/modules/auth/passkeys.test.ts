/**
 * Passkeys (better-auth passkey plugin, lib/auth.ts): a signed-in member adds one (the relying
 * party is the site's host, the origin its public address), names it (≤ 60 characters), lists and
 * removes their own; anyone with the device signs in with it — no password, no second factor — and
 * a banned member does not. The browser's authenticator is played by a software one that makes a
 * P-256 key, answers the registration with a "none" attestation and signs assertions.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, cookieFrom, createTestApp, createUser, nextIp, type TestApp, type TestUser } from '../../../test/helpers.ts';

const ORIGIN = 'http://localhost:3000';
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** A device's authenticator holding one credential for `rpId`, answering at `origin`. */
class SoftAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = randomBytes(16);
  private counter = 0;

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {}

  /** Authenticator data: the relying party's hash, flags, the signature counter, then `attested`. */
  private authData(flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** A `PublicKeyCredential` of this authenticator as JSON, around the ceremony's `response`. */
  private credential(response: Record<string, unknown>) {
    const id = b64url(this.credentialId);
    return { id, rawId: id, type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {}, response };
  }

  /** `navigator.credentials.create()`'s answer (as JSON) to registration options. */
  register(options: { challenge: string; rp: { id: string } }) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    // COSE EC2 key: kty 2, alg -7 (ES256), crv 1 (P-256), x, y.
    const cose = new Map<number, CBORType>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, Buffer.from(encodeCBOR(cose))]);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const attestationObject = encodeCBOR(new Map<string, CBORType>([['fmt', 'none'], ['attStmt', new Map()], ['authData', this.authData(0x45, attested)]]));
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin }));
    return this.credential({ clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] });
  }

  /** `navigator.credentials.get()`'s answer (as JSON) to authentication options. */
  authenticate(options: { challenge: string }) {
    const authenticatorData = this.authData(0x05);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin }));
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.keys.privateKey);
    return this.credential({ clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature) });
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headers = (cookie?: string) => ({ origin: ORIGIN, ...(cookie ? { cookie } : {}) });
const joinCookies = (...cookies: string[]) => cookies.filter(Boolean).join('; ');

/** Adds a passkey for `member` through the two registration calls; answers the verification's response. */
async function addPasskey(member: TestUser, device: SoftAuthenticator, name?: string) {
  const options = await t.app.inject({ method: 'GET', url: '/api/auth/passkey/generate-register-options', remoteAddress: nextIp(), headers: headers(member.cookie) });
  expect(options.statusCode, options.body).toBe(200);
  const body = options.json<{ challenge: string; rp: { id: string; name: string } }>();
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/passkey/verify-registration',
    remoteAddress: nextIp(),
    headers: headers(joinCookies(member.cookie, cookieFrom(options.headers))),
    payload: { response: device.register(body), name },
  });
}

/** Signs in with `device` as a visitor would: options, then the signed assertion. */
async function signInWith(device: SoftAuthenticator) {
  const options = await t.app.inject({ method: 'GET', url: '/api/auth/passkey/generate-authenticate-options', remoteAddress: nextIp(), headers: headers() });
  expect(options.statusCode, options.body).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/passkey/verify-authentication',
    remoteAddress: nextIp(),
    headers: headers(cookieFrom(options.headers)),
    payload: { response: device.authenticate(options.json<{ challenge: string }>()) },
  });
}

const listOf = async (member: TestUser) =>
  (await as(t.app, member, { method: 'GET', url: '/api/auth/passkey/list-user-passkeys' })).json<{ id: string; name: string | null; userId: string }[]>();

describe('passkeys', () => {
  let member: TestUser;
  let device: SoftAuthenticator;

  beforeAll(async () => {
    member = await createUser(t.app);
    device = new SoftAuthenticator('localhost', ORIGIN);
  });

  it('are added only by a signed-in member, for the site host, under a name of at most 60 characters', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/auth/passkey/generate-register-options', remoteAddress: nextIp(), headers: headers() });
    expect(visitor.statusCode).toBe(401);
    const options = await t.app.inject({ method: 'GET', url: '/api/auth/passkey/generate-register-options', remoteAddress: nextIp(), headers: headers(member.cookie) });
    expect(options.json()).toMatchObject({ rp: { id: 'localhost', name: 'Garaj' } });

    const tooLong = await addPasskey(member, new SoftAuthenticator('localhost', ORIGIN), 'x'.repeat(61));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'TOO_LONG' });

    const res = await addPasskey(member, device, 'Telefonum');
    expect(res.statusCode, res.body).toBe(200);
    expect(await listOf(member)).toEqual([expect.objectContaining({ name: 'Telefonum', userId: member.id })]);
  });

  it('refuses an answer made for another site', async () => {
    const res = await addPasskey(member, new SoftAuthenticator('baska-site.example', 'https://baska-site.example'));
    expect(res.statusCode).toBe(400);
    expect(await listOf(member)).toHaveLength(1);
  });

  it('sign the member in without a password', async () => {
    const res = await signInWith(device);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = cookieFrom(res.headers);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json<{ user: { id: string } }>().user.id).toBe(member.id);
  });

  it('are not signed in with when unknown, and cannot be removed by another member', async () => {
    expect((await signInWith(new SoftAuthenticator('localhost', ORIGIN))).statusCode).toBe(401);
    const other = await createUser(t.app);
    const [passkey] = await listOf(member);
    const res = await as(t.app, other, { method: 'POST', url: '/api/auth/passkey/delete-passkey', payload: { id: passkey!.id } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await listOf(member)).toHaveLength(1);
    expect(await listOf(other)).toEqual([]);
  });

  it('do not sign a banned member in', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const ban = await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${member.id}/ban`, payload: { reason: 'Kurallara aykırı paylaşım' } });
    expect(ban.statusCode, ban.body).toBe(200);
    const res = await signInWith(device);
    expect(res.statusCode).toBe(403);
    expect(cookieFrom(res.headers)).not.toMatch(/session_token=[^;]+/);
  });

  it('are removed by their owner', async () => {
    const owner = await createUser(t.app);
    const phone = new SoftAuthenticator('localhost', ORIGIN);
    expect((await addPasskey(owner, phone, 'Bilgisayar')).statusCode).toBe(200);
    const [passkey] = await listOf(owner);
    const res = await as(t.app, owner, { method: 'POST', url: '/api/auth/passkey/delete-passkey', payload: { id: passkey!.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listOf(owner)).toEqual([]);
    expect((await signInWith(phone)).statusCode).toBe(401);
  });
});
