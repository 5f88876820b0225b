import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, acquireDataDirLock, assertDataDirFree, type DataDirLock, type LockOwner } from './data-lock.ts';

let root: string;
let dataDir: string;
const held: DataDirLock[] = [];
const take = async (dir = dataDir) => {
  const lock = await acquireDataDirLock(dir);
  held.push(lock);
  return lock;
};
const writeOwner = (owner: Partial<LockOwner>) =>
  writeFile(`${dataDir}.lock`, JSON.stringify({ hostname: hostname(), startedAt: '2020-01-01T00:00:00.000Z', token: 'old', ...owner }));
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'garaj-lock-'));
  dataDir = path.join(root, 'db');
});
afterEach(async () => {
  for (const lock of held.splice(0)) await lock.release();
  await rm(root, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('writes the owner beside the directory and refuses a second holder with a message naming it', async () => {
    const lock = await take();
    expect(lock.file).toBe(`${dataDir}.lock`);
    const owner = JSON.parse(await readFile(lock.file, 'utf8')) as LockOwner;
    expect(owner.pid).toBe(process.pid);
    expect(owner.hostname).toBe(hostname());

    const second = await acquireDataDirLock(dataDir).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirLockedError);
    const message = (second as Error).message;
    expect(message).toContain(`pid ${process.pid}`);
    expect(message).toContain(dataDir);
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain(lock.file);
    await expect(assertDataDirFree(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('release removes the file, and the directory can be taken again', async () => {
    const lock = await take();
    await lock.release();
    expect(existsSync(lock.file)).toBe(false);
    await expect(assertDataDirFree(dataDir)).resolves.toBeUndefined();
    await take();
  });

  it('release leaves a lock file that is no longer its own', async () => {
    const lock = await take();
    await writeOwner({ pid: process.pid, token: 'someone-else' });
    await lock.release();
    expect(existsSync(lock.file)).toBe(true);
  });

  it('takes over a lock whose owner is dead', async () => {
    const pid = deadPid();
    await writeOwner({ pid });
    await expect(assertDataDirFree(dataDir)).resolves.toBeUndefined();
    const lock = await take();
    const owner = JSON.parse(await readFile(lock.file, 'utf8')) as LockOwner;
    expect(owner.pid).toBe(process.pid);
  });

  it('takes over a leftover naming this process id (a restarted container is pid 1 again)', async () => {
    await writeOwner({ pid: process.pid, token: 'from-an-earlier-process' });
    await take();
  });

  it.skipIf(!existsSync('/proc/self/stat'))('takes over when the pid is alive but belongs to a newer process (pid reused)', async () => {
    await writeOwner({ pid: process.ppid, processStart: '1' });
    await take();
  });

  it('never takes over a lock held from another host', async () => {
    await writeOwner({ pid: deadPid(), hostname: `not-${hostname()}` });
    const error = await acquireDataDirLock(dataDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`on host not-${hostname()}`);
  });

  it('lets exactly one of several simultaneous starters take over a stale lock', async () => {
    await writeOwner({ pid: deadPid() });
    const results = await Promise.allSettled([0, 1, 2, 3].map(() => acquireDataDirLock(dataDir)));
    const won = results.filter((r): r is PromiseFulfilledResult<DataDirLock> => r.status === 'fulfilled');
    held.push(...won.map((r) => r.value));
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DataDirLockedError);
    const owner = JSON.parse(await readFile(`${dataDir}.lock`, 'utf8')) as LockOwner;
    expect(owner.token).toBe(won[0]!.value.owner.token);
  });
});
