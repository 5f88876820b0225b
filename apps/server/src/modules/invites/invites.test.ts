/**
 * Invite programme: codes, registration with `ref`, credit only after the real
 * verification link, no self-invite, one credit per account, unknown codes ignored, 401s.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { INVITE_CODE_PATTERN, INVITE_POINTS_PER_COMPLETED, type MyInvites } from '@garaj/shared';
import { as, createTestApp, createUser, latestMailLink, nextIp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { invites, profiles, users } from '../../db/schema/index.ts';
import { creditVerifiedInvite, ensureInviteCode, generateInviteCode, recordInvite } from './invites.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const myInvites = async (user: TestUser): Promise<MyInvites> => {
  const res = await as(t.app, user, { method: 'GET', url: '/api/me/invites' });
  expect(res.statusCode).toBe(200);
  return res.json() as MyInvites;
};

/** Signs up through the real endpoint with `ref` (no session); returns the new account. */
async function signUpWithRef(ref: unknown, email = `${randomUUID().slice(0, 8)}@example.com`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: nextIp(),
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password: 'gizli-sifre-123', name: 'x', acceptTerms: true, ...(ref === undefined ? {} : { ref }) },
  });
  return { res, email, id: res.statusCode === 200 ? (res.json().user.id as string) : null };
}

/** Follows the verification link mailed at sign-up. */
async function verify(email: string) {
  const res = await t.app.inject({ method: 'GET', url: await latestMailLink(t.dataDir, email, 'verify-email'), remoteAddress: nextIp() });
  expect([200, 302]).toContain(res.statusCode);
}

const inviteOf = (inviteeId: string) => t.app.deps.db.query.invites.findFirst({ where: eq(invites.inviteeId, inviteeId) });

describe('invite codes', () => {
  it('makes a permanent, unique, unambiguous code on first use and returns the register link', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const first = await myInvites(a);
    expect(first.code).toMatch(INVITE_CODE_PATTERN);
    expect(first.link).toBe(`http://localhost:3000/register?ref=${first.code}`);
    expect((await myInvites(a)).code).toBe(first.code);
    expect((await myInvites(b)).code).not.toBe(first.code);
    expect(first.stats).toEqual({ total: 0, completed: 0, pending: 0, points: 0, rewardPoints: 0, tier: null, nextTier: { id: 'bronze', minInvites: 1, remaining: 1 } });
    expect(first.friends).toEqual({ items: [], nextCursor: null });
    expect(first.rewards.map((r) => [r.invites, r.points, r.unlocked])).toEqual([
      [1, 100, false],
      [5, 500, false],
      [10, 1000, false],
      [25, 2500, false],
    ]);
  });

  it('is race-safe: concurrent first uses agree, and a colliding code is retried', async () => {
    const a = await createUser(t.app);
    const codes = await Promise.all([ensureInviteCode(t.app.deps.db, a.id), ensureInviteCode(t.app.deps.db, a.id), ensureInviteCode(t.app.deps.db, a.id)]);
    expect(new Set(codes).size).toBe(1);
    const b = await createUser(t.app);
    const taken = codes[0]!;
    const fresh = generateInviteCode();
    const queue = [taken, fresh];
    expect(await ensureInviteCode(t.app.deps.db, b.id, () => queue.shift()!)).toBe(fresh);
  });

  it('401 for visitors', async () => {
    for (const url of ['/api/me/invites', '/api/me/invites/friends']) {
      const res = await as(t.app, null, { method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('whose code is it (public, for the sign-up page)', () => {
  it("names the inviter by the username they show; 404 for unknown, malformed or a banned inviter's code", async () => {
    const inviter = await createUser(t.app, { username: 'Davetci_Ayse' });
    const { code } = await myInvites(inviter);
    const res = await as(t.app, null, { method: 'GET', url: `/api/invites/${code.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: 'Davetci_Ayse' });
    for (const unknown of ['ZZZZZZZZ', 'kısa', 'x'.repeat(64)]) {
      const missing = await as(t.app, null, { method: 'GET', url: `/api/invites/${encodeURIComponent(unknown)}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('INVITE_NOT_FOUND');
    }
    await t.app.deps.db.update(users).set({ banned: true }).where(eq(users.id, inviter.id));
    expect((await as(t.app, null, { method: 'GET', url: `/api/invites/${code}` })).statusCode).toBe(404);
    await t.app.deps.db.update(users).set({ banned: false }).where(eq(users.id, inviter.id));
  });
});

describe('registration with ?ref= and verification', () => {
  it('records a pending invite, credits 500 points only when the verification link is followed, once', async () => {
    const inviter = await createUser(t.app);
    const { code } = await myInvites(inviter);
    const friend = await signUpWithRef(code.toLowerCase());
    expect(friend.res.statusCode).toBe(200);
    expect(await inviteOf(friend.id!)).toMatchObject({ inviterId: inviter.id, status: 'pending', points: 0, completedAt: null });

    // Unverified: never credited.
    let mine = await myInvites(inviter);
    expect(mine.stats).toMatchObject({ total: 1, pending: 1, completed: 0, points: 0, tier: null });
    expect(mine.friends.items).toEqual([expect.objectContaining({ status: 'pending', points: 0 })]);
    expect(await creditVerifiedInvite(t.app.deps.db, friend.id!)).toBeNull();

    await verify(friend.email);
    const row = await inviteOf(friend.id!);
    expect(row).toMatchObject({ status: 'rewarded', points: INVITE_POINTS_PER_COMPLETED });
    expect(row!.completedAt).not.toBeNull();
    expect(row!.rewardedAt).not.toBeNull();

    mine = await myInvites(inviter);
    expect(mine.stats).toMatchObject({ total: 1, pending: 0, completed: 1, points: 500, rewardPoints: 100, tier: 'bronze', nextTier: { id: 'silver', minInvites: 6, remaining: 5 } });
    const [username] = (await t.app.deps.db.select({ u: users.displayUsername }).from(users).where(eq(users.id, friend.id!))).map((r) => r.u);
    expect(mine.friends.items).toEqual([{ id: row!.id, username, joinedAt: expect.any(String), status: 'rewarded', points: 500 }]);
    expect(mine.rewards[0]).toMatchObject({ unlocked: true, unlockedAt: expect.any(String) });
    expect(mine.rewards[1]).toMatchObject({ unlocked: false, unlockedAt: null });

    // Idempotent: running the credit again (or the link again) adds nothing.
    expect(await creditVerifiedInvite(t.app.deps.db, friend.id!)).toBeNull();
    expect((await myInvites(inviter)).stats.points).toBe(500);
  });

  it('a second sign-up with the same e-mail (another code) creates no account and no second credit', async () => {
    const first = await createUser(t.app);
    const second = await createUser(t.app);
    const friend = await signUpWithRef((await myInvites(first)).code);
    await verify(friend.email);
    const again = await signUpWithRef((await myInvites(second)).code, friend.email);
    expect(again.res.statusCode).toBe(200);
    const rows = await t.app.deps.db.select().from(invites).where(eq(invites.inviteeId, friend.id!));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.inviterId).toBe(first.id);
    expect((await myInvites(second)).stats.total).toBe(0);
    // recordInvite itself refuses a second inviter for the same account.
    expect(await recordInvite(t.app.deps.db, friend.id!, (await myInvites(second)).code)).toBeNull();
  });

  it('ignores unknown and malformed codes (sign-up still succeeds) and refuses a non-string ref', async () => {
    for (const ref of ['ZZZZZZZZ', 'bad code!', '']) {
      const { res, id } = await signUpWithRef(ref);
      expect(res.statusCode).toBe(200);
      expect(await inviteOf(id!)).toBeUndefined();
    }
    const refused = await signUpWithRef({ code: 'X' });
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json().code).toBe('VALIDATION_FAILED');
  });

  it('no self-invite: the code check and the table CHECK', async () => {
    const member = await createUser(t.app);
    const { code } = await myInvites(member);
    expect(await recordInvite(t.app.deps.db, member.id, code)).toBeNull();
    await expect(t.app.deps.db.insert(invites).values({ inviterId: member.id, inviteeId: member.id })).rejects.toThrow();
    expect(await t.app.deps.db.select().from(invites).where(eq(invites.inviterId, member.id))).toHaveLength(0);
  });

  it('pages the friends list newest first and refuses a malformed cursor', async () => {
    const inviter = await createUser(t.app);
    await myInvites(inviter);
    const [profile] = await t.app.deps.db.select({ code: profiles.inviteCode }).from(profiles).where(eq(profiles.userId, inviter.id));
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) ids.push((await signUpWithRef(profile!.code))!.id!);
    // Distinct times, oldest first in sign-up order.
    for (const [i, id] of ids.entries()) await t.app.deps.db.execute(sql`update invites set created_at = now() - make_interval(mins => ${100 - i}) where invitee_id = ${id}`);
    const mine = await myInvites(inviter);
    expect(mine.stats.total).toBe(22);
    expect(mine.friends.items).toHaveLength(20);
    expect(mine.friends.nextCursor).toBeTruthy();
    const next = await as(t.app, inviter, { method: 'GET', url: `/api/me/invites/friends?cursor=${mine.friends.nextCursor}` });
    expect(next.statusCode).toBe(200);
    expect(next.json().items).toHaveLength(2);
    expect(next.json().nextCursor).toBeNull();
    const bad = await as(t.app, inviter, { method: 'GET', url: '/api/me/invites/friends?cursor=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });
});
