/**
 * Drafts of forms kept in this browser's `localStorage` while they are written (hooks/use-draft.ts).
 * Every key starts with {@link DRAFT_PREFIX} and names the member, so another member on the same
 * browser never sees them, and signing out forgets them all ({@link forgetDrafts}). A stored
 * draft is `{ value, savedAt }` (ms since the epoch); one older than {@link DRAFT_MAX_AGE_MS} is
 * dropped when read. Storage that is full or blocked (private mode) only means no draft.
 */

export const DRAFT_PREFIX = 'garaj.draft.';
/** Drafts older than this are not offered back (ms): 30 days. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The storage key of member `userId`'s draft of `form` (e.g. `reply:<topic id>`). */
export const draftKey = (userId: string, form: string) => `${DRAFT_PREFIX}${userId}.${form}`;

/** The draft stored under `key`, or null (none, too old, unreadable). */
export function readDraft<T>(key: string, now = Date.now()): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { value?: T; savedAt?: number };
    if (typeof stored.savedAt !== 'number' || now - stored.savedAt > DRAFT_MAX_AGE_MS || stored.value === undefined) {
      window.localStorage.removeItem(key);
      return null;
    }
    return stored.value;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or removes the draft when `value` is null. */
export function writeDraft<T>(key: string, value: T | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify({ value, savedAt: Date.now() }));
  } catch {
    // Full or blocked storage: the form works on without a draft.
  }
}

/** Removes every draft of every member from this browser (at sign-out). */
export function forgetDrafts(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Blocked storage holds no drafts.
  }
}
