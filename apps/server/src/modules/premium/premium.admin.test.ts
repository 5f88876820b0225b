/**
 * Premium API for admins: the matrix (401/403), grant, revoke, reject and lookup, exactly one
 * audit row per write, the premium badge and the member's notification.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  type AdminPremiumRequestPage,
  type MemberBadges,
  type PremiumMemberPage,
  type PremiumMemberSummary,
  type PremiumRequestView,
} from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { createUser, type TestUser } from '../../../test/helpers.ts';
import { isPremium } from './premium.status.ts';
import {
  t,
  admin,
  moderator,
  addDays,
  today,
  db,
  usePremiumTestApp,
  call,
  auditRows,
  setPremium,
} from './premium.fixtures.ts';

usePremiumTestApp();

describe('admin endpoints', () => {
  let member: TestUser;
  beforeEach(async () => {
    member = await createUser(t.app);
  });

  it('are 401 for visitors and 403 for members and moderators', async () => {
    const [request] = await queryRows<{ id: string }>(
      db(),
      sql`insert into premium_requests (user_id, plan) values (${member.id}, 'monthly') returning id`,
    );
    const endpoints = [
      { method: 'GET', url: '/api/admin/premium/requests' },
      { method: 'GET', url: '/api/admin/premium/members' },
      { method: 'GET', url: `/api/admin/premium/lookup?username=${member.username}` },
      {
        method: 'PUT',
        url: `/api/admin/users/${member.id}/premium`,
        payload: { until: addDays(today, 30) },
      },
      { method: 'DELETE', url: `/api/admin/users/${member.id}/premium` },
      { method: 'POST', url: `/api/admin/premium/requests/${request!.id}/reject` },
    ] as const;
    for (const e of endpoints) {
      expect((await call(null, { ...e })).statusCode, `${e.method} ${e.url}`).toBe(401);
      expect((await call(member, { ...e })).statusCode, `${e.method} ${e.url}`).toBe(403);
      expect((await call(moderator, { ...e })).statusCode, `${e.method} ${e.url}`).toBe(403);
    }
    expect(await isPremium(db(), member.id)).toBe(false);
    expect(await auditRows(member.id)).toEqual([]);
  });

  it('grant: premium until the end of the day, approves the pending request, one audit row, badge and notification', async () => {
    await call(member, {
      method: 'POST',
      url: '/api/premium/requests',
      payload: { plan: 'monthly' },
    });
    const list = (
      await call(admin, { method: 'GET', url: '/api/admin/premium/requests?status=pending' })
    ).json<AdminPremiumRequestPage>();
    const mine = list.items.find((r) => r.user.id === member.id);
    expect(mine).toMatchObject({
      plan: 'monthly',
      status: 'pending',
      user: { username: member.username, premium: false },
    });

    const until = addDays(today, 31);
    const res = await call(admin, {
      method: 'PUT',
      url: `/api/admin/users/${member.id}/premium`,
      payload: { until, reason: 'Aylık talep' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PremiumMemberSummary>()).toMatchObject({
      id: member.id,
      premium: true,
      premiumUntilDay: until,
    });
    expect(await isPremium(db(), member.id)).toBe(true);

    const audits = await auditRows(member.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'premium.grant',
      reason: 'Aylık talep',
      before: { premium: false, premiumUntil: null },
      after: { premium: true, premiumUntilDay: until, requestId: mine!.id },
    });
    const [req] = await queryRows<{ status: string; handled_by: string }>(
      db(),
      sql`select status, handled_by from premium_requests where id = ${mine!.id}`,
    );
    expect(req).toEqual({ status: 'granted', handled_by: admin.id });

    const notes = (await call(member, { method: 'GET', url: '/api/notifications' })).json<{
      items: { type: string; target: unknown }[];
    }>();
    expect(notes.items.find((n) => n.type === 'premium_granted')).toMatchObject({
      target: { kind: 'premium', title: until, url: '/premium' },
    });
    const badges = (
      await call(null, { method: 'GET', url: `/api/users/${member.username}/badges` })
    ).json<MemberBadges>();
    expect(badges.badges.find((b) => b.id === 'premium')?.unlocked).toBe(true);

    // Extending keeps premium_since and writes one more row.
    const [since] = await queryRows<{ s: string }>(
      db(),
      sql`select premium_since::text as s from profiles where user_id = ${member.id}`,
    );
    await call(admin, {
      method: 'PUT',
      url: `/api/admin/users/${member.id}/premium`,
      payload: { until: addDays(today, 365) },
    });
    const [since2] = await queryRows<{ s: string }>(
      db(),
      sql`select premium_since::text as s from profiles where user_id = ${member.id}`,
    );
    expect(since2!.s).toBe(since!.s);
    expect(await auditRows(member.id)).toHaveLength(2);

    const members = (
      await call(admin, { method: 'GET', url: '/api/admin/premium/members' })
    ).json<PremiumMemberPage>();
    expect(members.items.find((m) => m.id === member.id)).toMatchObject({
      premiumUntilDay: addDays(today, 365),
    });
  });

  it('grant refuses a day before today (400) and an unknown member (404), writing nothing', async () => {
    const past = await call(admin, {
      method: 'PUT',
      url: `/api/admin/users/${member.id}/premium`,
      payload: { until: addDays(today, -1) },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toBe('PREMIUM_UNTIL_INVALID');
    expect(
      (
        await call(admin, {
          method: 'PUT',
          url: '/api/admin/users/nobody-here/premium',
          payload: { until: today },
        })
      ).statusCode,
    ).toBe(404);
    expect(await auditRows(member.id)).toEqual([]);
    // Today is allowed: premium to the end of today.
    expect(
      (
        await call(admin, {
          method: 'PUT',
          url: `/api/admin/users/${member.id}/premium`,
          payload: { until: today },
        })
      ).statusCode,
    ).toBe(200);
    expect(await isPremium(db(), member.id)).toBe(true);
  });

  it('revoke: premium ends now, one audit row; 409 PREMIUM_NOT_ACTIVE when not premium', async () => {
    const notPremium = await call(admin, {
      method: 'DELETE',
      url: `/api/admin/users/${member.id}/premium`,
    });
    expect(notPremium.statusCode).toBe(409);
    expect(notPremium.json().error.code).toBe('PREMIUM_NOT_ACTIVE');
    await setPremium(member.id, null);
    const res = await call(admin, {
      method: 'DELETE',
      url: `/api/admin/users/${member.id}/premium`,
      payload: { reason: 'İade' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PremiumMemberSummary>().premium).toBe(false);
    expect(await isPremium(db(), member.id)).toBe(false);
    const audits = await auditRows(member.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'premium.revoke',
      reason: 'İade',
      before: { premium: true },
      after: { premium: false },
    });
    const badges = (
      await call(null, { method: 'GET', url: `/api/users/${member.username}/badges` })
    ).json<MemberBadges>();
    expect(badges.badges.find((b) => b.id === 'premium')?.unlocked).toBe(false);
  });

  it('reject: declines a pending request with one audit row; a second reject is 409, an unknown id 404', async () => {
    const created = (
      await call(member, {
        method: 'POST',
        url: '/api/premium/requests',
        payload: { plan: 'yearly' },
      })
    ).json<PremiumRequestView>();
    const res = await call(admin, {
      method: 'POST',
      url: `/api/admin/premium/requests/${created.id}/reject`,
      payload: { reason: 'Eksik bilgi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PremiumRequestView>().status).toBe('declined');
    const audits = await auditRows(created.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'premium.reject',
      reason: 'Eksik bilgi',
      before: { status: 'pending' },
      after: { status: 'declined' },
    });
    const again = await call(admin, {
      method: 'POST',
      url: `/api/admin/premium/requests/${created.id}/reject`,
    });
    expect(again.json().error.code).toBe('PREMIUM_REQUEST_NOT_PENDING');
    expect(await auditRows(created.id)).toHaveLength(1);
    expect(
      (
        await call(admin, {
          method: 'POST',
          url: '/api/admin/premium/requests/00000000-0000-4000-8000-000000000000/reject',
        })
      ).statusCode,
    ).toBe(404);
    const declined = (
      await call(admin, { method: 'GET', url: '/api/admin/premium/requests?status=declined' })
    ).json<AdminPremiumRequestPage>();
    expect(declined.items.map((r) => r.id)).toContain(created.id);
    expect(
      (await call(admin, { method: 'GET', url: '/api/admin/premium/requests?status=other' }))
        .statusCode,
    ).toBe(400);
  });

  it('lookup finds a member by username (404 for none)', async () => {
    const res = await call(admin, {
      method: 'GET',
      url: `/api/admin/premium/lookup?username=${encodeURIComponent(member.username.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, premium: false, pendingRequest: null });
    expect(
      (
        await call(admin, {
          method: 'GET',
          url: '/api/admin/premium/lookup?username=yok_boyle_biri',
        })
      ).statusCode,
    ).toBe(404);
  });
});
