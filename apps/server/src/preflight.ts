/**
 * Checks `npm start` makes before it spends time building the web app: the port
 * is free and, with the embedded database, no live process owns DATA_DIR. The server repeats
 * both for real (it holds the port and takes the lock), so these only make the failure early.
 * @throws PortInUseError, DataDirLockedError, or loadEnv's Error for a bad environment.
 */
import path from 'node:path';
import { loadEnv } from './env.ts';
import { assertDataDirFree } from './db/data-lock.ts';
import { holdPort } from './lib/port-hold.ts';

export async function preflight(): Promise<void> {
  const env = loadEnv();
  const hold = await holdPort({ port: env.PORT, host: env.HOST });
  await hold.release();
  if (!env.DATABASE_URL) await assertDataDirFree(path.join(env.DATA_DIR, 'db'));
}
