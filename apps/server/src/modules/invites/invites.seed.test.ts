/** The invite programme's demo rows (seed/seed-invites.ts): codes for all, every state. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CODE_PATTERN, type MyInvites } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { invites, profiles } from '../../db/schema/index.ts';
import { seedInvites } from '../../seed/seed-invites.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seedInvites', () => {
  it('gives every member a code and writes invites in every state, once', async () => {
    const members: TestUser[] = [];
    for (let i = 0; i < 11; i++) members.push(await createUser(t.app));
    const joined = members.map((m, i) => ({ id: m.id, joinedAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    const db = t.app.deps.db;
    expect(await db.transaction((tx) => seedInvites(tx, joined))).toBe(9);
    const codes = (await db.select({ code: profiles.inviteCode }).from(profiles)).map((r) => r.code);
    expect(codes.every((c) => c !== null && INVITE_CODE_PATTERN.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    const rows = await db.select().from(invites);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['pending', 'completed', 'rewarded']));
    expect(rows.every((r) => r.inviterId !== r.inviteeId)).toBe(true);

    const first = (await as(t.app, members[0]!, { method: 'GET', url: '/api/me/invites' })).json() as MyInvites;
    expect(first.stats).toMatchObject({ total: 7, completed: 6, pending: 1, points: 2500, tier: 'silver' });
    expect(first.rewards.filter((r) => r.unlocked).map((r) => r.invites)).toEqual([1, 5]);

    // A second run writes no more invites.
    expect(await db.transaction((tx) => seedInvites(tx, joined))).toBe(0);
  });
});
