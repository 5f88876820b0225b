import type { TFunction } from 'i18next';
/**
 * Errors from better-auth calls. The client resolves `{ data, error }`; our hooks turn `error`
 * into an {@link AuthError} so TanStack Query sees a rejected mutation. `authErrorKey` maps
 * better-auth's codes (and HTTP 429) to keys in the `auth` namespace (`serverErrors.*`).
 */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly status: number;
  readonly code: string | null;
  /** Why a new password was refused (PASSWORD_TOO_WEAK: `personal`, `repeat`, … — PASSWORD_WEAKNESS_MESSAGES). */
  readonly reason: string | null;

  constructor(init: { status: number; code?: string | null; message?: string; reason?: string | null }) {
    super(init.message ?? init.code ?? `HTTP ${init.status}`);
    this.status = init.status;
    this.code = init.code ?? null;
    this.reason = init.reason ?? null;
  }
}

/** Shape of better-auth's client error (better-fetch): status plus the JSON body's fields. */
export interface BetterAuthClientError {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
  reason?: string;
}

/** Throws the error of a better-auth call, or returns its data. */
export function unwrap<T>(result: { data: T; error: null } | { data: null; error: BetterAuthClientError }): T {
  if (result.error) {
    throw new AuthError({ status: result.error.status, code: result.error.code, message: result.error.message, reason: result.error.reason });
  }
  return result.data;
}

/** Reasons of PASSWORD_TOO_WEAK the web has a message for (`auth:serverErrors.passwordWeakness.*`). */
const PASSWORD_WEAKNESS_REASONS = ['personal', 'repeat', 'pattern', 'date', 'common', 'guessable'] as const;

/** True for the keys of a new password the server refused (short, long, common, guessable). */
export function isNewPasswordErrorKey(key: string | null): boolean {
  return key === 'PASSWORD_TOO_SHORT' || key === 'PASSWORD_TOO_LONG' || key === 'PASSWORD_TOO_COMMON' || key === 'PASSWORD_TOO_WEAK' || Boolean(key?.startsWith('passwordWeakness.'));
}

/** better-auth code → our translation key (`auth:serverErrors.<key>`). */
const CODE_KEYS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
  INVALID_USERNAME_OR_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  USERNAME_IS_ALREADY_TAKEN: 'USERNAME_TAKEN',
  USERNAME_TOO_SHORT: 'USERNAME_INVALID',
  USERNAME_TOO_LONG: 'USERNAME_INVALID',
  INVALID_USERNAME: 'USERNAME_INVALID',
  INVALID_DISPLAY_USERNAME: 'USERNAME_INVALID',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  TERMS_REQUIRED: 'TERMS_REQUIRED',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  INVALID_EMAIL: 'EMAIL_INVALID',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  BANNED_USER: 'BANNED_USER',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'CREDENTIAL_ACCOUNT_NOT_FOUND',
  EMAIL_CAN_NOT_BE_UPDATED: 'EMAIL_CAN_NOT_BE_UPDATED',
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',
  VALIDATION_ERROR: 'VALIDATION_FAILED',
  // Our own codes from the server's auth hooks (apps/server/src/lib/auth.ts).
  USERNAME_RESERVED: 'USERNAME_RESERVED',
  USERNAME_TOO_SIMILAR: 'USERNAME_TOO_SIMILAR',
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  PASSWORD_TOO_WEAK: 'PASSWORD_TOO_WEAK',
  SIGN_IN_THROTTLED: 'SIGN_IN_THROTTLED',
  // The second factor (better-auth twoFactor).
  INVALID_CODE: 'INVALID_TWO_FACTOR_CODE',
  INVALID_BACKUP_CODE: 'INVALID_TWO_FACTOR_CODE',
  INVALID_TWO_FACTOR_COOKIE: 'TWO_FACTOR_EXPIRED',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'TWO_FACTOR_LOCKED',
  ACCOUNT_TEMPORARILY_LOCKED: 'TWO_FACTOR_LOCKED',
  SIGN_IN_LOCKED: 'SIGN_IN_LOCKED',
  // Passkeys (better-auth passkey plugin; the browser's WebAuthn errors by @simplewebauthn's codes).
  AUTH_CANCELLED: 'PASSKEY_CANCELLED',
  REGISTRATION_CANCELLED: 'PASSKEY_CANCELLED',
  ERROR_CEREMONY_ABORTED: 'PASSKEY_CANCELLED',
  ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY: 'PASSKEY_CANCELLED',
  PASSKEY_NOT_FOUND: 'PASSKEY_FAILED',
  AUTHENTICATION_FAILED: 'PASSKEY_FAILED',
  CHALLENGE_NOT_FOUND: 'PASSKEY_FAILED',
  FAILED_TO_VERIFY_REGISTRATION: 'PASSKEY_FAILED',
  PREVIOUSLY_REGISTERED: 'PASSKEY_EXISTS',
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: 'PASSKEY_EXISTS',
  SESSION_NOT_FRESH: 'SESSION_NOT_FRESH',
  TOO_LONG: 'PASSKEY_NAME_TOO_LONG',
  // registration closed by an admin (site settings); the banned code under our name too.
  REGISTRATION_CLOSED: 'REGISTRATION_CLOSED',
  USER_BANNED: 'BANNED_USER',
};

/**
 * The `auth:serverErrors.*` key for a failed call, or null when the failure is unexpected
 * (network, 5xx, a code we do not know) and the generic message should be shown.
 */
export function authErrorKey(error: unknown): string | null {
  if (!(error instanceof AuthError)) return null;
  // A guessable new password: the reason the server gave (`passwordWeakness.<reason>`), if we know it.
  if (error.code === 'PASSWORD_TOO_WEAK' && error.reason && (PASSWORD_WEAKNESS_REASONS as readonly string[]).includes(error.reason)) return `passwordWeakness.${error.reason}`;
  // A specific code first: a per-account throttle (SIGN_IN_THROTTLED) is a 429 too.
  if (error.code && CODE_KEYS[error.code]) return CODE_KEYS[error.code]!;
  if (error.status === 429) return 'RATE_LIMITED';
  return null;
}

/** Form field a server error belongs to, when it clearly belongs to one. */
export function authErrorField(error: unknown): 'email' | 'username' | 'password' | 'currentPassword' | 'code' | null {
  const key = authErrorKey(error);
  if (key?.startsWith('passwordWeakness.')) return 'password';
  switch (key) {
    case 'USERNAME_TAKEN':
    case 'USERNAME_INVALID':
    case 'USERNAME_RESERVED':
    case 'USERNAME_TOO_SIMILAR':
      return 'username';
    case 'EMAIL_TAKEN':
    case 'EMAIL_INVALID':
      return 'email';
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
    case 'PASSWORD_TOO_COMMON':
    case 'PASSWORD_TOO_WEAK':
      return 'password';
    case 'INVALID_PASSWORD':
      return 'currentPassword';
    case 'INVALID_TWO_FACTOR_CODE':
      return 'code';
    default:
      return null;
  }
}

/**
 * The translated message of a failed auth call: the server's reason when we know its code, else
 * 'Bir hata oluştu. Lütfen tekrar deneyin.'.
 */
export function authFailureText(error: unknown, t: TFunction<['auth', 'errors']>): string {
  const key = authErrorKey(error);
  return key ? t(`auth:serverErrors.${key}`) : t('auth:unexpected.message');
}
