import { authClient } from '@/lib/auth-client';
import { unwrap } from '../utils/auth-error';

/** What turning two-factor on answers: the authenticator app's `otpauth://` URI and ten backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** POST /api/auth/two-factor/enable — needs the password; two-factor is on once {@link confirmTwoFactor} passes. */
export async function startTwoFactor(password: string): Promise<TwoFactorSetup> {
  const setup = unwrap(await authClient.$fetch<TwoFactorSetup>('/two-factor/enable', { method: 'POST', body: { password } }));
  if (!setup) throw new Error('two-factor/enable answered without a set-up');
  return setup;
}

/** POST /api/auth/two-factor/verify-totp while signed in — the first code turns two-factor on. */
export async function confirmTwoFactor(code: string): Promise<void> {
  unwrap(await authClient.$fetch<unknown>('/two-factor/verify-totp', { method: 'POST', body: { code: code.replace(/\s+/g, '') } }));
}

/** POST /api/auth/two-factor/disable — needs the password. */
export async function disableTwoFactor(password: string): Promise<void> {
  unwrap(await authClient.$fetch<unknown>('/two-factor/disable', { method: 'POST', body: { password } }));
}
