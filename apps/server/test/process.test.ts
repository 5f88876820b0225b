/**
 * Process safety of the real server: two processes on one embedded data directory
 * or one port, SIGTERM with a request in flight, and SIGTERM to `npm run start`. Each test
 * spawns `node --import tsx src/server.ts` on the embedded database (DATABASE_URL is removed
 * from the children's environment: the lock is about the embedded one), with bounded waits.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { until } from './until.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
const START_LIMIT_MS = 90_000;

interface Child {
  proc: ChildProcess;
  out: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: Child[] = [];
const dirs: string[] = [];
/** Server pids not spawned directly (under npm): killed in afterAll if the test left them. */
const strays = new Set<number>();

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'garaj-proc-'));
  dirs.push(dir);
  return dir;
}

/**
 * A data directory whose embedded database already holds every migration: the run's migrated
 * template (test/global-setup.ts, a dump of the cluster's files) unpacked as `db/`. The server
 * then starts without creating a cluster, which these tests are not about.
 */
async function migratedDataDir(): Promise<string> {
  const dir = await tempDir();
  const template = inject('pgliteTemplate');
  if (template) {
    await mkdir(path.join(dir, 'db'));
    execFileSync('tar', ['-xf', template, '-C', path.join(dir, 'db')]);
  }
  return dir;
}

function childEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'Vq7!test-Admin-Parola-93',
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;
  return env;
}

function track(proc: ChildProcess): Child {
  let out = '';
  proc.stdout?.on('data', (d) => (out += String(d)));
  proc.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const child = { proc, out: () => out, exited };
  children.push(child);
  return child;
}

function startServer(port: number, dataDir: string): Child {
  return track(spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverDir, env: childEnv(port, dataDir) }));
}

async function ready(child: Child): Promise<void> {
  let gone = false;
  void child.exited.then(() => (gone = true));
  await until(
    () => {
      if (gone) throw new Error(`server exited while starting:\n${child.out()}`);
      return child.out().includes('Garaj is running');
    },
    'server start',
    { limitMs: START_LIMIT_MS, intervalMs: 100 },
  );
}

/** Waits for exit (bounded). */
async function exitOf(child: Child, limitMs = START_LIMIT_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no exit:\n${child.out()}`)), limitMs)));
  try {
    return await Promise.race([child.exited, limit]);
  } finally {
    clearTimeout(timer);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

afterAll(async () => {
  for (const child of children) if (child.proc.exitCode === null && child.proc.signalCode === null) child.proc.kill('SIGKILL');
  for (const pid of strays) if (alive(pid)) process.kill(pid, 'SIGKILL');
  await Promise.all(children.map((c) => exitOf(c, 10_000).catch(() => undefined)));
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('two processes, one data directory or one port', () => {
  let first: Child;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    port = await freePort();
    dataDir = await migratedDataDir();
    first = startServer(port, dataDir);
    await ready(first);
  }, START_LIMIT_MS + 10_000);

  it(
    'a second server on the same DATA_DIR exits 1 with a message naming the owner and DATABASE_URL; the first still answers',
    async () => {
      const second = startServer(await freePort(), dataDir);
      const { code } = await exitOf(second);
      expect(code).toBe(1);
      expect(second.out()).toContain(`Another Garaj instance (pid ${first.proc.pid}`);
      expect(second.out()).toContain('DATABASE_URL');
      expect(second.out()).not.toContain('Garaj is running');
      expect(second.out()).not.toMatch(/\n\s+at /); // a message, not a stack trace

      const health = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(health.status).toBe(200);
      const lock = JSON.parse(await readFile(path.join(dataDir, 'db.lock'), 'utf8')) as { pid: number };
      expect(lock.pid).toBe(first.proc.pid);
    },
    START_LIMIT_MS,
  );

  it(
    'a second server on the same port exits 1 before it opens (or creates) its database',
    async () => {
      const otherDir = path.join(await tempDir(), 'data');
      const second = startServer(port, otherDir);
      const { code } = await exitOf(second);
      expect(code).toBe(1);
      expect(second.out()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(existsSync(path.join(otherDir, 'db'))).toBe(false);
      expect(existsSync(path.join(otherDir, 'db.lock'))).toBe(false);
    },
    START_LIMIT_MS,
  );

  it(
    'SIGTERM lets an in-flight request finish, then exits 0 and releases the lock',
    async () => {
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-123' });
      const socket = net.connect(port, '127.0.0.1');
      let response = '';
      socket.on('data', (d) => (response += String(d)));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        [
          'POST /api/auth/sign-in/email HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          `Origin: http://localhost:${port}`,
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Expect: 100-continue',
          '',
          '',
        ].join('\r\n'),
      );
      // The server has the request (it answers 100 Continue) but not its body yet.
      await until(() => response.includes('100 Continue'), '100 Continue', { limitMs: 30_000, intervalMs: 100 });

      first.proc.kill('SIGTERM');
      // Closing has begun once the port refuses new connections; the request is still open.
      await until(async () => !(await connects(port)), 'port closed', { limitMs: 30_000, intervalMs: 100 });
      expect(first.proc.exitCode).toBeNull();

      socket.write(body);
      await until(() => /HTTP\/1\.1 [2-5]\d\d/.test(response), 'the response', { limitMs: 30_000, intervalMs: 100 });
      socket.end();
      await closed;
      const finalStatus = [...response.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1])).at(-1);
      expect(finalStatus).toBeGreaterThanOrEqual(200);
      expect(finalStatus).toBeLessThan(500); // answered by the route (401), not cut off or 503

      const { code } = await exitOf(first, 30_000);
      expect(code).toBe(0);
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
      expect(first.out()).toContain('SIGTERM: closing');
    },
    START_LIMIT_MS,
  );
});

describe('npm run start', () => {
  it(
    'SIGTERM to the npm process stops the server it started (no orphan) and releases the lock',
    async () => {
      const port = await freePort();
      const dataDir = await migratedDataDir();
      const npm = track(spawn('npm', ['run', 'start', '-w', '@garaj/server'], { cwd: repoRoot, env: childEnv(port, dataDir) }));
      await ready(npm);
      const { pid } = JSON.parse(await readFile(path.join(dataDir, 'db.lock'), 'utf8')) as { pid: number };
      expect(pid).not.toBe(npm.proc.pid);
      strays.add(pid);

      npm.proc.kill('SIGTERM');
      await exitOf(npm, 30_000);
      await until(() => !alive(pid), 'server process gone', { limitMs: 30_000, intervalMs: 100 });
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
      expect(await connects(port)).toBe(false);
    },
    START_LIMIT_MS + 30_000,
  );
});
