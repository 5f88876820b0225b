/**
 * The generated authorization test: every operation of the OpenAPI document the
 * app serves × {visitor, unverified member, member, moderator, admin}, against the rules table
 * in test/access-rules.ts.
 *
 * - An operation without a rule fails (a new endpoint must say who may call it), and so does a
 *   rule for an operation that no longer exists.
 * - Each call uses targets that do not exist (a random uuid, an unknown username or slug) and a
 *   request body generated from the operation's schema (plus the rule's overrides), so the
 *   route's guard is reached (Fastify validates before the handler) and nothing real changes.
 * - Expected: a visitor on a non-public operation → 401; an unverified member on a `verified`
 *   operation → 403 EMAIL_NOT_VERIFIED; a member on a moderator/admin operation → 403; a
 *   moderator on an admin operation → 403; a caller the rule allows never gets 401 or 403
 *   (404, 400, 409 … are fine) and never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../test/helpers.ts';
import { accessRules, AUTH_ADMIN_OPERATIONS, type AccessLevel } from '../test/access-rules.ts';
import { listenOnce, openStream } from '../test/sse.ts';
import { documentOperations, pool, requestFor, type Operation } from '../test/openapi-requests.ts';

type Principal = 'visitor' | 'unverified' | 'member' | 'moderator' | 'admin';
const PRINCIPALS: Principal[] = ['visitor', 'unverified', 'member', 'moderator', 'admin'];

/** The status a principal must get on an operation of `level`: a number, or 'allowed' (anything but 401/403/5xx). */
function expected(level: AccessLevel, who: Principal): 401 | 403 | 'allowed' {
  if (level === 'public') return 'allowed';
  if (who === 'visitor') return 401;
  const rank: Record<Exclude<Principal, 'visitor'>, number> = { unverified: 0, member: 1, moderator: 2, admin: 3 };
  const needed: Record<Exclude<AccessLevel, 'public'>, number> = { member: 0, verified: 1, moderator: 2, admin: 3 };
  return rank[who] >= needed[level] ? 'allowed' : 403;
}

describe('authorization of every API operation (generated from the OpenAPI document)', () => {
  let t: TestApp;
  let operations: Operation[];
  const users = {} as Record<Exclude<Principal, 'visitor'>, TestUser>;
  const rules = accessRules();

  beforeAll(async () => {
    t = await createTestApp();
    operations = documentOperations(t.app);
    users.unverified = await createUser(t.app, { verified: false });
    users.member = await createUser(t.app);
    users.moderator = await createUser(t.app, { role: 'moderator' });
    users.admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the document lists the API (sanity: the test sees real operations)', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain('GET /api/garages');
  });

  it('every operation has a rule', () => {
    const missing = operations.map((o) => `${o.method} ${o.path}`).filter((key) => !rules[key]);
    expect(missing, `operations without a rule in test/access-rules.ts:\n${missing.join('\n')}`).toEqual([]);
  });

  it('every rule names an operation that exists', () => {
    const keys = new Set(operations.map((o) => `${o.method} ${o.path}`));
    const stale = Object.keys(rules).filter((key) => !keys.has(key));
    expect(stale, `rules for operations that no longer exist:\n${stale.join('\n')}`).toEqual([]);
  });

  it('every operation answers each role as its rule says', async () => {
    const violations: string[] = [];
    const checks = operations.filter((o) => rules[`${o.method} ${o.path}`]).flatMap((op) => PRINCIPALS.map((who) => ({ op, who })));
    let baseUrl: string | null = null;
    await pool(checks, 6, async ({ op, who }) => {
      const key = `${op.method} ${op.path}`;
      const rule = rules[key]!;
      const user = who === 'visitor' ? null : users[who];
      const request = requestFor(op, rule);
      let status: number;
      let body = '';
      if (rule.sse) {
        baseUrl ??= await listenOnce(t.app);
        const stream = await openStream(`${baseUrl}${request.url as string}`, user ? { cookie: user.cookie } : {});
        status = stream.status;
        stream.close();
      } else {
        const res = await as(t.app, user, request);
        status = res.statusCode;
        body = res.body;
      }
      const want = expected(rule.access, who);
      const ok = want === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === want;
      if (!ok) violations.push(`${key} as ${who}: ${status} (expected ${want === 'allowed' ? 'not 401/403/5xx' : want}) ${body.slice(0, 160)}`);
      else if (want === 403 && rule.access === 'verified' && who === 'unverified' && !body.includes('EMAIL_NOT_VERIFIED')) {
        violations.push(`${key} as unverified: 403 without EMAIL_NOT_VERIFIED ${body.slice(0, 160)}`);
      }
    });
    expect(violations, violations.join('\n')).toEqual([]);
    expect(checks.length).toBe(operations.length * PRINCIPALS.length);
  });

  it('private realtime channels need a session', async () => {
    const baseUrl = await listenOnce(t.app);
    const visitor = await openStream(`${baseUrl}/api/events?channels=notifications`);
    visitor.close();
    expect(visitor.status).toBe(401);
    const member = await openStream(`${baseUrl}/api/events?channels=notifications`, { cookie: users.member.cookie });
    member.close();
    expect(member.status).toBe(200);
  });

  it("better-auth's own admin endpoints (outside the document) refuse everyone but admins", async () => {
    const violations: string[] = [];
    for (const op of AUTH_ADMIN_OPERATIONS) {
      for (const who of ['visitor', 'unverified', 'member', 'moderator'] as const) {
        const res = await as(t.app, who === 'visitor' ? null : users[who], { method: op.method, url: op.url, ...(op.body ? { payload: op.body } : {}) });
        if (res.statusCode !== 401 && res.statusCode !== 403) violations.push(`${op.method} ${op.url} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(violations, violations.join('\n')).toEqual([]);
    // The request shape is right: an admin is let through.
    const list = await as(t.app, users.admin, { method: 'GET', url: '/api/auth/admin/list-users' });
    expect(list.statusCode).toBe(200);
  });

  it('a member cannot give themselves a role through the account endpoint', async () => {
    const res = await as(t.app, users.member, { method: 'POST', url: '/api/auth/update-user', payload: { role: 'admin' } });
    expect(res.statusCode).not.toBe(500);
    const stats = await as(t.app, users.member, { method: 'GET', url: '/api/admin/stats' });
    expect(stats.statusCode).toBe(403);
    const row = await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, users.member.id), columns: { role: true } });
    expect(row?.role).toBe('user');
  });
  it("a banned member's open page learns at once that nobody is signed in (get-session despite the cookie cache)", async () => {
    const victim = await createUser(t.app);
    const before = await as(t.app, victim, { method: 'GET', url: '/api/auth/get-session' });
    expect(before.json()?.user?.id).toBe(victim.id);
    const ban = await as(t.app, users.admin, { method: 'POST', url: `/api/admin/users/${victim.id}/ban`, payload: { reason: 'yetki testi', until: null } });
    expect(ban.statusCode, ban.body).toBe(200);
    // Same cookies (their signed cache still valid): no session any more, for the page and the API.
    const after = await as(t.app, victim, { method: 'GET', url: '/api/auth/get-session' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toBeNull();
    expect((await as(t.app, victim, { method: 'GET', url: '/api/me/profile' })).statusCode).toBe(401);
  });
});
