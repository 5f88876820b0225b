/**
 * localStorage access that never throws (privacy mode, disabled storage, SSR-like tests).
 * Values are validated by the caller: a stored value is used only if it is one of `allowed`.
 */
export function readStoredChoice<T extends string>(
  key: string,
  allowed: readonly T[],
): T | null {
  try {
    const value = window.localStorage.getItem(key);
    return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this visit only.
  }
}

/** One year, in seconds: how long the theme and language cookies last. */
const CHOICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * A choice cookie (theme, language) when it is one of `allowed`; null otherwise or outside a
 * browser. The server reads the same cookies to render the page in that theme and language
 * (docs/decisions/005-server-rendering.md).
 */
export function readCookieChoice<T extends string>(key: string, allowed: readonly T[]): T | null {
  try {
    if (typeof document === 'undefined') return null;
    for (const part of document.cookie.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name === key) {
        const value = decodeURIComponent(rest.join('='));
        return (allowed as readonly string[]).includes(value) ? (value as T) : null;
      }
    }
  } catch {
    // Cookies unavailable.
  }
  return null;
}

/** Stores a choice in a first-party cookie (path /, one year, SameSite=Lax) and in localStorage. */
export function writeChoice(key: string, value: string): void {
  writeStored(key, value);
  try {
    document.cookie = `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${CHOICE_COOKIE_MAX_AGE}; SameSite=Lax`;
  } catch {
    // Cookies unavailable: the choice lasts for this visit only.
  }
}
