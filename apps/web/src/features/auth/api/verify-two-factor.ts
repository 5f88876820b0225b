import { authClient } from '@/lib/auth-client';
import { unwrap } from '../utils/auth-error';

/**
 * POST /api/auth/two-factor/verify-totp (or verify-backup-code): completes a sign-in that asked
 * for a second factor — the short-lived cookie of the first step names the member; success sets
 * the session cookie. `trustDevice` skips the step on this browser for 30 days.
 */
export async function verifyTwoFactor({ code, method, trustDevice }: { code: string; method: 'totp' | 'backup'; trustDevice: boolean }) {
  const path = method === 'backup' ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp';
  return unwrap(await authClient.$fetch<unknown>(path, { method: 'POST', body: { code: code.replace(/\s+/g, ''), trustDevice } }));
}

/** Whether a sign-in answer asks for the second factor (better-auth twoFactor: `{ twoFactorRedirect: true }`). */
export function needsSecondFactor(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}
