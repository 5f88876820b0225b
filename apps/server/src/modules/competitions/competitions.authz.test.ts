/**
 * Authorization matrix of every competitions endpoint: visitor, member, another
 * member and admin. Reads are open; entering and voting need a (verified) session; admin
 * endpoints need the admin role; a member acts only with their own garage and never votes for
 * their own entry; competition image uploads are admins' only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { CompetitionDetail } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { competitionBody, createCompetitionAs, makeGarage } from './competitions.fixtures.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let other: TestUser;
let unverified: TestUser;
let competition: CompetitionDetail;
let memberGarage: string;
let otherEntry: string;

type Who = 'visitor' | 'member' | 'other' | 'admin';
const who = (w: Who): TestUser | null => ({ visitor: null, member, other, admin })[w];

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, other, unverified] = await Promise.all([
    createUser(t.app, { role: 'admin' }),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app, { verified: false }),
  ]);
  competition = await createCompetitionAs(t.app, admin);
  memberGarage = await makeGarage(t.app, member);
  const res = await as(t.app, other, { method: 'POST', url: `/api/competitions/${competition.id}/entries`, payload: { garageId: await makeGarage(t.app, other) } });
  otherEntry = (res.json() as CompetitionDetail).myEntryId!;
});
afterAll(async () => {
  await t?.close();
});

describe('public reads', () => {
  it.each(['visitor', 'member', 'other', 'admin'] as const)('%s reads the list, stats, detail and entries', async (w) => {
    for (const url of ['/api/competitions', '/api/competitions/stats', `/api/competitions/${competition.id}`, `/api/competitions/${competition.id}/entries`]) {
      expect((await as(t.app, who(w), { method: 'GET', url })).statusCode, url).toBe(200);
    }
    const detail = (await as(t.app, who(w), { method: 'GET', url: `/api/competitions/${competition.id}` })).json() as CompetitionDetail;
    expect(detail.canManage).toBe(w === 'admin');
    expect(detail.myEntryId !== null).toBe(w === 'other');
  });
});

describe('admin endpoints', () => {
  const calls = () => [
    { method: 'POST' as const, url: '/api/admin/competitions', payload: competitionBody() },
    { method: 'PUT' as const, url: `/api/admin/competitions/${competition.id}`, payload: competitionBody({ title: 'Değişti' }) },
    { method: 'POST' as const, url: `/api/admin/competitions/${competition.id}/end` },
    { method: 'DELETE' as const, url: `/api/admin/competitions/${competition.id}` },
  ];
  it.each([
    ['visitor', 401, 'UNAUTHENTICATED'],
    ['member', 403, 'FORBIDDEN'],
    ['other', 403, 'FORBIDDEN'],
  ] as const)('%s gets %i', async (w, status, code) => {
    for (const call of calls()) {
      const res = await as(t.app, who(w), call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
  });
  it('admin creates, edits, ends and deletes', async () => {
    const own = await createCompetitionAs(t.app, admin);
    expect((await as(t.app, admin, { method: 'PUT', url: `/api/admin/competitions/${own.id}`, payload: competitionBody({ title: 'Değişti' }) })).statusCode).toBe(200);
    expect((await as(t.app, admin, { method: 'POST', url: `/api/admin/competitions/${own.id}/end` })).statusCode).toBe(200);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/competitions/${own.id}` })).statusCode).toBe(204);
  });
});

describe('member endpoints', () => {
  it('a visitor cannot enter or vote (401); an unverified member cannot enter or vote (403 EMAIL_NOT_VERIFIED)', async () => {
    const enterCall = { method: 'POST' as const, url: `/api/competitions/${competition.id}/entries`, payload: { garageId: memberGarage } };
    const voteCall = { method: 'PUT' as const, url: `/api/competitions/${competition.id}/vote`, payload: { entryId: otherEntry } };
    for (const call of [enterCall, voteCall, { method: 'DELETE' as const, url: `/api/competitions/${competition.id}/vote` }]) {
      const res = await as(t.app, null, call);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    for (const call of [enterCall, voteCall]) {
      const res = await as(t.app, unverified, call);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    }
  });
  it('another member cannot enter with the member’s garage; the member can', async () => {
    const stolen = await as(t.app, admin, { method: 'POST', url: `/api/competitions/${competition.id}/entries`, payload: { garageId: memberGarage } });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().error.code).toBe('COMPETITION_GARAGE_NOT_OWNED');
    const own = await as(t.app, member, { method: 'POST', url: `/api/competitions/${competition.id}/entries`, payload: { garageId: memberGarage } });
    expect(own.statusCode).toBe(201);
  });
  it('the entrant cannot vote for their own entry; others (the admin too) can', async () => {
    const own = await as(t.app, other, { method: 'PUT', url: `/api/competitions/${competition.id}/vote`, payload: { entryId: otherEntry } });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('COMPETITION_OWN_ENTRY_VOTE');
    for (const voter of [member, admin]) {
      expect((await as(t.app, voter, { method: 'PUT', url: `/api/competitions/${competition.id}/vote`, payload: { entryId: otherEntry } })).statusCode).toBe(200);
    }
  });
});

describe('competition images', () => {
  it('only admins upload with purpose competition', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const boundary = '----garajCompetitionBoundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (user: TestUser) =>
      as(t.app, user, { method: 'POST', url: '/api/images?purpose=competition', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    const refused = await upload(member);
    expect(refused.statusCode).toBe(403);
    const ok = await upload(admin);
    expect(ok.statusCode).toBe(201);
    const imageId = ok.json().id as string;
    const created = await createCompetitionAs(t.app, admin, { imageId });
    expect(created.image?.id).toBe(imageId);

    // Another admin may save the competition keeping that image, but not put in an image of someone else's.
    const otherAdmin = await createUser(t.app, { role: 'admin' });
    const kept = await as(t.app, otherAdmin, { method: 'PUT', url: `/api/admin/competitions/${created.id}`, payload: competitionBody({ imageId, title: 'Yeni başlık' }) });
    expect(kept.statusCode).toBe(200);
    const second = await createCompetitionAs(t.app, admin, {});
    const foreign = await as(t.app, otherAdmin, { method: 'PUT', url: `/api/admin/competitions/${second.id}`, payload: competitionBody({ imageId }) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('IMAGE_NOT_FOUND');
  });
});
