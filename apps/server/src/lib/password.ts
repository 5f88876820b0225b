/**
 * Password hashing with argon2id at OWASP's parameters (m = 19 MiB, t = 2, p = 1);
 * better-auth's default scrypt settings are below OWASP's minimum (ARCHITECTURE.md).
 */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (const enum in the package's types)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Returns a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches the PHC `hash`; false for a malformed hash. */
export async function verifyPassword({ hash: phc, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}
