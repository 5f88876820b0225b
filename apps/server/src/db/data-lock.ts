/**
 * Exclusive lock on the embedded database's data directory.
 *
 * PGlite is one PostgreSQL backend inside one process; two processes that open the same data
 * directory each keep their own copy of the pages and overwrite each other's writes. So the
 * embedded database takes this lock before opening the directory, and a second process stops
 * at once with {@link DataDirLockedError}.
 *
 * The lock is a file `<dataDir>.lock` beside the directory (PostgreSQL owns the directory's
 * contents), created with `O_EXCL` and holding its owner as JSON: pid, host name, start time and,
 * on Linux, the process start tick from `/proc/<pid>/stat` (so a pid reused after a reboot or in
 * a restarted container is not mistaken for the owner). A lock whose owner no longer runs on this
 * host is stale and taken over at once; a lock from another host is never taken over (the
 * message says how to remove it). It is released by `release()` and, as a last resort, when the
 * process exits (`process.exit`, an uncaught error); after a SIGKILL the next start finds the
 * owner dead and takes over.
 *
 * Why not `proper-lockfile`: it decides staleness by the lock's mtime, refreshed by a timer. PGlite
 * runs on the main thread, so a long query or the seed can starve that timer and let a second
 * process take over a live lock, and after a crash a restart has to wait out the stale period. It
 * also records no owner to name in the message. The owner's pid answers both exactly.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** Who holds a lock: the JSON content of the lock file. */
export interface LockOwner {
  pid: number;
  hostname: string;
  /** ISO time the lock was taken. */
  startedAt: string;
  /** Linux: field 22 of /proc/<pid>/stat (start time in clock ticks since boot). */
  processStart?: string;
  /** Random, tells this holder's file from a later one with the same pid. */
  token: string;
}

/** A held lock. */
export interface DataDirLock {
  /** Path of the lock file. */
  file: string;
  owner: LockOwner;
  /** Removes the lock file (only if it is still ours). Idempotent. */
  release(): Promise<void>;
}

/** Thrown by {@link acquireDataDirLock} when another live process holds the lock. */
export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly file: string,
    readonly owner: LockOwner | null,
  ) {
    super(lockedMessage(dataDir, file, owner));
    this.name = 'DataDirLockedError';
  }
}

/**
 * Tokens of the locks this process holds or is taking (a file naming our own pid with a token
 * not in here is a leftover of an earlier process that had the same pid).
 */
const ownTokens = new Set<string>();
/** A crash between creating the file and writing it leaves it empty; older than this = stale. */
const UNWRITTEN_STALE_MS = 5_000;
/** A takeover marker older than this belongs to a process that died while taking over. */
const TAKEOVER_STALE_MS = 10_000;
const TAKEOVER_ATTEMPTS = 40;

function lockedMessage(dataDir: string, file: string, owner: LockOwner | null): string {
  const who = owner
    ? `pid ${owner.pid}${owner.hostname !== hostname() ? ` on host ${owner.hostname}` : ''}, since ${owner.startedAt}`
    : 'unknown process';
  return [
    `Another Garaj instance (${who}) owns the embedded database in ${dataDir}.`,
    'One data directory can be opened by one process only: stop that instance first, or give this one another DATA_DIR.',
    'Several instances need a PostgreSQL server: set DATABASE_URL (see docs/deploy.md).',
    `If you are sure no such process is running, delete ${file}.`,
  ].join('\n');
}

/** Linux process start time of `pid` (ticks since boot), or undefined elsewhere / if gone. */
function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (comm) is in parentheses and may hold spaces; fields after it are plain.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return rest[19]; // field 22 overall = index 19 after "pid (comm)"
  } catch {
    return undefined;
  }
}

/** Whether the owner recorded in a lock file still runs. Another host counts as alive. */
export function ownerIsAlive(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return true; // cannot be checked from here
  if (owner.pid === process.pid) return ownTokens.has(owner.token);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // ESRCH: no such process. EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = processStartOf(owner.pid);
  if (start && owner.processStart && start !== owner.processStart) return false; // pid reused
  return true;
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid === 'number' && typeof value.hostname === 'string' && typeof value.token === 'string') {
      return value as LockOwner;
    }
  } catch {
    // fall through
  }
  return null;
}

/** Reads the lock file: its owner, null when unreadable, 'missing' when there is none. */
async function readOwner(file: string): Promise<{ owner: LockOwner | null; ageMs: number } | 'missing'> {
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { owner: parseOwner(text), ageMs: Date.now() - info.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

/** Creates the lock file with O_EXCL; false if it exists. */
async function tryCreate(file: string, owner: LockOwner): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(`${JSON.stringify(owner)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isStale(found: { owner: LockOwner | null; ageMs: number }): boolean {
  return found.owner ? !ownerIsAlive(found.owner) : found.ageMs > UNWRITTEN_STALE_MS;
}

/**
 * Takes the lock of `dataDir` (file `<dataDir>.lock`), creating the parent directory if needed.
 * A stale lock (owner dead on this host) is taken over; taking over is serialised through a
 * `<file>.takeover` marker so two starters cannot both replace the same stale file.
 * @throws DataDirLockedError when a live process (or one on another host) holds it.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const resolved = path.resolve(dataDir);
  const file = `${resolved}.lock`;
  await mkdir(path.dirname(file), { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
    token: randomBytes(8).toString('hex'),
  };

  ownTokens.add(owner.token);
  try {
    await takeOrThrow(resolved, file, owner);
  } catch (error) {
    ownTokens.delete(owner.token);
    throw error;
  }

  const onExit = () => releaseSync(file, owner);
  process.on('exit', onExit);
  let released = false;
  return {
    file,
    owner,
    async release() {
      if (released) return;
      released = true;
      process.removeListener('exit', onExit);
      const found = await readOwner(file);
      if (found !== 'missing' && found.owner?.token === owner.token) await unlink(file).catch(() => {});
      ownTokens.delete(owner.token);
    },
  };
}

/** The create / check / take-over loop of {@link acquireDataDirLock}. */
async function takeOrThrow(resolved: string, file: string, owner: LockOwner): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    if (await tryCreate(file, owner)) return;
    const found = await readOwner(file);
    if (found === 'missing') continue; // released meanwhile
    if (!isStale(found)) throw new DataDirLockedError(resolved, file, found.owner);

    const marker = `${file}.takeover`;
    if (!(await tryCreate(marker, owner))) {
      const other = await readOwner(marker);
      if (other !== 'missing' && other.ageMs > TAKEOVER_STALE_MS) await unlink(marker).catch(() => {});
      if (attempt >= TAKEOVER_ATTEMPTS) throw new DataDirLockedError(resolved, file, null);
      await sleep(50); // another starter is taking over; see what it leaves
      continue;
    }
    try {
      // Under the marker: nobody else removes the lock file, so check again, then replace it.
      const again = await readOwner(file);
      if (again !== 'missing') {
        if (!isStale(again)) throw new DataDirLockedError(resolved, file, again.owner);
        await unlink(file);
      }
    } finally {
      await unlink(marker).catch(() => {});
    }
  }
}

/**
 * Checks without taking it that nobody alive holds the lock of `dataDir` (`npm start` asks this
 * before it spends time building the web app; the server still takes the lock itself).
 * @throws DataDirLockedError as {@link acquireDataDirLock} would.
 */
export async function assertDataDirFree(dataDir: string): Promise<void> {
  const resolved = path.resolve(dataDir);
  const file = `${resolved}.lock`;
  const found = await readOwner(file);
  if (found !== 'missing' && !isStale(found)) throw new DataDirLockedError(resolved, file, found.owner);
}

/** Exit-time release: synchronous, and only if the file is still ours. */
function releaseSync(file: string, owner: LockOwner) {
  try {
    if (parseOwner(readFileSync(file, 'utf8'))?.token === owner.token) unlinkSync(file);
  } catch {
    // already gone
  }
  ownTokens.delete(owner.token);
}
