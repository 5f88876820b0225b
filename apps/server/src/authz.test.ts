/**
 * The generated authorization test (issue 10 §7): every operation of the OpenAPI document the
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
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../test/helpers.ts';
import { accessRules, AUTH_ADMIN_OPERATIONS, type AccessLevel, type AccessRule } from '../test/access-rules.ts';
import { listenOnce, openStream } from '../test/sse.ts';

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

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const futureIso = () => new Date(Date.now() + 10 * 86_400_000).toISOString();

/** A short valid value for a string schema (format, enum, pattern, length). */
function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  if (schema.format === 'date-time') return futureIso();
  if (schema.format === 'email' || /email/i.test(name)) return 'yetki@example.com';
  if (schema.format === 'uri' || schema.format === 'url' || /url$/i.test(name)) return 'https://example.com/yetki';
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 200;
  const text = 'Yetki testi metni '.repeat(Math.ceil(Math.max(min, 12) / 18)).slice(0, Math.max(min, Math.min(max, 17))).trim();
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, 'u');
    const candidates = [text, 'yetki_testi', 'yetki-testi', randomUUID(), new Date().toISOString().slice(0, 10), futureIso(), '#336699', '10:00', '05551234567'];
    return candidates.find((c) => re.test(c)) ?? text;
  }
  return text;
}

/** A minimal valid instance of a JSON schema: required properties only, first enum value, lowest number. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(variants.find((v) => !(v.enum?.length === 1 && v.enum[0] === null)) ?? variants[0], name);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sample(s, name) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], key);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, name));
    case 'integer':
    case 'number': {
      const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 0);
      return Math.max(min, Math.min(schema.maximum ?? 1, 1));
    }
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema, name);
    default:
      return schema.properties ? sample({ ...schema, type: 'object' }, name) : null;
  }
}

/** The URL of an operation with placeholder targets that do not exist. */
function placeholderUrl(op: Operation, query: Record<string, string> | undefined): string {
  const url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const schema = op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
    if (schema?.enum?.length) return String(schema.enum[0]);
    if (schema?.format === 'uuid' || name === 'id') return randomUUID();
    if (name === 'username') return `yok_${randomUUID().slice(0, 8)}`;
    return `yok-${randomUUID().slice(0, 8)}`;
  });
  const params = query ?? Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema, p.name))]));
  const qs = new URLSearchParams(params).toString();
  return qs ? `${url}?${qs}` : url;
}

function requestFor(op: Operation, rule: AccessRule): InjectOptions {
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url: placeholderUrl(op, rule.query) };
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (schema && !rule.upload) options.payload = { ...(sample(schema) as object), ...(rule.body ?? {}) } as Record<string, unknown>;
  return options;
}

/** Runs `tasks` with at most `limit` at once. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await task(items[next++]!);
  }));
}

describe('authorization of every API operation (generated from the OpenAPI document)', () => {
  let t: TestApp;
  let operations: Operation[];
  const users = {} as Record<Exclude<Principal, 'visitor'>, TestUser>;
  const rules = accessRules();

  beforeAll(async () => {
    t = await createTestApp();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
    );
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
