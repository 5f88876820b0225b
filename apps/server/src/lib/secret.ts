/**
 * The session-signing secret: `SESSION_SECRET` when set, otherwise 48 random bytes generated
 * once into `<dataDir>/secret` (mode 600) so sessions survive restarts.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function loadOrCreateSecret(dataDir: string, configured?: string): Promise<string> {
  if (configured) {
    if (configured.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
    return configured;
  }
  const file = path.join(dataDir, 'secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}
