import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@garaj/shared';
import { as, cookieFrom, createTestApp, createUser, latestMailLink, nextIp, type TestApp, type TestUser } from '../../test/helpers.ts';

let t: TestApp;
let owner: TestUser;
let garageId: string;
let modificationId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  const garage = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { name: 'Sarı Arı', carBrand: 'Fiat', carModel: 'Doblo', carYear: 2012 } });
  garageId = garage.json().id;
  const mod = await as(t.app, owner, { method: 'POST', url: `/api/garages/${garageId}/modifications`, payload: { title: 'Filtre', category: 'intake' } });
  modificationId = mod.json().id;
});
afterAll(() => t.close());

const BOUNDARY = '----garajVerifiedBoundary';

async function uploadRequest(): Promise<InjectOptions> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { method: 'POST', url: '/api/images?purpose=garage', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload };
}

/** Every write that creates or changes content other people see. */
function guardedWrites(ownGarageId: string, ownModificationId: string): Array<{ name: string; request: () => Promise<InjectOptions> | InjectOptions }> {
  return [
    { name: 'create garage', request: () => ({ method: 'POST', url: '/api/garages', payload: { name: 'Mavi', carBrand: 'BMW', carModel: 'M3', carYear: 2004 } }) },
    { name: 'update garage', request: () => ({ method: 'PUT', url: `/api/garages/${ownGarageId}`, payload: { name: 'Mavi 2', carBrand: 'BMW', carModel: 'M3', carYear: 2004 } }) },
    { name: 'comment', request: () => ({ method: 'POST', url: `/api/garages/${garageId}/comments`, payload: { body: 'Harika olmuş!' } }) },
    { name: 'add modification', request: () => ({ method: 'POST', url: `/api/garages/${ownGarageId}/modifications`, payload: { title: 'Jant', category: 'wheels' } }) },
    { name: 'update modification', request: () => ({ method: 'PUT', url: `/api/modifications/${ownModificationId}`, payload: { title: 'Jant 18', category: 'wheels' } }) },
    { name: 'like', request: () => ({ method: 'PUT', url: `/api/garages/${garageId}/like` }) },
    { name: 'upload image', request: uploadRequest },
  ];
}

describe('content others see needs a verified e-mail', () => {
  it('refuses each guarded write with 403 EMAIL_NOT_VERIFIED, then allows it after the link from the outbox', async () => {
    const member = await createUser(t.app, { verified: false });
    // Before verifying, the member's "own" garage and modification do not exist yet; the guard
    // answers before ownership is looked at, so the owner's ids stand in.
    for (const write of guardedWrites(garageId, modificationId)) {
      const res = await as(t.app, member, await write.request());
      expect({ write: write.name, status: res.statusCode }).toEqual({ write: write.name, status: 403 });
      expect(res.json().error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: ERROR_MESSAGES.EMAIL_NOT_VERIFIED });
    }
    expect(await t.app.deps.db.query.garages.findMany({ columns: { id: true } })).toHaveLength(1);

    // The banner's "resend" (better-auth's endpoint), then the link from data/outbox.
    const resend = await as(t.app, member, { method: 'POST', url: '/api/auth/send-verification-email', payload: { email: member.email, callbackURL: '/dogrula' } });
    expect(resend.statusCode).toBe(200);
    const verify = await t.app.inject({ method: 'GET', url: (await latestMailLink(t.dataDir, member.email, 'verify-email')), remoteAddress: nextIp() });
    expect([200, 302]).toContain(verify.statusCode);

    // The session cookie from sign-up still works (its cached copy may still say unverified).
    const created = await as(t.app, member, { method: 'POST', url: '/api/garages', payload: { name: 'Mavi', carBrand: 'BMW', carModel: 'M3', carYear: 2004 } });
    expect(created.statusCode).toBe(201);
    const ownGarageId = created.json().id as string;
    const ownMod = await as(t.app, member, { method: 'POST', url: `/api/garages/${ownGarageId}/modifications`, payload: { title: 'Egzoz', category: 'exhaust' } });
    expect(ownMod.statusCode).toBe(201);
    const expected: Record<string, number> = { 'create garage': 201, 'update garage': 200, comment: 201, 'add modification': 201, 'update modification': 200, like: 200, 'upload image': 201 };
    for (const write of guardedWrites(ownGarageId, ownMod.json().id)) {
      const res = await as(t.app, member, await write.request());
      expect({ write: write.name, status: res.statusCode }).toEqual({ write: write.name, status: expected[write.name] });
    }

    // A session opened by the link (autoSignInAfterVerification) is verified as well.
    const fresh = { ...member, cookie: cookieFrom(verify.headers) || member.cookie };
    expect((await as(t.app, fresh, { method: 'PUT', url: `/api/garages/${garageId}/like` })).statusCode).toBe(200);
  });

  it('leaves settings, favorites, deleting and reading open to an unverified member', async () => {
    const member = await createUser(t.app, { verified: false });
    const profile = await as(t.app, member, { method: 'PUT', url: '/api/me/profile', payload: { username: member.username, bio: 'Henüz doğrulamadım' } });
    expect(profile.statusCode).toBe(200);
    expect((await as(t.app, member, { method: 'PUT', url: `/api/garages/${garageId}/favorite` })).statusCode).toBe(200);
    expect((await as(t.app, member, { method: 'DELETE', url: `/api/garages/${garageId}/like` })).statusCode).toBe(200);
    expect((await as(t.app, member, { method: 'GET', url: `/api/garages/${garageId}` })).statusCode).toBe(200);
    expect((await as(t.app, member, { method: 'POST', url: `/api/garages/${garageId}/views` })).statusCode).toBe(200);
  });

  it('still answers 401 (not 403) to a visitor', async () => {
    const res = await as(t.app, null, { method: 'POST', url: `/api/garages/${garageId}/comments`, payload: { body: 'Selam' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
