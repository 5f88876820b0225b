/**
 * Test factories (outline's server/test/factories habit): a fresh app per test file on an
 * in-memory PGlite loaded from the run's migrated copy (test/global-setup.ts) — or, when
 * DATABASE_URL is set (CI's second pass), on that PostgreSQL server in the worker's database,
 * made a copy of the run's migrated one — plus helpers that sign members up through the real auth endpoints and return
 * their cookies.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { loadEnv } from '../src/env.ts';
import { rateLimitKey } from '../src/lib/rate-limit.ts';
import { copyDatabase, databaseNameOf, migratedDatabaseName } from './pg-server.ts';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

let ipCounter = 1;
/** A distinct client address per call, so auth rate limits only bite where a test wants them. */
export const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

let template: Promise<Blob | undefined> | undefined;
/**
 * The run's migrated PGlite dump (read once per test process; `openDatabase({ loadDataDir })`), or
 * undefined without the global setup (an empty cluster is created then).
 */
export function migratedTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

/** Apps of this worker process open on its PostgreSQL database (see {@link createTestApp}). */
let openServerApps = 0;

/**
 * A new app on its own database and data directory. On PGlite the database starts as a copy of
 * the run's migrated template (test/global-setup.ts); `migrate()` then finds nothing to do. On a
 * PostgreSQL server the worker's database is replaced by a copy of the run's migrated one — or,
 * while another app of this worker still uses it (a test's second instance) or for another
 * database (`overrides.DATABASE_URL`), its schema is dropped and migrated. `opts.pgliteDump` (PGlite only)
 * starts from another dump and `opts.dataDir` uses a prepared data directory instead of a new
 * empty one — both for the shared demo seed (test/seeded-app.ts), as is `opts.keepDatabase`
 * (PostgreSQL only: the worker's database is already a migrated copy, left as it is). `opts.logger`: Fastify's logger options
 * (e.g. a stream that keeps the lines), silent by default.
 */
export async function createTestApp(overrides: Record<string, string> = {}, opts: { authRateLimit?: number; pgliteDump?: Blob; dataDir?: string; logger?: object; realRateLimitKeys?: boolean; keepDatabase?: boolean } = {}): Promise<TestApp> {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'garaj-test-')));
  const url = process.env.DATABASE_URL;
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', WEB_DIST: path.join(dataDir, 'no-web'), ...(url ? { DATABASE_URL: url } : {}), ...overrides });
  // The worker's own database, unused by another app: copied before it is opened (`drop database` ends every session on it).
  const copied = url !== undefined && overrides.DATABASE_URL === undefined && !opts.keepDatabase && openServerApps === 0;
  if (copied) await copyDatabase(migratedDatabaseName(), databaseNameOf(url));
  const database = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL, poolSize: 4 })
    : await openDatabase({ loadDataDir: opts.pgliteDump ?? (await migratedTemplate()) });
  if (database.kind === 'postgres' && !opts.keepDatabase && !copied) {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
  }
  if (database.kind === 'postgres') openServerApps += 1;
  await database.migrate();
  const app = await buildApp({ env, database, secret: 'test-secret-test-secret-test-secret-42', logger: opts.logger ?? false,
    authRateLimit: opts.authRateLimit ?? 1000,
    // Helper requests come from a new address each (nextIp), so tests that are not about limits
    // are never throttled; a member's key names the address too. Tests of the limits themselves
    // ask for the real keys (one bucket per account).
    ...(opts.realRateLimitKeys ? {} : { rateLimitKey: async (request: FastifyRequest) => `${await rateLimitKey(request)}@${request.ip}` }),
  });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      if (database.kind === 'postgres') openServerApps -= 1;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  cookie: string;
}

/** Joins every `set-cookie` of a response into one `cookie` request header. */
export function cookieFrom(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c) => String(c).split(';')[0]).join('; ');
}

/**
 * Signs a member up through POST /api/auth/sign-up/email, then in (sign-up opens no session);
 * `role: 'admin' | 'moderator'` promotes them. The
 * member's e-mail is marked verified (content others see needs it, lib/require-verified.ts)
 * unless `verified: false`; verified-email.test.ts follows the real link instead.
 */
export async function createUser(app: FastifyInstance, opts: { username?: string; role?: 'admin' | 'moderator' | 'user'; password?: string; verified?: boolean } = {}): Promise<TestUser> {
  const suffix = randomUUID().slice(0, 8);
  const username = opts.username ?? `uye_${suffix}`;
  const email = `${suffix}@example.com`;
  const password = opts.password ?? 'gizli-sifre-123';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: nextIp(),
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password, name: username, username, acceptTerms: true },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const id = res.json().user.id as string;
  if (opts.role && opts.role !== 'user') await app.deps.db.update(users).set({ role: opts.role }).where(eq(users.id, id));
  if (opts.verified !== false) await app.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, id));
  // Sign-up opens no session (the same answer for new and registered addresses): sign in.
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: nextIp(),
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  return { id, username, email, password, cookie: cookieFrom(signIn.headers) };
}

/** `app.inject` as a given member (or anonymous when `user` is null), from a fresh address. */
export function as(app: FastifyInstance, user: TestUser | null, options: InjectOptions) {
  return app.inject({
    remoteAddress: nextIp(),
    ...options,
    headers: { origin: 'http://localhost:3000', ...(options.headers ?? {}), ...(user ? { cookie: user.cookie } : {}) },
  });
}

/** Bodies of the outbox mails sent to `to`, oldest first, quoted-printable soft breaks and `=3D` undone. */
export async function mailsTo(dataDir: string, to: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(to.replace(/[^a-zA-Z0-9@._-]/g, '_'))).sort();
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return texts.map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

/** The better-auth link (`/api/auth/<kind>…`) in the newest mail to `to`; throws when there is none. */
export async function latestMailLink(dataDir: string, to: string, kind = ''): Promise<string> {
  const text = (await mailsTo(dataDir, to)).at(-1);
  if (!text) throw new Error(`no mail to ${to}`);
  const link = new RegExp(`(http://localhost:3000/api/auth/${kind}[^\\s"<]+)`).exec(text)?.[1];
  if (!link) throw new Error(`no /api/auth/${kind} link in the mail to ${to}`);
  return link.replace(/&amp;/g, '&');
}

/**
 * Makes members premium with no end (as an admin grant would, without its audit row and events):
 * for tests whose members own more garages or photos than the free limits (GARAGE_LIMITS).
 */
export async function makePremium(app: FastifyInstance, ...userIds: string[]): Promise<void> {
  for (const id of userIds) await app.deps.db.execute(sql`update profiles set premium_since = now(), premium_until = null where user_id = ${id}`);
}

/**
 * Registers a test file's app (`createTestApp`) with an admin: `ready` gets both once they exist
 * (and may add members or data); the app is closed after the file's tests.
 */
export function useTestAppWithAdmin(ready: (t: TestApp, admin: TestUser) => void | Promise<void>): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    await ready(app, await createUser(app.app, { role: 'admin' }));
  });
  afterAll(() => app?.close());
}

/** `useTestAppWithAdmin`, with a member (a verified user) created after the admin. */
export function useTestAppWithAdminAndMember(ready: (t: TestApp, admin: TestUser, member: TestUser) => void | Promise<void>): void {
  useTestAppWithAdmin(async (t, admin) => ready(t, admin, await createUser(t.app)));
}
