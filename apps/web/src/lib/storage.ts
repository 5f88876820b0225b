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
