import { useCallback, useEffect, useRef, useState } from 'react';
import { readDraft, writeDraft } from '@/lib/drafts';

/** How long typing must pause before the draft is stored (ms). */
export const DRAFT_SAVE_DELAY_MS = 500;

/**
 * Keeps a form's draft as it is typed (lib/drafts.ts) and offers it back on return.
 *
 * - `key`: the draft's storage key (lib/drafts.ts `draftKey`), or null to keep none (a visitor).
 * - `value`: what the form holds now; stored {@link DRAFT_SAVE_DELAY_MS} after the last change,
 *   or the draft removed when `isEmpty(value)`.
 * - `restore`: called once after the first render (never on the server, so the hydrated page
 *   matches the server's) with the stored draft, when there is one.
 *
 * Answers `restored` (true once a draft was put back, until `discard` or the form is emptied)
 * and `discard()`, which removes the draft at once (after a successful submit, or "Taslağı sil").
 */
export function useDraft<T>(key: string | null, value: T, isEmpty: (value: T) => boolean, restore: (draft: T) => void) {
  const [restored, setRestored] = useState(false);
  const checked = useRef<string | null>(null);
  /** Set when a draft was just put back: the same commit's save still sees the empty form. */
  const justRestored = useRef(false);
  const pendingSave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const isEmptyRef = useRef(isEmpty);
  isEmptyRef.current = isEmpty;

  useEffect(() => {
    if (!key) return;
    checked.current = key;
    const draft = readDraft<T>(key);
    if (draft !== null && !isEmptyRef.current(draft)) {
      restoreRef.current(draft);
      setRestored(true);
      justRestored.current = true;
    }
  }, [key]);

  useEffect(() => {
    // Not before the stored draft was read: the empty first render would remove it.
    if (!key || checked.current !== key) return;
    const empty = isEmptyRef.current(value);
    // A form emptied by the member has no restored draft any more.
    if (empty && !justRestored.current) setRestored(false);
    justRestored.current = false;
    const timer = setTimeout(() => writeDraft(key, empty ? null : value), DRAFT_SAVE_DELAY_MS);
    pendingSave.current = timer;
    return () => clearTimeout(timer);
  }, [key, value]);

  const discard = useCallback(() => {
    // A save still waiting would store the sent text again.
    clearTimeout(pendingSave.current);
    if (key) writeDraft(key, null);
    setRestored(false);
  }, [key]);

  return { restored, discard };
}
